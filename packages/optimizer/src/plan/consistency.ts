import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';

const ONLY_RESULT =
  /\b(?:just|only)\b.{0,20}\b(?:answer|result|number|code|query|json|output)s?\b|\bno (?:explanation|commentary|working)\b/i;

/**
 * Drops engine lines that would contradict what the user asked: an explanation after
 * "return only the code", a recommendation after "do not recommend", worked steps after
 * "just the answer".
 */
export function consistent(lines: readonly string[], analysis: Analysis, scaffold: Scaffold): string[] {
  const constraints = analysis.slots.constraints;
  const onlyOutput = constraints.some((c) => c.topic === 'only-output') || ONLY_RESULT.test(analysis.request);
  const noRecommendation = constraints.some((c) => c.topic === 'recommendation' && c.negated);
  return lines.filter((line) => {
    if (onlyOutput && (scaffold.explainAfter.includes(line) || scaffold.showsWork.includes(line)))
      return false;
    if (noRecommendation && scaffold.recommends.includes(line)) return false;
    return true;
  });
}
