import { toEuropean } from '../i18n/scaffold/pt-pt';
import { toEuropeanTu } from '../i18n/scaffold/pt-pt-tu';
import type { Plan } from './plan';

/**
 * A plan for a European Portuguese request: the engine's lines (role, guidance, answer shape,
 * questions) in European words. Lines from tables keyed by language fall back to Brazilian ones,
 * so they are converted here, once, in one place; the user's own words (task, context,
 * requirements, answers, material) are left exactly as written. What the assistant is told
 * (role, guidance, answer shape) speaks to it as "tu", as Portuguese prompts written in Portugal
 * do; the questions to the user stay formal, without "você".
 */
export function europeanPlan(plan: Plan): Plan {
  const ownRole = plan.userRole !== null && plan.role === plan.userRole;
  // A task of ours ("Escreva minha resposta à mensagem fornecida.") is an engine line too.
  const ourTask = Object.values(plan.scaffold.lines).includes(plan.task);
  return {
    ...plan,
    task: ourTask ? toAssistant(plan.task) : plan.task,
    role: plan.role === null || ownRole ? plan.role : toAssistant(plan.role),
    guidance: plan.guidance.map(toAssistant),
    format: plan.format === null ? null : toAssistant(plan.format),
    questions: plan.questions.map((q) => ({
      ...q,
      question: toEuropean(q.question),
      options: q.options.map(toEuropean),
    })),
    gaps: plan.gaps.map(toEuropean),
    pasteSlot:
      plan.pasteSlot === null
        ? null
        : { ...plan.pasteSlot, placeholder: withArticle(plan.pasteSlot.placeholder) },
  };
}

/** A line to the assistant: European words, "tu" orders. */
function toAssistant(line: string): string {
  return toEuropeanTu(toEuropean(line));
}

const ARTICLE: Readonly<Record<string, string>> = { SEU: 'O', SUA: 'A', SEUS: 'OS', SUAS: 'AS' };

/** "[COLE SEU TEXTO AQUI]" -> "[COLE O SEU TEXTO AQUI]": Portugal puts the article before "seu". */
function withArticle(placeholder: string): string {
  return toEuropean(placeholder).replace(
    /\b(SEUS?|SUAS?) /gu,
    (m, own: string) => `${ARTICLE[own] ?? ''} ${m}`,
  );
}
