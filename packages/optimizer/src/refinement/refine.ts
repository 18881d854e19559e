import { type AssistantKey, REFINE_CHIPS, type RefineChip } from '@promptsmith/contract';
import type { RationaleItem } from '../types';
import type { RefineLines } from '../i18n/scaffold/types';
import { ALL_REFINE_LINES, chipLine, type ChipGroup, refineLinesFor } from './chip-lines';
import { type Heading, headingsOf, lastFilled, layoutOf, materialStart } from './layout';
import { endsSentence } from '../grammar/punctuation';

export interface RefineOptions {
  /** The user's own "What should change?", added as a requirement line (no model rewrites it here). */
  instruction?: string;
}

export interface RefineOutcome {
  prompt: string;
  /** The chips that changed the prompt (a chip already applied changes nothing). */
  applied: RefineChip[];
  rationale: RationaleItem[];
}

/** Chips of one group replace each other's line instead of piling up. */
const RIVALS: Partial<Record<RefineChip, RefineChip>> = {
  shorter: 'more-detailed',
  'more-detailed': 'shorter',
};

/**
 * Applies Refine chips to an already optimized prompt, in the layout it was written in: a bullet
 * under GPT's "# Instructions", a numbered step inside Claude's <instructions>, a plain sentence
 * before any pasted material for the plain-text assistants. Deterministic, never adds a line
 * that is already there, idempotent per chip; a rival chip's line is replaced in place. The lines
 * are written in the prompt's language (detected from its text), like the rest of the prompt.
 */
export function refine(
  prompt: string,
  target: AssistantKey,
  chips: readonly RefineChip[],
  options: RefineOptions = {},
): RefineOutcome {
  let text = prompt;
  const lines = refineLinesFor(prompt);
  const applied: RefineChip[] = [];
  const rationale: RationaleItem[] = [];
  const apply = (chip: RefineChip) => {
    const line = chipLine(chip, target, lines);
    const next = chip === 'add-example' ? addExample(text, lines) : applyLine(text, chip, target, lines);
    if (next === text) return;
    text = next;
    applied.push(chip);
    rationale.push({ change: changeText(chip, lines), rule: line.rule, source: line.source });
  };
  // A fixed order, so the same chips give the same prompt whatever order they were clicked in;
  // the example slot last, below every instruction line.
  for (const chip of REFINE_CHIPS.filter((c) => c !== 'add-example' && chips.includes(c))) apply(chip);
  const instruction = requirementLine(options.instruction);
  if (instruction && !text.includes(instruction)) {
    text = insertLine(text, instruction, 'instruction');
    rationale.push({
      change: `Added your requirement: ${instruction}`,
      rule: 'Your own words become a requirement line; a configured provider rewrites the prompt with them instead.',
      source: chipLine('shorter', target).source,
    });
  }
  if (chips.includes('add-example')) apply('add-example');
  // Sorted like the chips, whatever order they were applied in.
  applied.sort((a, b) => REFINE_CHIPS.indexOf(a) - REFINE_CHIPS.indexOf(b));
  return { prompt: text, applied, rationale };
}

/** What the user reads about a chip (the product speaks English to the user, whatever the prompt's language). */
function changeText(chip: RefineChip, lines: RefineLines): string {
  switch (chip) {
    case 'shorter':
      return 'Asked for a short answer.';
    case 'more-detailed':
      return 'Asked for a thorough, detailed answer.';
    case 'more-formal':
      return 'Asked for a formal tone.';
    case 'add-example':
      return `Added a slot for an example of the answer you want (${lines.examplePlaceholder}).`;
    case 'json':
      return 'Asked for the answer as JSON only.';
    case 'step-by-step':
      return 'Asked for step-by-step reasoning before the final answer.';
  }
}

/** The free text as one sentence: whitespace folded, first letter up, a full stop at the end. */
export function requirementLine(raw: string | undefined): string | null {
  const folded = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!folded) return null;
  const upper = folded.charAt(0).toUpperCase() + folded.slice(1);
  return endsSentence(upper) || upper.endsWith(';') ? upper : `${upper}.`;
}

function applyLine(prompt: string, chip: RefineChip, target: AssistantKey, lines: RefineLines): string {
  const { text, group } = chipLine(chip, target, lines);
  if (prompt.includes(text)) return prompt;
  const rival = RIVALS[chip];
  const rivalText = rival ? chipLine(rival, target, lines).text : null;
  if (rivalText && prompt.includes(rivalText)) return prompt.replace(rivalText, text);
  return insertLine(prompt, text, group);
}

type LineGroup = ChipGroup | 'instruction';

/** One requirement line, styled and placed for the prompt's layout. */
function insertLine(prompt: string, text: string, group: LineGroup): string {
  const lines = prompt.split('\n');
  const layout = layoutOf(lines);
  if (layout === 'markdown') return insertMarkdown(lines, text, group) ?? insertPlain(lines, text, group);
  if (layout === 'xml') return insertXml(lines, text, group);
  return insertPlain(lines, text, group);
}

function sectionEnd(lines: readonly string[], headings: readonly Heading[], heading: Heading): number {
  const next = headings.find((h) => h.line > heading.line);
  return lastFilled(lines, heading.line, next ? next.line : lines.length);
}

function insertAt(lines: readonly string[], at: number, added: string[]): string {
  return [...lines.slice(0, at), ...added, ...lines.slice(at)].join('\n');
}

/** GPT: a bullet under "# Instructions" (created after "# Task" if missing); a format line under "# Output format". */
function insertMarkdown(lines: string[], text: string, group: LineGroup): string | null {
  const headings = headingsOf(lines);
  const find = (key: Heading['key']) => headings.find((h) => h.key === key);
  const format = find('outputFormat');
  if (group === 'format' && format) return insertAt(lines, sectionEnd(lines, headings, format) + 1, [text]);
  const instructions = find('instructions');
  if (instructions) return insertAt(lines, sectionEnd(lines, headings, instructions) + 1, [`- ${text}`]);
  const task = find('task');
  if (!task) return null;
  const end = sectionEnd(lines, headings, task) + 1;
  return insertAt(lines, end, ['', `# ${task.scaffold.headings.instructions}`, `- ${text}`]);
}

/** Claude: the next numbered step inside <instructions>; a format line inside <output_format>. */
function insertXml(lines: string[], text: string, group: LineGroup): string {
  const formatClose = lines.indexOf('</output_format>');
  if (group === 'format' && formatClose > 0) return insertAt(lines, formatClose, [text]);
  const close = lines.indexOf('</instructions>');
  const last = lastFilled(lines, lines.indexOf('<instructions>') + 1, close);
  const numbered = /^(\d+)\. /.exec(lines[last] ?? '');
  if (numbered) return insertAt(lines, last + 1, [`${Number(numbered[1]) + 1}. ${text}`]);
  // A lone instruction is written without "1."; with a second one it becomes a list.
  const open = lines.indexOf('<instructions>');
  if (close > 0 && open >= 0 && (last === open + 1 || (lines[last - 1] ?? '').trim() === '')) {
    const listed = [...lines];
    listed[last] = `1. ${lines[last]}`;
    return insertAt(listed, last + 1, [`2. ${text}`]);
  }
  return insertAt(lines, close, ['', text]);
}

/**
 * Plain assistants: a bullet on the engine's bullet list if there is one, else a sentence of its
 * own, grouped with earlier refinements, always before pasted material.
 */
function insertPlain(lines: string[], text: string, group: LineGroup): string {
  const end = materialStart(lines);
  const last = lastFilled(lines, 0, end);
  const before = lines.slice(0, end);
  if (group === 'format') {
    const format = lines.findIndex((l) =>
      /^(?:Output format|Formato de salida|Format de sortie|Ausgabeformat|Formato della risposta|Formato da resposta): /.test(
        l,
      ),
    );
    if (format >= 0) return insertAt(lines, format + 1, [text]);
  }
  if (/^- /.test(before[last] ?? '')) return insertAt(lines, last + 1, [`- ${text}`]);
  if (REFINEMENT_LINES.has(before[last] ?? '')) return insertAt(lines, last + 1, [text]);
  const tail = lines.slice(last + 1);
  const lead = before.slice(0, last + 1);
  if (lead.length === 0 || (lead.length === 1 && lead[0] === '')) return [text, ...tail].join('\n');
  return [...lead, '', text, ...(end < lines.length ? ['', ...lines.slice(end)] : [])].join('\n');
}

/** Every line a chip can write (any assistant, any language), so plain refinements group into one paragraph. */
const REFINEMENT_LINES: ReadonlySet<string> = new Set(
  ALL_REFINE_LINES.flatMap((lines) =>
    (['gpt', 'claude', 'deepseek'] as const).flatMap((t) =>
      REFINE_CHIPS.filter((c) => c !== 'add-example').map((c) => chipLine(c, t, lines).text),
    ),
  ),
);

/** An example slot in any language: a prompt gets one slot, whichever language wrote it. */
const hasExampleSlot = (prompt: string) =>
  ALL_REFINE_LINES.some((lines) => prompt.includes(lines.examplePlaceholder));

/** A slot for one example of the answer; the user pastes it (the engine never invents one). */
function addExample(prompt: string, refineLines: RefineLines): string {
  if (hasExampleSlot(prompt)) return prompt;
  const lead = refineLines.exampleLead;
  const placeholder = refineLines.examplePlaceholder;
  const lines = prompt.split('\n');
  const layout = layoutOf(lines);
  if (layout === 'xml') {
    const after = Math.max(lines.indexOf('</instructions>'), lines.indexOf('</output_format>'));
    return insertAt(lines, after + 1, ['', lead, '<example>', placeholder, '</example>']);
  }
  if (layout === 'markdown') {
    const headings = headingsOf(lines);
    // Before the pasted input and the final reminder, so the example sits with the instructions.
    const stop = headings.find((h) => h.key === 'input' || h.key === 'finalReminder');
    const section = [`# ${refineLines.exampleHeading}`, lead, placeholder];
    if (!stop) return [...lines.slice(0, lastFilled(lines, 0, lines.length) + 1), '', ...section].join('\n');
    return insertAt(lines, stop.line, [...section, '']);
  }
  const end = materialStart(lines);
  const last = lastFilled(lines, 0, end);
  const rest = end < lines.length ? ['', ...lines.slice(end)] : [];
  return [...lines.slice(0, last + 1), '', lead, placeholder, ...rest].join('\n');
}
