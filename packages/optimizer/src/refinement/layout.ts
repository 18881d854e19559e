import { de } from '../i18n/scaffold/de';
import { en } from '../i18n/scaffold/en';
import { es } from '../i18n/scaffold/es';
import { fr } from '../i18n/scaffold/fr';
import { deSie } from '../i18n/scaffold/de-sie';
import { frTu } from '../i18n/scaffold/fr-tu';
import { it } from '../i18n/scaffold/it';
import { pt } from '../i18n/scaffold/pt';
import type { Scaffold } from '../i18n/scaffold/types';

/**
 * Reading a rendered prompt back: where its sections, lists and pasted material are, so a
 * refinement lands where the assistant's layout puts such a line. Pure string work.
 */
export type Layout = 'markdown' | 'xml' | 'plain';

type HeadingKey = keyof Scaffold['headings'];
const SCAFFOLDS: readonly Scaffold[] = [en, es, fr, de, it, pt];

export interface Heading {
  line: number;
  /** 'example': the section a Refine "Add an example" wrote. */
  key: HeadingKey | 'example';
  scaffold: Scaffold;
}

/** The headings and lead-ins of the example slot a refinement adds, in every language. */
const EXAMPLE_HEADINGS: ReadonlySet<string> = new Set(SCAFFOLDS.map((s) => `# ${s.refine.exampleHeading}`));
const EXAMPLE_LEADS: ReadonlySet<string> = new Set(
  [...SCAFFOLDS, frTu, deSie].map((s) => s.refine.exampleLead),
);

const HEADING = /^#{1,3} (.+?)\s*$/;

/** The engine's own section headings (any language); a "# comment" in pasted code is not one. */
export function headingsOf(lines: readonly string[]): Heading[] {
  const found: Heading[] = [];
  const fences = fenceMask(lines);
  lines.forEach((line, i) => {
    const name = fences[i] ? null : HEADING.exec(line)?.[1];
    if (!name) return;
    if (EXAMPLE_HEADINGS.has(line)) {
      found.push({
        line: i,
        key: 'example',
        scaffold: SCAFFOLDS.find((s) => line === `# ${s.refine.exampleHeading}`)!,
      });
      return;
    }
    for (const scaffold of SCAFFOLDS) {
      const key = (Object.keys(scaffold.headings) as HeadingKey[]).find((k) => scaffold.headings[k] === name);
      if (key) {
        found.push({ line: i, key, scaffold });
        return;
      }
    }
  });
  return found;
}

export function layoutOf(lines: readonly string[]): Layout {
  if (lines.some((l) => l === '<instructions>') && lines.some((l) => l === '</instructions>')) return 'xml';
  return headingsOf(lines).length > 0 ? 'markdown' : 'plain';
}

/** true for each line inside a fenced block (the fences included); nested longer fences respected. */
export function fenceMask(lines: readonly string[]): boolean[] {
  let opener: string | null = null;
  return lines.map((line) => {
    const fence = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (opener === null) {
      if (fence) opener = fence;
      return fence !== undefined;
    }
    if (fence && fence[0] === opener[0] && fence.length >= opener.length && line.trim() === fence)
      opener = null;
    return true;
  });
}

/** Index of the last non-blank line in [from, to). */
export function lastFilled(lines: readonly string[], from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (lines[i]!.trim() !== '') return i;
  return from;
}

/**
 * Where the engine's own instructions end in a plain prompt: the first pasted block (a fence, a
 * tag, or "Label:" over one), so a new line never lands inside or after the material.
 */
export function materialStart(lines: readonly string[]): number {
  const opensBlock = (l: string | undefined) => l !== undefined && /^(?:`{3,}|~{3,}|<[\w-]+>|""")/.test(l);
  const fenced = fenceMask(lines);
  for (let i = 0; i < lines.length; i++) {
    const previousBlank = i === 0 || lines[i - 1]!.trim() === '';
    // Inside a fenced block (its opening fence aside) nothing starts.
    if (!previousBlank || (fenced[i] && i > 0 && fenced[i - 1])) continue;
    // An example slot added earlier: new lines go above it, with the other instructions.
    if (EXAMPLE_LEADS.has(lines[i]!)) return i;
    if (opensBlock(lines[i])) return i;
    if (/:\s*$/.test(lines[i]!) && opensBlock(lines[i + 1])) return i;
  }
  return lines.length;
}
