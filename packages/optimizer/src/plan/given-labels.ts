import type { Analysis } from '../analysis/types';
import { FOUND_LABELS } from '../i18n/scaffold/found-labels';
import { scaffoldKey } from '../i18n/scaffold';
import type { Scaffold } from '../i18n/scaffold/types';

/** One short label: a few words, no sentence punctuation inside. */
const LABEL = String.raw`["“'‘«]?[\p{L}\p{N}][\p{L}\p{N} &'’-]{0,28}["”'’»]?`;
/** Words that join the last label of a list: "or", "and" and their kin in our languages. */
const JOIN = String.raw`(?:,|/|\s(?:or|and|o|y|ou|et|oder|und|e|ou)\s)`;
/**
 * The labels written out in the ask: a colon, "into", "as", "with" or "by" and then two labels
 * or more ("into Pricing, Delivery or Other", "as positive/negative/neutral", "labels: bug, idea").
 */
const LISTED = new RegExp(
  String.raw`(?:[:=]|(?<![\p{L}])(?:into|as|with|in|under|en|como|dans|comme|avec|in|nach|als|in|come|con|em|com)\s)\s*${LABEL}(?:\s*${JOIN}\s*${LABEL}){1,}`,
  'iu',
);
/** Two quoted labels or more, anywhere in the ask. */
const QUOTED = /(?:["“'‘«][^"”'’»\n]{1,30}["”'’»][^"“'‘«\n]{0,12}){2,}/u;
/** Labels pasted as their own block: a line that opens "Categories:", "Labels:", "Tags:"… */
const LABEL_HEADING =
  /^\s*(?:labels?|categor\p{L}*|tags?|etiquetas?|étiquettes?|kategorien?|rótulos?|etichette|themes?|temas?|thèmes?|themen)\s*:/imu;

/** The user named the labels to sort into, in the ask or in a block of their own. */
export function labelsGiven(analysis: Analysis): boolean {
  return (
    LISTED.test(analysis.request) ||
    QUOTED.test(analysis.request) ||
    analysis.material.some((m) => LABEL_HEADING.test(m.content) || LABEL_HEADING.test(m.label ?? ''))
  );
}

/**
 * A sort with no labels given finds its groups in the items: the classify kind's "use only the
 * labels given" and "fits none of the labels" lines give way to lines that say so.
 */
export function foundLabelLines(guidance: string[], analysis: Analysis, scaffold: Scaffold): void {
  const own = scaffold.guidance.classify;
  if (!own || analysis.classification.kind !== 'classify' || labelsGiven(analysis)) return;
  const found = FOUND_LABELS[scaffoldKey(analysis)] ?? FOUND_LABELS[analysis.language];
  if (!found) return;
  own.forEach((line, i) => {
    const at = guidance.indexOf(line);
    if (at >= 0 && found[i]) guidance.splice(at, 1, found[i]);
  });
}
