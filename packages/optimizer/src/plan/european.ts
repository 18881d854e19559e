import { toEuropean } from '../i18n/scaffold/pt-pt';
import type { Plan } from './plan';

/**
 * A plan for a European Portuguese request: the engine's lines (role, guidance, answer shape,
 * questions) in European words. Lines from tables keyed by language fall back to Brazilian ones,
 * so they are converted here, once, in one place; the user's own words (task, context,
 * requirements, answers, material) are left exactly as written.
 */
export function europeanPlan(plan: Plan): Plan {
  const ownRole = plan.userRole !== null && plan.role === plan.userRole;
  return {
    ...plan,
    role: plan.role === null || ownRole ? plan.role : toEuropean(plan.role),
    guidance: plan.guidance.map(toEuropean),
    format: plan.format === null ? null : toEuropean(plan.format),
    questions: plan.questions.map((q) => ({
      ...q,
      question: toEuropean(q.question),
      options: q.options.map(toEuropean),
    })),
    gaps: plan.gaps.map(toEuropean),
  };
}
