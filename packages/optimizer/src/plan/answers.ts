import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { questionText } from './questions';
import { isOpenSlot } from '../i18n/scaffold/open-questions';

/** The user's answers as "Label: value" lines; "keep as placeholder" becomes a [LABEL] slot. */
export function answerLines(analysis: Analysis, scaffold: Scaffold): string[] {
  const lines: string[] = [];
  for (const [id, raw] of Object.entries(analysis.answers)) {
    const text = questionText(id, analysis.language, scaffold);
    if (!text) continue;
    const values = (typeof raw === 'string' ? [raw] : [...raw]).map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) continue;
    const keep = values.some((v) => v.toLowerCase() === scaffold.keepPlaceholder.toLowerCase());
    // An excellent prompt's open gap left open adds nothing: a "[IF INFORMATION IS MISSING]" slot
    // would only restate the question.
    if (keep && isOpenSlot(id)) continue;
    const value = keep ? `[${text.label.toUpperCase()}]` : values.join(', ');
    // A gap of an excellent prompt reads as one of its rules, in the prompt's typography.
    lines.push(
      isOpenSlot(id) ? openAnswerLine(text.label, values, analysis.language) : `${text.label}: ${value}`,
    );
  }
  return lines;
}

/**
 * The answer's line in the prompt: "Readers: general public", "Lecteurs\u00a0: grand public".
 * A chip's capital only starts the chip; German nouns and "N/A" keep theirs.
 */
function openAnswerLine(label: string, values: readonly string[], language: string): string {
  const lower = (value: string) =>
    language !== 'de' && /^\p{Lu}\p{Ll}*(?![^\s,])/u.test(value)
      ? value.charAt(0).toLowerCase() + value.slice(1)
      : value;
  return `${label}${language === 'fr' ? '\u00a0:' : ':'} ${values.map(lower).join(', ')}`;
}
