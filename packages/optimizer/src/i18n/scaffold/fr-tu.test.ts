import { describe, expect, test } from 'vitest';
import { DOMAIN_ROLES } from './domains';
import { FORM_TEXTS } from './forms';
import { fr } from './fr';
import { frTu } from './fr-tu';
import { scaffoldFor, scaffoldKey, type Scaffold } from './index';

type Leaf = { path: string; value: string };

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (typeof value === 'function')
    return [{ path: `${path}()`, value: String((value as (arg: string) => string)('anglais')) }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

function keyPaths(value: unknown, path = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [path];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, path ? `${path}.${k}` : k));
}

/** Lines read by the user (UI questions, chips, notes, gaps, the paste block): they keep "vous". */
const USER_FACING =
  /^(?:questions|keepPlaceholder|gaps|labels|headings|languageNames|pasteWhat)\b|^lines\.(?:injectionWarning|pasteHere)/;

/** "vous", "votre", "vos", or a second-person plural imperative ("Reliez ", "Conservez-"). */
const VOUS =
  /(?<![\p{L}])(?:vous|votre|vos)(?![\p{L}])|(?<![\p{L}])(?!(?:chez|assez|nez)(?![\p{L}]))\p{L}+ez(?=[\s,.;:!?-]|$)/iu;

const assistantLines = (s: Scaffold): Leaf[] => leaves(s).filter((l) => !USER_FACING.test(l.path));
const allGuidance = (s: Scaffold): string[] =>
  Object.values(s.guidance).flatMap((lines) => [...(lines ?? [])]);

describe('the French "tu" scaffold', () => {
  test('has every key of the French one, deep, and the same number of guidance lines per kind', () => {
    expect(keyPaths(frTu).sort()).toEqual(keyPaths(fr).sort());
    for (const [kind, lines] of Object.entries(fr.guidance))
      expect(frTu.guidance[kind as keyof Scaffold['guidance']], kind).toHaveLength(lines?.length ?? 0);
  });

  test('speaks to the assistant with "tu" only: no vous, votre, vos or -ez imperative', () => {
    const lines = assistantLines(frTu);
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.filter((l) => VOUS.test(l.value))).toEqual([]);
    for (const role of Object.values(frTu.roles)) expect(role).toMatch(/^Tu es /);
  });

  test('the French scaffold it replaces did say "vous" in those lines (the check is not vacuous)', () => {
    expect(assistantLines(fr).filter((l) => VOUS.test(l.value)).length).toBeGreaterThan(40);
  });

  test('the lines the user reads stay as in fr.ts', () => {
    expect(frTu.questions).toBe(fr.questions);
    expect(frTu.keepPlaceholder).toBe(fr.keepPlaceholder);
    expect(frTu.gaps).toBe(fr.gaps);
    expect(frTu.lines.injectionWarning).toBe(fr.lines.injectionWarning);
  });

  test('every line the consistency pass may drop is one of its guidance lines, word for word', () => {
    const guidance = allGuidance(frTu);
    for (const line of [...frTu.explainAfter, ...frTu.recommends, ...frTu.showsWork])
      expect(guidance).toContain(line);
    expect(frTu.explainAfter).toHaveLength(fr.explainAfter.length);
    expect(frTu.recommends).toHaveLength(fr.recommends.length);
    expect(frTu.showsWork).toHaveLength(fr.showsWork.length);
    // Same kinds as the "vous" lines they replace.
    const kindsOf = (s: Scaffold, lines: readonly string[]) =>
      lines.map((line) => Object.entries(s.guidance).find(([, ls]) => ls?.includes(line))?.[0]);
    expect(kindsOf(frTu, frTu.explainAfter)).toEqual(kindsOf(fr, fr.explainAfter));
    expect(kindsOf(frTu, frTu.recommends)).toEqual(kindsOf(fr, fr.recommends));
  });

  test('French typography: non-breaking spaces before ; : ? ! and inside « », typographic apostrophe', () => {
    for (const { path, value } of leaves(frTu)) {
      expect(value, path).not.toMatch(/ [;:?!»]|« |[^\u00a0][;?!]|'/);
    }
  });

  test('is what scaffoldFor returns for a French request that says "tu", and only then', () => {
    expect(scaffoldFor('fr', 'rédige un mail à mon proprio stp')).toBe(frTu);
    expect(scaffoldFor('fr', 'Rédigez un courriel à mon propriétaire.')).toBe(fr);
    expect(scaffoldFor('fr')).toBe(fr);
    expect(scaffoldFor('es', 'rédige un mail')).toBe(scaffoldFor('es'));
    expect(scaffoldKey({ language: 'fr', request: 'explique-moi les impôts' })).toBe('fr-tu');
    expect(scaffoldKey({ language: 'fr', request: 'Expliquez-moi les impôts' })).toBe('fr');
    expect(scaffoldKey({ language: 'de', request: 'erkläre mir die Steuern' })).toBe('de');
  });
});

describe('French "tu" form texts and domain roles', () => {
  test('every form and every domain has a "tu" line, and no line says "vous"', () => {
    const forms = FORM_TEXTS['fr-tu']!;
    expect(Object.keys(forms).sort()).toEqual(Object.keys(FORM_TEXTS.fr!).sort());
    for (const [form, text] of Object.entries(forms)) {
      expect(text.role, form).toMatch(/^Tu es /);
      expect(text.guidance).toHaveLength(FORM_TEXTS.fr![form as keyof typeof forms].guidance.length);
      for (const line of [text.role, ...text.guidance]) {
        expect(line, form).not.toMatch(VOUS);
        expect(line, form).not.toMatch(/ [;:?!]|[^\u00a0][;:?!]|'/);
      }
    }
    const roles = DOMAIN_ROLES['fr-tu']!;
    expect(Object.keys(roles).sort()).toEqual(Object.keys(DOMAIN_ROLES.fr!).sort());
    for (const [domain, role] of Object.entries(roles)) {
      expect(role, domain).toMatch(/^Tu es .*\.$/);
      expect(role, domain).not.toMatch(VOUS);
      expect(role, domain).not.toMatch(/ [;:?!]|[^\u00a0][;:?!]|'/);
      // The same expert as in the "vous" line.
      expect(role.replace(/^Tu es /, ''), domain).toBe(
        DOMAIN_ROLES.fr![domain as keyof typeof roles].replace(/^Vous êtes /, ''),
      );
    }
  });
});
