import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { de } from './i18n/scaffold/de';
import { deSie } from './i18n/scaffold/de-sie';
import { DE_SIE_QUESTIONS } from './i18n/scaffold/de-sie-questions';
import { DELIVERABLE_SLOTS, deliverableQuestion } from './i18n/scaffold/deliverable-questions';
import { DOMAIN_QUESTIONS } from './i18n/scaffold/domain-questions';
import { DOMAIN_ROLES } from './i18n/scaffold/domains';
import { FORM_TEXTS } from './i18n/scaffold/forms';
import { gapQuestion, type GapSlot } from './i18n/scaffold/gap-questions';
import { germanAddress } from './i18n/scaffold/german-address';
import { JURISDICTION_SLOTS, RULES_LINE, jurisdictionQuestion } from './i18n/scaffold/jurisdiction-questions';
import { NEED_SLOTS, needQuestion } from './i18n/scaffold/need-questions';
import * as situations from './i18n/scaffold/situation-lines';
import { SUBJECT_QUESTIONS } from './i18n/scaffold/subject-questions';
import { SUBJECT_TEXTS } from './i18n/scaffold/subject-texts';
import { buildMetaPrompt, optimize } from './index';

// Judges mark down a prompt that mixes registers: a "Können Sie…" request gets "Sie sind…
// Nennen Sie…", a "kannst du…" request keeps "Du bist… Nenne…".

/** Words ending in -e that open a clause without being a du-imperative (articles, nouns…). */
const NOT_IMPERATIVE =
  /^(?:die|eine|keine|einige|welche|diese|jede|alle|rolle|aufgabe|angabe|eingabe|ausgabe|sprache|länge|besondere|weitere|kurze|lange|erste|zweite|große|kleine|gute|neue|ganze|beide|viele|wenige|andere|gerne|bitte|ohne|als|sie|ihre)$/i;
/** du-imperatives that do not end in -e ("Sag", "Gib", "Zeig"). */
const BARE_IMPERATIVE =
  /^(?:sag|gib|zeig|mach|bleib|frag|komm|geh|schreib|lass|hilf|nimm|lies|ruf|stell|sieh|schau|denk|halt|iss|vergiss|wirf|hör|schick|such|bring|nutz|füg|leg|pass|setz|fang|hol|prüf|schlag|lös|find)$/i;

/** "du", "dir", "dich", "dein…", or a du-imperative opening a sentence ("Nenne", "Sag", "Zeig"). */
function saysDu(line: string): boolean {
  if (/(?<![\p{L}])(?:du|dir|dich|dein(?:e[mnrs]?)?)(?![\p{L}])/iu.test(line)) return true;
  // Headings and questions to the user open with nouns or question words, not with verbs.
  if (/^#|\?\s*$/.test(line.trim())) return false;
  // A Sie-imperative is "<verb>en Sie"; a du-imperative ends in -e or is a bare stem. After a
  // colon only "Sag, …" opens a clause; the rest is a list of nouns.
  const openers = line
    .split(/(?:[.;!?]\s+|(?<![\p{L}])bitte\s+)/iu)
    .map((c) => /^\s*([\p{L}]+)/u.exec(c)?.[1]);
  const afterColon = [...line.matchAll(/:\s+(\p{L}+),/gu)].map((m) => m[1]);
  return (
    openers.some(
      (word) => !!word && ((/e$/i.test(word) && !NOT_IMPERATIVE.test(word)) || BARE_IMPERATIVE.test(word)),
    ) || afterColon.some((word) => !!word && BARE_IMPERATIVE.test(word))
  );
}

const SIE = /(?<![\p{L}])(?:Sie|Ihnen|Ihre?[mnrs]?)(?![\p{L}])/u;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (arg: string) => string)('ein Thema'))];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object' && !(value instanceof RegExp))
    return Object.values(value).flatMap(strings);
  return [];
}

function keyPaths(value: unknown, path = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [path];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, path ? `${path}.${k}` : k));
}

/** Every table of engine lines keyed by language (the key `de` and, for "Sie" users, `de-sie`). */
const TABLES: Record<string, Readonly<Record<string, unknown>>> = {
  FORM_TEXTS,
  DOMAIN_ROLES,
  SUBJECT_TEXTS,
  RULES_LINE,
  ...Object.fromEntries(
    Object.entries(situations).filter(
      ([, v]) => v && typeof v === 'object' && !(v instanceof RegExp) && 'de' in v,
    ),
  ),
};

/** Lines of de.ts the assistant reads (the user's questions, chips, labels and notes are not). */
const assistantLines = (s: typeof de): string[] =>
  strings({
    roles: s.roles,
    guidance: s.guidance,
    lines: { ...s.lines, pasteHere: '', injectionWarning: '' },
    refine: s.refine,
  });

/** Every German question the engine can ask. */
const GAP_SLOTS: readonly GapSlot[] = [
  'buy-budget',
  'buy-use',
  'buy-priority',
  'lang-level',
  'vehicle-model',
  'your-age',
  'health-conditions',
];

function germanQuestions(): string[] {
  const texts = [
    ...DELIVERABLE_SLOTS.map((s) => deliverableQuestion(s, 'de')),
    ...NEED_SLOTS.map((s) => needQuestion(s, 'de')),
    ...JURISDICTION_SLOTS.map((s) => jurisdictionQuestion(s, 'de')),
    // The missing-facts questions (buying advice, car faults, health) are asked in both registers.
    ...GAP_SLOTS.map((s) => gapQuestion(s, 'de')),
    ...Object.values(SUBJECT_QUESTIONS.de ?? {}),
    ...Object.values(DOMAIN_QUESTIONS.de ?? {}),
    ...Object.values(de.questions),
  ];
  return texts.flatMap((t) => (t ? [t.question] : []));
}

describe('which register a German request uses', () => {
  it.each([
    ['Können Sie mir eine Einladung zum Sommerfest unseres Vereins schreiben?', 'sie'],
    ['Schreiben Sie bitte eine Absage an einen Bewerber, freundlich und kurz.', 'sie'],
    ['Bitte erklären Sie mir den Unterschied zwischen Miete und Pacht.', 'sie'],
    ['Würden Sie meinen Lebenslauf durchsehen und Verbesserungen vorschlagen?', 'sie'],
    ['kannst du mir eine kurze Mail an meinen Vermieter schreiben', 'du'],
    ['schreib eine Absage an Frau Berg, „vielen Dank für Ihre Einladung“', 'du'],
    ['erkläre mir, was Sie in einer Bewerbung vermeiden sollten', 'du'],
    ['Zusammenfassung Kapitel 3 Faust', 'du'],
    ['Sie hat seit gestern Fieber, was tun?', 'du'],
  ])('%s → %s', (request, side) => {
    expect(germanAddress(request)).toBe(side);
  });
});

describe('German register in the prompt', () => {
  const SIE_INVITE = 'Können Sie mir eine Einladung zum Sommerfest unseres Vereins schreiben?';
  const DU_INVITE = 'kannst du mir eine Einladung zum Sommerfest unseres Vereins schreiben?';

  it.each(ASSISTANT_KEYS.map((k) => [k]))('a "Sie" request gets no "du" line for %s', (key) => {
    const { prompt } = optimize(
      'Schreiben Sie mir bitte einen Plan, wie ich in 8 Wochen 5 km laufen kann.',
      key,
    );
    const own = prompt.split('\n').filter((l) => !/8 Wochen 5 km/.test(l));
    expect(own.filter((l) => saysDu(l.replace(/^[-*#\d.\s]+/, '')) && /\p{Ll}/u.test(l))).toEqual([]);
  });

  it('a "Sie" question to an expert gets the expert in "Sie"', () => {
    const { prompt } = optimize('Können Sie mir sagen, wie oft ich meinen Hund entwurmen sollte?', 'gpt');
    expect(prompt).toMatch(/Sie sind ein erfahrener Tierarzt/);
    expect(prompt).not.toMatch(/Du bist/);
  });

  it('a "du" request keeps "Du bist" and a "Sie" request gets "Sie sind"', () => {
    expect(optimize(DU_INVITE, 'gpt').prompt).toMatch(/Du bist/);
    expect(optimize(DU_INVITE, 'gpt').prompt).not.toMatch(/Sie sind/);
    expect(optimize(SIE_INVITE, 'gpt').prompt).toMatch(/Sie sind/);
    expect(optimize(SIE_INVITE, 'gpt').prompt).not.toMatch(/Du bist/);
  });

  it('questions asked back take the register of the request, with the same ids and options', () => {
    const du = optimize('kannst du mir helfen, ein Budget für meinen Haushalt aufzustellen', 'gpt').questions;
    const sie = optimize(
      'Können Sie mir helfen, ein Budget für meinen Haushalt aufzustellen?',
      'gpt',
    ).questions;
    expect(sie.map((q) => [q.id, q.options])).toEqual(du.map((q) => [q.id, q.options]));
    expect(sie.map((q) => q.question)).toEqual(du.map((q) => DE_SIE_QUESTIONS.get(q.question) ?? q.question));
    expect(sie.filter((q) => saysDu(q.question))).toEqual([]);
  });

  it('the rewriting model is told to keep "Sie"', () => {
    expect(buildMetaPrompt(SIE_INVITE, 'claude').system).toMatch(/Address the assistant as "Sie"/);
    expect(buildMetaPrompt(DU_INVITE, 'claude').system).not.toMatch(/Address the assistant as/);
  });
});

describe('every German engine line has a "Sie" form or addresses no one', () => {
  it('the detector is not vacuous: de.ts says "du" in many lines, de-sie.ts in none', () => {
    expect(assistantLines(de).filter(saysDu).length).toBeGreaterThan(40);
    expect(assistantLines(deSie).filter(saysDu)).toEqual([]);
    for (const role of Object.values(deSie.roles)) expect(role).toMatch(/^Sie sind /);
  });

  it('the "Sie" scaffold has every key of the German one and the same number of lines per kind', () => {
    expect(keyPaths(deSie).sort()).toEqual(keyPaths(de).sort());
    for (const [kind, lines] of Object.entries(de.guidance))
      expect(deSie.guidance[kind as keyof typeof de.guidance], kind).toHaveLength(lines?.length ?? 0);
    for (const line of [...deSie.explainAfter, ...deSie.recommends, ...deSie.showsWork])
      expect(Object.values(deSie.guidance).flat()).toContain(line);
  });

  it.each(Object.keys(TABLES).map((name) => [name]))(
    '%s: a "de-sie" entry wherever "de" says "du"',
    (name) => {
      const table = TABLES[name]!;
      const du = strings(table.de).filter(saysDu);
      if (du.length === 0) return;
      const sie = table['de-sie'];
      expect(sie, `${name} has "du" lines but no 'de-sie' entry: ${du[0]}`).toBeDefined();
      expect(keyPaths(sie).sort()).toEqual(keyPaths(table.de).sort());
      expect(strings(sie).filter(saysDu)).toEqual([]);
    },
  );

  it('every German question that says "du" has a "Sie" form, and those say "Sie"', () => {
    const questions = germanQuestions();
    expect(questions.length).toBeGreaterThan(50);
    const du = questions.filter(saysDu);
    expect(du.length).toBeGreaterThan(5);
    expect(du.filter((q) => !DE_SIE_QUESTIONS.has(q))).toEqual([]);
    for (const [from, to] of DE_SIE_QUESTIONS) {
      expect(questions).toContain(from);
      expect(saysDu(to), to).toBe(false);
      expect(to).toMatch(SIE);
    }
  });
});
