import { capitalAt } from '../grammar/brand-case';
import { startsWithCode } from '../analysis/code-tokens';
import { endsSentence } from '../grammar/punctuation';
import type { RationaleItem } from '../types';
import type { Plan } from '../plan/plan';

/**
 * The first letter upper-cased ("tighten the draft" -> "Tighten the draft"), unless the text
 * opens with code ("git push fails", "useEffect runs twice"), whose case is part of it.
 */
export function upperFirst(text: string): string {
  if (startsWithCode(text)) return text;
  return capitalAt(text);
}

export function withPeriod(text: string): string {
  const t = text.trim();
  return endsSentence(t) ? t : `${t}.`;
}

/** A command line the user typed ("water <plant> --date YYYY-MM-DD"): a full stop would join it. */
const COMMAND = /(?:^|\s)--?[a-z][\w-]*(?:[\s=]|$)|<[\w-]+>/u;

/** A requirement as a sentence, unless it is a command, whose last character is its own. */
export function requirementSentence(text: string): string {
  // A label with its list ("Requirements:\n- …") is kept as the user typed it.
  return COMMAND.test(text) || text.includes('\n') ? text.trim() : withPeriod(text);
}

/** A sentence, or a label with its list as typed: a period after its last item would be ours. */
export function asSentence(text: string): string {
  return text.includes('\n') ? text.trim() : withPeriod(text);
}

/** Sentences run on in one paragraph; a label with its list keeps its own lines. */
export function prose(parts: readonly (string | null | undefined)[]): string {
  let out = '';
  let lastBlock = false;
  for (const part of parts) {
    if (!part) continue;
    const block = part.includes('\n');
    out += out === '' ? part : block || lastBlock ? `\n${part}` : ` ${part}`;
    lastBlock = block;
  }
  return out;
}

const MARK = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;
/**
 * Fields separated by tabs, ";" or "|", or a line that opens a JSON or tag template. One character
 * before the first separator is enough (`[^;\n];`, not `[^;\n]+;`): the same lines match, without
 * rescanning a long line without separators from every position.
 */
export const TEMPLATE_LINE = /\S\t+\S|[^;\n];[^;\n]+;|[^|\n]\|[^|\n]+\||^\s*[{[<]/;

/** "Requirements:\n1. …\n2. …": the items go one level under their label, their own marks kept. */
function nested(unit: string, indent: string): string {
  const [head, ...items] = unit.split('\n');
  // A note typed without a mark gets one, or markdown would run it into the label's line.
  // A sub-item keeps its own indentation on top of ours, so nesting survives the move.
  return [
    head!,
    ...items.map((l) => {
      const own = /^[ \t]*/.exec(l)![0];
      // A field template ("word;meaning;example", "Name | Date") is the answer's own line: a
      // bullet mark in front of it would read as part of the template.
      const kept = MARK.test(l) || TEMPLATE_LINE.test(l);
      return `${indent}${own}${kept ? l.trim() : `- ${l.trim()}`}`;
    }),
  ].join('\n');
}

export function bullets(lines: readonly string[]): string {
  return lines.map((l) => `- ${nested(l.replace(MARK, ''), '  ')}`).join('\n');
}

/** "Requirements:\n- …": a label heading its own list, not one instruction among others. */
function isHeading(line: string): boolean {
  return line.includes('\n') && /:\s*$/.test(line.split('\n')[0]!);
}

export function numbered(lines: readonly string[]): string {
  const bare = lines.map((l) => l.replace(MARK, ''));
  // A heading line is never numbered ("1. Requirements:" reads as a step): it keeps its list, and
  // only the plain lines count. A list of one is no list: "1." before a lone line reads like a
  // missing step 2.
  const steps = bare.filter((l) => !isHeading(l)).length;
  let n = 0;
  const parts = bare.map((l) => {
    if (isHeading(l)) return { block: true, text: nested(l, '') };
    n++;
    return { block: false, text: steps === 1 ? l : `${n}. ${nested(l, '   ')}` };
  });
  // The heading and its list stand apart from the numbered steps by a blank line.
  return parts.reduce(
    (out, p, i) => (i === 0 ? p.text : `${out}${p.block || parts[i - 1]!.block ? '\n\n' : '\n'}${p.text}`),
    '',
  );
}

export function join(parts: readonly (string | null | false | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n\n');
}

/** The task and the user's context in the order the user told them, as sentences. */
export function ordered(plan: Plan): string[] {
  const context = plan.context.map(asSentence);
  return plan.contextFirst ? [...context, asSentence(plan.task)] : [asSentence(plan.task), ...context];
}

/** Instructions in the user's words first, then the engine's, then the user's answers. */
export function instructionLines(plan: Plan): string[] {
  // "Keep it short" reads as an unfinished line among full sentences; a label line stays as typed.
  const sentence = (l: string) => (/^[\p{L} ]{2,24}:[^\S\n]*\S/u.test(l) ? l : requirementSentence(l));
  return [...plan.requirements.map(sentence), ...plan.details, ...plan.guidance];
}

/** Rationale shared by every profile: what the engine did to the meaning, and why. */
export function meaningRationale(plan: Plan, source: string): RationaleItem[] {
  const items: RationaleItem[] = [];
  const rule = (change: string, why: string) => items.push({ change, rule: why, source });
  if (plan.structured) {
    rule(
      'Kept your prompt as written: it already has a role, a task, requirements and a format.',
      'Do not rewrite what already works; change only vendor syntax.',
    );
  } else {
    rule(
      'Kept your request as the task, in your own words.',
      'The request decides the task; templates must not replace it.',
    );
  }
  if (plan.material.length > 0) {
    rule(
      `Kept ${plan.material.length === 1 ? 'the pasted material' : `the ${plan.material.length} pasted blocks`} byte for byte in a delimited block.`,
      'Delimit input so the model never confuses it with instructions.',
    );
  }
  if (plan.pasteSlot)
    rule(
      'Added one marked block for the text only you have.',
      'The model cannot work on text it has not seen.',
    );
  if (plan.context.length > 0)
    rule(
      'Moved what you said about your situation into a context section.',
      'Context tells the model what the result is for.',
    );
  if (plan.details.length > 0)
    rule('Added your answers to the questions.', 'Details the model would otherwise guess.');
  if (plan.guidance.length > 0)
    rule(
      'Added a few task-specific instructions that do not contradict yours.',
      'Say what a good result looks like.',
    );
  if (plan.warnings.length > 0)
    rule(
      'Kept instruction-like text as quoted material and told the model not to follow it.',
      'Text to work on is data, not instructions.',
    );
  for (const gap of plan.gaps)
    rule(`Gap to consider: ${gap}`, 'An already-good prompt is kept; only real gaps are named.');
  return items;
}
