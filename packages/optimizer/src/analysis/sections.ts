import {
  examplePair,
  OWN_LABEL_LINE,
  ROLE_LABEL,
  ROLE_OPENING,
  sectionLine,
  xmlSectioned,
} from './structured';

/**
 * An already-good prompt cut into the sections its author named, so a renderer can change the
 * vendor syntax (a heading, a tag) and nothing else: `raw` keeps each section byte for byte.
 */
export interface PromptSection {
  /** The author's label ("Task", "Style guide", "Diff"), or null for text before the first one. */
  label: string | null;
  /** The section's text without its label. */
  body: string;
  /** The section exactly as written, label line included. */
  raw: string;
  /**
   * A run of the author's own "Label: value" lines ("Topic:", "Length:", "Structure:"), kept
   * whole under one heading: `label` is null, `body` and `raw` are the lines as typed.
   */
  block?: true;
}

export type SectionStyle = 'markdown' | 'labels' | 'xml';

const FENCE = /^\s*(?:```|~~~)/;
/** "## Style guide": a short markdown heading names a section, whatever its words. */
const MD_HEADING = /^\s{0,3}#{1,3}\s+(\S[^#\n]{0,40}?)\s*#*\s*$/;
/** "Labels:" or "**Style guide:**" alone on its line: a section of up to three words. */
const BARE_LABEL = /^\s*(?:\*\*)?(\p{Lu}[\p{L}\p{N}_-]*(?: [\p{L}\p{N}_-]+){0,2})(?:\*\*)?\s*:(?:\*\*)?\s*$/u;
/** "<task>…</task>" sections: the prompt already speaks XML. */
const XML_OPEN = /^\s*<([a-z][\w-]*)>/i;

/**
 * Which syntax the author used to name sections. Headings win over labels inside them
 * ("# Context" then "Audience: …"), but not over labels before them: "Task: …" then a pasted
 * README's "## Install" keeps the README whole, inside its section.
 */
export function sectionStyle(text: string): SectionStyle {
  // Tagged blocks hold the author's own "Budget:" or "Output:" lines: the tags name the sections.
  if (xmlSectioned(text)) return 'xml';
  let inFence = false;
  let headings = 0;
  let xml = 0;
  let labelFirst = false;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    else if (!inFence && MD_HEADING.test(line)) headings++;
    else if (!inFence && XML_OPEN.test(line)) xml++;
    else if (!inFence && headings === 0 && sectionLine(line)) labelFirst = true;
  }
  if (headings >= 2 && !labelFirst) return 'markdown';
  return xml >= 2 && headings === 0 && !text.split('\n').some((l) => sectionLine(l)) ? 'xml' : 'labels';
}

function labelOf(line: string, style: SectionStyle): [string, string] | null {
  if (style === 'markdown') {
    const heading = MD_HEADING.exec(line);
    return heading ? [heading[1]!, ''] : null;
  }
  if (style === 'xml') return null;
  const known = sectionLine(line);
  if (known) return known;
  const bare = BARE_LABEL.exec(line);
  return bare ? [bare[1]!, ''] : null;
}

/** Fewer labelled lines in a row are sections of their own, as before. */
export const BLOCK_MIN = 3;

/**
 * Where each run of three or more "Label: value" lines in a row starts, and how many lines it
 * has, when at least one label is the author's own (not "Task", "Audience"…): such a run is one
 * brief, in the author's order, and splitting it between our sections reshuffles it. Runs of
 * known labels only keep a section each.
 */
function labelRuns(lines: readonly string[]): Map<number, number> {
  const runs = new Map<number, number>();
  let inFence = false;
  let start = -1;
  const close = (end: number) => {
    const run = lines.slice(start, end);
    if (start >= 0 && run.length >= BLOCK_MIN && run.some((l) => !sectionLine(l)))
      runs.set(start, run.length);
    start = -1;
  };
  lines.forEach((line, i) => {
    // A quoted paste ('"""') is material like a fenced one: its "Label:" lines are not the brief.
    if (FENCE.test(line) || /^\s*(?:"""|''')/.test(line)) inFence = !inFence;
    const labelled = !inFence && OWN_LABEL_LINE.test(line);
    if (labelled && start < 0) start = i;
    else if (!labelled) close(i);
  });
  close(lines.length);
  return runs;
}

/**
 * The prompt cut at its section labels; lines inside code fences never start a section. With
 * `blocks`, a run of the author's own labelled lines is one section (see `labelRuns`), unless it
 * is the body of a bare label ("Context:" then "Name: …", "Age: …").
 */
export function promptSections(
  text: string,
  style: SectionStyle = sectionStyle(text),
  blocks = false,
): PromptSection[] {
  const sections: PromptSection[] = [];
  let current: { label: string | null; first: string; lines: string[]; raw: string[] } = {
    label: null,
    first: '',
    lines: [],
    raw: [],
  };
  const flush = () => {
    const body = [current.first, ...current.lines].join('\n').trim();
    if (body || current.label)
      sections.push({ label: current.label, body, raw: current.raw.join('\n').trim() });
  };
  const all = text.split('\n');
  const runs = blocks && style === 'labels' ? labelRuns(all) : new Map<number, number>();
  let inFence = false;
  for (let i = 0; i < all.length; i++) {
    const line = all[i]!;
    const run = runs.get(i);
    const bareOpen = current.label !== null && current.first === '' && current.lines.length === 0;
    if (run && !bareOpen) {
      flush();
      const lines = all.slice(i, i + run);
      sections.push({
        label: null,
        body: lines.join('\n').trim(),
        raw: lines.join('\n').trim(),
        block: true,
      });
      current = { label: null, first: '', lines: [], raw: [] };
      i += run - 1;
      continue;
    }
    const found = inFence ? null : labelOf(line, style);
    const label =
      found && examplePair(current.label, found[0], [current.first, ...current.lines]) ? null : found;
    if (FENCE.test(line)) inFence = !inFence;
    if (label) {
      flush();
      current = { label: label[0], first: label[1], lines: [], raw: [line] };
    } else {
      current.lines.push(line);
      current.raw.push(line);
    }
  }
  flush();
  return sections;
}

/** A section that only gives the assistant a role ("Role: …", "# Role", an opening "You are…"). */
export function isRoleSection(section: PromptSection, index: number): boolean {
  if (section.label) return ROLE_LABEL.test(section.label);
  return index === 0 && ROLE_OPENING.test(section.body) && !section.body.includes('\n');
}
