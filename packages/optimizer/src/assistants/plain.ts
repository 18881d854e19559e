import { join, prose, ordered, requirementSentence, upperFirst, withPeriod } from '../render/lines';
import { blocks, fenced } from '../render/material';
import { BARE_PERSONA } from '../render/structured';
import type { Plan } from '../plan/plan';
import { isPlantedLine } from '../i18n/scaffold/material-lines';

/** Small models do best with a few plain sentences: this many engine lines at most. */
const MAX_GUIDANCE = 3;

const LIST_MARK = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;

/** The material as plain delimited blocks: a "Name:" line, then the content fenced. */
export function plainMaterial(plan: Plan): string {
  return blocks(plan)
    .map((b) => `${upperFirst(b.name)}:\n${fenced(b.content, b.lang)}`)
    .join('\n\n');
}

/** Two to six plain sentences: the task, the user's context and rules, one or two of ours. */
export function plainSentences(plan: Plan, options: { role: boolean }): string {
  const lines = [
    ...plan.requirements.map((r) => requirementSentence(r.replace(LIST_MARK, ''))),
    ...plan.details.map(withPeriod),
    ...plan.guidance.slice(0, MAX_GUIDANCE),
    // The warning about instructions inside the material is never trimmed away.
    ...plan.guidance
      .slice(MAX_GUIDANCE)
      .filter((l) => l === plan.scaffold.lines.quotedMaterialNote || isPlantedLine(l)),
  ];
  // Without a role line, the user's own role still stays when it carries facts ("…at Acme with
  // 40 services"): those facts change the answer. Only a bare persona may go.
  const factualRole = plan.userRole && !BARE_PERSONA.test(plan.userRole) ? plan.userRole : null;
  return join([
    prose([options.role ? plan.role : factualRole, ...ordered(plan)]),
    lines.length > 0 ? lines.join('\n') : null,
    plan.format && !plan.brief ? `${plan.scaffold.headings.outputFormat}: ${withPeriod(plan.format)}` : null,
  ]);
}
