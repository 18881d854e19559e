import type { RationaleItem, VerbatimBlock } from '../types';
import type { RenderContext } from './context';
import { SRC } from './sources';

// Shared section builders. Profiles decide which to use and how to lay them out.

/** Audience, tone and length, each as a value the user gave or a placeholder to fill. */
export function styleLines(rc: RenderContext): string[] {
  const { lines } = rc.locale;
  const out: string[] = [];
  if (rc.intent.subject === '') out.push(`${rc.locale.labels.topic}: ${rc.locale.placeholders.topic}`);
  for (const { label, placeholder } of Object.values(rc.locale.details))
    if (rc.intent.missingInputs.includes(placeholder)) out.push(`${label}: ${placeholder}`);
  if (rc.audience !== null) out.push(lines.writeFor(rc.audience));
  if (rc.tone !== null) out.push(lines.useTone(rc.tone));
  if (rc.form !== null) out.push(rc.locale.forms[rc.form]);
  else if (rc.length !== null) out.push(lines.length(rc.length));
  return out;
}

/** Guards against invented facts and unsupported answers. */
export function guardLines(rc: RenderContext): string[] {
  const out: string[] = [];
  if (rc.intent.blocks.length > 0) out.push(rc.locale.lines.useOnlyInput);
  if (['writing', 'business', 'analysis', 'education'].includes(rc.intent.taskKind))
    out.push(rc.locale.lines.noInvent);
  return out;
}

export function formatLines(rc: RenderContext): string[] {
  const { lines } = rc.locale;
  const out: string[] = [];
  if (rc.intent.outputFormat) out.push(lines.formatRequested(rc.intent.outputFormat));
  out.push(rc.guide.format(rc.guideCtx));
  if (rc.answerLanguage) out.push(lines.answerInLanguage(rc.answerLanguage));
  return out;
}

/** Inputs the user still has to paste, so the input section shows where they go. */
export function inputPlaceholders(rc: RenderContext): string[] {
  const p = rc.locale.placeholders;
  return rc.intent.missingInputs.filter((m) => m === p.pasteCode || m === p.pasteData || m === p.pasteText);
}

/** A fence longer than any backtick run inside the content, so the content stays verbatim. */
export function fence(block: VerbatimBlock): string {
  const longest = Math.max(2, ...[...block.content.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${block.lang ?? ''}\n${block.content}\n${ticks}`;
}

export function bullets(items: readonly string[]): string {
  return items.map((i) => `- ${i}`).join('\n');
}

export function numbered(items: readonly string[]): string {
  return items.map((i, n) => `${n + 1}. ${i}`).join('\n');
}

/** Joins non-empty parts with a blank line between them. */
export function joinParts(parts: ReadonlyArray<string | null | false | undefined>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n\n');
}

export function withPeriod(s: string): string {
  return /[.!?:;)\]"'»“”]$/.test(s) ? s : `${s}.`;
}

// Rationale items that every profile shares; the rule and source differ per vendor.

export function commonRationale(
  rc: RenderContext,
  sources: { explicit: string; delimit: string; placeholders: string },
): RationaleItem[] {
  const out: RationaleItem[] = [];
  const { intent } = rc;
  const kept = intent.requirements.length;
  if (kept > 0 || intent.constraints.length > 0) {
    out.push({
      change: `Kept every requirement you wrote (${kept} listed separately${intent.constraints.length > 0 ? `; constraints: ${intent.constraints.map((c) => `"${c}"`).join(', ')}` : ''}).`,
      rule: 'State exactly what the model must do; explicit, specific instructions beat implied ones.',
      source: sources.explicit,
    });
  }
  if (intent.blocks.length > 0) {
    out.push({
      change: `Carried your pasted ${[...new Set(intent.blocks.map((b) => b.kind))].join(' and ')} through byte for byte inside a delimited block.`,
      rule: 'Separate instructions from the material they act on with clear delimiters.',
      source: sources.delimit,
    });
  }
  const placeholders = [...new Set([...intent.missingInputs])];
  if (placeholders.length > 0) {
    out.push({
      change: `Added ${placeholders.join(', ')} for details the request leaves open; fill them in before sending.`,
      rule: 'Give the model the specifics it needs (audience, length, inputs) instead of letting it guess.',
      source: sources.placeholders,
    });
  }
  if (intent.placeholders.length > 0) {
    out.push({
      change: `Preserved your own placeholders as written: ${intent.placeholders.join(', ')}.`,
      rule: 'Keep everything the user supplied, including variables.',
      source: SRC.O3,
    });
  }
  if (intent.droppedFiller.length > 0) {
    out.push({
      change: `Dropped filler that gives the model nothing to act on: ${intent.droppedFiller.map((f) => `"${f}"`).join(', ')}.`,
      rule: 'Cut vague or fluffy wording; be clear and concise.',
      source: SRC.O5,
    });
  }
  return out;
}
