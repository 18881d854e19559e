import { describe, expect, test } from 'vitest';
import { en } from './en';
import { scaffoldFor, type QuestionSlot, type Scaffold } from './index';

const LANGUAGES = ['es', 'fr', 'de', 'it', 'pt'] as const;

// Names that every language writes the same way (products, numbers).
const PROPER_NOUNS = new Set([
  'Python',
  'JavaScript',
  'TypeScript',
  'Java',
  'Go',
  'PostgreSQL',
  'MySQL',
  'SQLite',
  'SQL Server',
  'pytest',
  'Jest',
  'Vitest',
  'JUnit',
  '5',
  '10',
  '20',
  'Haiku',
  'Limerick',
]);

// Words that are spelled like the English ones and are the normal word in that language.
const COGNATES: Record<(typeof LANGUAGES)[number], ReadonlySet<string>> = {
  es: new Set(),
  fr: new Set(['Format', 'Style', 'Illustration', 'Experts', 'Expert', 'Portrait 9:16']),
  de: new Set(['Format', 'Illustration', 'Form']),
  it: new Set(['Database']),
  pt: new Set(),
};

const SAMPLE = 'Zzz';
type Sample = (arg: string) => string;

type Leaf = { path: string; value: string };

/** Every text the engine can write, with its path; functions are called with a sample argument. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (typeof value === 'function') return [{ path: `${path}()`, value: String((value as Sample)(SAMPLE)) }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

/** Object keys, deep; arrays count as leaves (their length is checked separately where it matters). */
function keyPaths(value: unknown, path = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [path];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, path ? `${path}.${k}` : k));
}

const allGuidance = (s: Scaffold): string[] =>
  Object.values(s.guidance).flatMap((lines) => [...(lines ?? [])]);

describe.each(LANGUAGES)('scaffold %s', (lang) => {
  const s = scaffoldFor(lang);

  test('is registered and is not the English fallback', () => {
    expect(s).not.toBe(en);
    expect(scaffoldFor('xx')).toBe(en);
  });

  test('has the same keys as English, deep', () => {
    expect(keyPaths(s).sort()).toEqual(keyPaths(en).sort());
  });

  test('every line the consistency pass may drop is one of its guidance lines, word for word', () => {
    const guidance = allGuidance(s);
    for (const line of [...s.explainAfter, ...s.recommends, ...s.showsWork]) expect(guidance).toContain(line);
    expect(s.explainAfter).toHaveLength(en.explainAfter.length);
    expect(s.recommends).toHaveLength(en.recommends.length);
    expect(s.showsWork).toHaveLength(en.showsWork.length);
  });

  test('the droppable lines sit in the same task kinds as in English', () => {
    for (const list of ['explainAfter', 'recommends', 'showsWork'] as const) {
      const kindsOf = (sc: Scaffold) =>
        sc[list].map((line) => Object.entries(sc.guidance).find(([, lines]) => lines?.includes(line))?.[0]);
      expect(kindsOf(s)).toEqual(kindsOf(en));
    }
  });

  test('every question offers at least as many options as in English', () => {
    for (const [slot, text] of Object.entries(en.questions)) {
      const translated = s.questions[slot as QuestionSlot];
      expect(translated.options.length, slot).toBeGreaterThanOrEqual(text.options.length);
      expect(translated.multiple, slot).toBe(text.multiple);
      expect(new Set(translated.options).size, slot).toBe(translated.options.length);
    }
  });

  test('no line is left in English', () => {
    const english = new Map(leaves(en).map((l) => [l.path, l.value]));
    const untranslated = leaves(s).filter(
      (l) => l.value === english.get(l.path) && !PROPER_NOUNS.has(l.value) && !COGNATES[lang].has(l.value),
    );
    expect(untranslated).toEqual([]);
  });

  test('no text is empty or padded', () => {
    for (const { path, value } of leaves(s)) {
      expect(value.trim(), path).not.toBe('');
      expect(value, path).toBe(value.trim());
    }
  });

  test('the paste placeholder is one bracketed upper-case block around the material name', () => {
    for (const what of Object.values(s.pasteWhat)) {
      const placeholder = s.lines.pasteHere(what ?? '');
      expect(placeholder).toMatch(/^\[[^[\]]+\]$/);
      expect(placeholder).toBe(placeholder.toUpperCase());
      expect(placeholder).toContain((what ?? '').toUpperCase());
    }
  });

  test('the answer-language line names the language', () => {
    expect(Object.keys(s.languageNames)).toEqual(Object.keys(en.languageNames));
  });

  test('the keep-as-placeholder choice is not also an ordinary option', () => {
    for (const text of Object.values(s.questions))
      expect(text.options.map((o) => o.toLowerCase())).not.toContain(s.keepPlaceholder.toLowerCase());
  });
});

describe('French typography', () => {
  test('high punctuation and guillemets use non-breaking spaces, never plain ones', () => {
    for (const { path, value } of leaves(scaffoldFor('fr'))) {
      expect(value, path).not.toMatch(/ [;:?!»]|« /);
    }
  });
});
