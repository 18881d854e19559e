/**
 * Acronyms people type in lower case ("gdpr for my shop", "okrs for q3") and their spelling.
 * Echoed as "Gdpr" or "Okrs" at a sentence start they read as a mangled word. Read by
 * analysis/proper-case.ts on free text only, never inside quotes, code or pasted material.
 * `not` lists the languages where the lower-case word is an ordinary word: "le roi" is a king,
 * "le api" are bees.
 */
export interface Acronym {
  spelling: string;
  not?: readonly string[];
}

export const ACRONYMS: readonly Acronym[] = [
  { spelling: 'GDPR' },
  { spelling: 'OKR' },
  { spelling: 'OKRs' },
  { spelling: 'KPI' },
  { spelling: 'KPIs' },
  { spelling: 'SEO' },
  { spelling: 'ROI', not: ['fr'] },
  { spelling: 'VAT' },
  { spelling: 'HMRC' },
  { spelling: 'NHS' },
  { spelling: 'CRM' },
  { spelling: 'API', not: ['it'] },
  { spelling: 'APIs', not: ['it'] },
  { spelling: 'FAQ' },
  { spelling: 'FAQs' },
  { spelling: 'CEO' },
  { spelling: 'CEOs' },
  { spelling: 'HR' },
  { spelling: 'DIY' },
  { spelling: 'BBQ' },
];
