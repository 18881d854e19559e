import type { AssistantKey } from '@promptsmith/contract';
import type { Plan } from '../plan/plan';
import { withPeriod } from './lines';

/**
 * An already-excellent prompt is kept as typed, so the user's answers to its questions (the gaps
 * it left open) join it as one section of their own in the assistant's syntax: a "# Details"
 * heading for GPT, a <details> tag for Claude, a "Details:" list for the plain-text assistants
 * (and for a prompt that kept its own "Label:" lines).
 * The user's text above stays byte for byte.
 */
export function withStructuredAnswers(prompt: string, plan: Plan, target: AssistantKey): string {
  if (!plan.structured || plan.details.length === 0) return prompt;
  const heading = plan.scaffold.headings.details;
  const lines = plan.details.map(withPeriod);
  // In the syntax the rendered prompt already speaks: a prompt kept with its "Label:" lines gets
  // one more label, never a lone heading or tag.
  const section =
    target === 'gpt' && /^#{1,3} \S/m.test(prompt)
      ? `# ${heading}\n${lines.map((l) => `- ${l}`).join('\n')}`
      : target === 'claude' && /^<[\w-]+>$/m.test(prompt)
        ? `<details>\n${lines.join('\n')}\n</details>`
        : `${heading}${plan.analysis.language === 'fr' ? '\u00a0:' : ':'}\n${lines.map((l) => `- ${l}`).join('\n')}`;
  const paragraphs = prompt.split('\n\n');
  // The one closing line an assistant's profile adds ("Reply only in the output format above.",
  // GPT's final reminder) stays last: the answers go above it, with the user's sections.
  const at = closingStart(paragraphs, plan);
  return [...paragraphs.slice(0, at), section, ...paragraphs.slice(at)].join('\n\n');
}

function closingStart(paragraphs: readonly string[], plan: Plan): number {
  const last = paragraphs[paragraphs.length - 1] ?? '';
  const reminder = `# ${plan.scaffold.headings.finalReminder}`;
  const added =
    last.startsWith(reminder) || (!last.includes('\n') && !plan.analysis.rough.includes(last.trim()));
  return added && paragraphs.length > 1 ? paragraphs.length - 1 : paragraphs.length;
}
