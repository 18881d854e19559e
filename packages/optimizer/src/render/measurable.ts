import type { Locale } from '../i18n';

export interface MeasurableResult {
  text: string;
  replaced: Array<{ from: string; to: string }>;
}

const NOUN_AFTER = String.raw`(?=\s+(?!and\b|or\b|but\b|enough\b|as\b|than\b|to\b|for\b|in\b|on\b|with\b)[\p{L}])`;

/**
 * Mistral's guide asks for measures instead of vague words ("short", "many", "better").
 * Only English text is rewritten; the replacement keeps the user's meaning and leaves a
 * bracketed slot for the number they have in mind.
 */
export function makeMeasurable(
  text: string,
  locale: Locale,
  knownLength: string | null,
  ratingScale: string | null,
): MeasurableResult {
  const p = locale.placeholders;
  const replaced: MeasurableResult['replaced'] = [];
  const measured = knownLength !== null && /\d|\[/.test(knownLength);
  const rules: ReadonlyArray<[RegExp, (m: string) => string]> = [
    [/\btoo long\b/gi, () => `longer than ${p.maxWords} words`],
    [/\btoo short\b/gi, () => `shorter than ${p.minWords} words`],
    [
      new RegExp(String.raw`\b(?:short|brief)\b${NOUN_AFTER}`, 'giu'),
      () => (measured ? '' : `${p.maxWords}-word`),
    ],
    [
      new RegExp(String.raw`\b(?:long|lengthy)\b${NOUN_AFTER}`, 'giu'),
      () => (measured ? '' : `${p.minWords}-word`),
    ],
    [/\b(?:short|brief)\b/gi, () => (measured ? `within ${knownLength}` : `under ${p.maxWords} words`)],
    [
      /\b(?:long|lengthy)\b(?! as)/gi,
      () => (measured ? `about ${knownLength}` : `at least ${p.minWords} words`),
    ],
    [/\b(?:many|a lot of|lots of|a few|several)\b/gi, () => p.number],
    [
      // "Which is better, X or Y?" asks for a comparison; the criteria are the answer's job.
      /(?<!\b(?:what's|whats|which is|what is|is it|which one is)\s)\b(?:better|interesting|nice|catchy)\b(?! \()/gi,
      (m) => `${m} (${m.toLowerCase() === 'better' ? p.successCriteria : p.specificQuality})`,
    ],
  ];
  let out = text;
  if (locale.lang === 'en') {
    for (const [re, to] of rules) {
      out = out.replace(re, (m: string) => {
        const replacement = to(m);
        replaced.push({
          from: m,
          to: replacement === '' ? '(removed: the length is already given)' : replacement,
        });
        return replacement;
      });
    }
    if (ratingScale && out.includes(ratingScale)) {
      const worded = 'on a worded scale (poor, fair, good, very good, excellent)';
      out = out.replace(ratingScale, worded);
      replaced.push({ from: ratingScale, to: worded });
    }
  }
  return { text: out.replace(/ {2,}/g, ' ').replace(/ ([,.;:])/g, '$1'), replaced };
}
