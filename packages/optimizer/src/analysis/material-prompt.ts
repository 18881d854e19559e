import { ROLE_OPENING } from './structured';
import type { MaterialSplit } from './types';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * "Review and tighten my system prompt:" followed by the prompt itself. The pasted prompt is
 * the text to edit: its "You are…", "## Rules" and "- Never…" lines are the user's material,
 * not instructions for the assistant and not a prompt to restructure.
 */
const PROMPT_NOUN =
  /\b(?:system ?prompt|prompt|system message|custom instructions|bot instructions|prompt (?:de sistema|système|di sistema|do sistema)|systemprompt)\b/i;
const EDIT_VERB = unicodeWords(
  /\b(?:improve|review|tighten|polish|refine|fix|edit|shorten|rewrite|optimi[sz]e|critique|better|clean up|simplify|streamline|proofread|mejora\w*|revisa\w*|améliore\w*|amélior\w*|verbesser\w*|überarbeit\w*|miglior\w*|melhor\w*)\b/i,
);
/** "Write a system prompt for…" designs a new one: requirements follow, not a finished prompt. */
const DESIGN =
  /\b(?:write|create|design|draft|generate|make|build|need)\s+(?:me\s+)?(?:a|an|one)\s+(?:new\s+)?(?:system ?prompt|prompt)\b/i;
/** The first line of a pasted prompt: a role, a heading, a "Role:" label, a tag, a rule. */
const PROMPT_START = unicodeWords(
  new RegExp(
    `${ROLE_OPENING.source}|^\\s*(?:#{1,4}\\s+\\S|<[a-z_]+>|(?:role|persona|rules|instructions|task|context|style|tone)\\s*:|[-*]\\s+(?:always|never|do not|don't|you)\\b)`,
    'iu',
  ),
);
/** Already fenced, tagged or quoted: the ordinary detectors cut it out whole. */
const DELIMITED = /^\s*(?:```|~~~|"""|'''|<[\w-]+>|>)/;

/** "<the prompt>\n\n^ this is my system prompt, can you make it better?": the ask comes last. */
function askAfter(text: string): MaterialSplit | null {
  const cut = text.lastIndexOf('\n\n');
  if (cut < 0) return null;
  // "^ this is my prompt" points up at the paste, which may not stay above the ask.
  const ask = text
    .slice(cut)
    .trim()
    .replace(/^[\^↑]+\s*/u, '');
  const rest = text.slice(0, cut).trim();
  if (ask.length > 200 || ask.includes('\n') || rest.length < 60 || DELIMITED.test(rest)) return null;
  if (!PROMPT_NOUN.test(ask) || !EDIT_VERB.test(ask) || DESIGN.test(ask)) return null;
  if (!PROMPT_START.test(rest.split('\n')[0]!)) return null;
  return { request: ask, material: [{ kind: 'text', label: 'system prompt', lang: null, content: rest }] };
}

export function pastedPrompt(rough: string): MaterialSplit | null {
  const text = rough.trim();
  const after = askAfter(text);
  if (after) return after;
  const lines = text.split('\n');
  // The ask is the first line, or the first paragraph when the prompt starts after a blank line.
  let askLines = 1;
  while (
    askLines < lines.length &&
    lines[askLines]!.trim() !== '' &&
    !PROMPT_START.test(lines[askLines]!) &&
    askLines < 3
  )
    askLines++;
  const ask = lines.slice(0, askLines).join('\n');
  const rest = lines.slice(askLines).join('\n').trim();
  if (ask.length > 300 || rest.length < 60 || DELIMITED.test(rest)) return null;
  if (!PROMPT_NOUN.test(ask) || !EDIT_VERB.test(ask) || DESIGN.test(ask)) return null;
  const firstLine = rest.split('\n')[0]!;
  if (!PROMPT_START.test(firstLine) && !/\byou(?:r)?\b/i.test(rest)) return null;
  return {
    request: ask.trim(),
    material: [{ kind: 'text', label: 'system prompt', lang: null, content: rest }],
  };
}
