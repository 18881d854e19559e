import {
  isRoleSection,
  promptSections,
  sectionStyle,
  type PromptSection,
  type SectionStyle,
} from '../analysis/sections';
import { tagName } from './material';
import { isSentence, rolePhrase, roleSentence } from './role-sentence';
import { answerAsRole, vendorLines } from '../i18n/scaffold/vendor-lines';
import { THINK_STEP_BY_STEP } from '../i18n/words/step-by-step';
import { scaffoldFor } from '../i18n/scaffold';

/**
 * Renderers for an already-good prompt: every section keeps its text and its place; only the
 * syntax that names it changes to what the assistant reads best.
 */

/** What the structured renderers read: the prompt as typed and the blocks found pasted in it. */
interface Typed {
  rough: string;
  material: readonly { content: string }[];
  /** The prompt's language: for a role sentence ("You are…", "Eres…"); R1's added words are English only. */
  language?: string;
  /** The scaffold key (language and register, "fr-tu", "de-sie") for R1's own words. */
  key?: string;
}

/**
 * The user's pasted material is sacred: when re-labelling sections would change a block the
 * analysis read as pasted (a markdown document whose headings are its own), the prompt stays
 * as written.
 */
function keepingMaterial(rendered: string, { rough, material }: Typed): string {
  return material.every((m) => rendered.includes(m.content)) ? rendered : rough.trim();
}

/**
 * The one heading over a run of the author's own "Label: value" lines: they are the brief's
 * instructions, kept in the author's order and words ("Instructions", "Instrucciones"…).
 */
function blockHeading(typed: Typed): string {
  return scaffoldFor(typed.language ?? 'en').headings.instructions;
}

/** The sections, with the author's label runs as blocks unless a run lies in pasted material. */
function userSections(text: string, style: SectionStyle, { material }: Typed): PromptSection[] {
  const sections = promptSections(text, style, true);
  const pasted = sections.some((sec) => sec.block && material.some((m) => m.content.includes(sec.raw)));
  return pasted ? promptSections(text, style) : sections;
}

/** GPT reads markdown: "Task: …" lines become "# Task" headings; headings and XML stay. */
export function structuredMarkdown(typed: Typed): string {
  const text = typed.rough.trim();
  if (sectionStyle(text) !== 'labels') return text;
  const rendered = userSections(text, 'labels', typed)
    .map((sec) =>
      sec.label
        ? `# ${sec.label}\n${sec.body}`.trim()
        : sec.block
          ? `# ${blockHeading(typed)}\n${sec.raw}`
          : sec.raw,
    )
    .join('\n\n');
  return keepingMaterial(rendered, typed);
}

/**
 * A section that is one quoted or fenced block (`Notes:` then a `"""` block): inside its XML tag
 * the quotes would delimit it a second time, so the tag alone delimits it. The content is kept.
 */
export function unwrapDelimited(body: string): string {
  const m = /^(```|~~~|"""|''')[\w+-]*[ \t]*\n?([\s\S]*?)\n?[ \t]*\1$/.exec(body.trim());
  // Two blocks under one label are not one block: both keep their quotes.
  if (!m || m[2]!.includes(m[1]!) || m[2]!.trim() === '') return body;
  return m[2]!;
}

/** Claude reads XML: the role stays a plain first line, every other named section gets its tag. */
export function structuredXml(typed: Typed): string {
  const text = typed.rough.trim();
  const style = sectionStyle(text);
  if (style === 'xml') return text;
  const sections = splitOpeningRole(userSections(text, style, typed));
  const rendered = sections
    .map((sec, i) => {
      if (sec.block) {
        const tag = tagName(blockHeading(typed));
        return `<${tag}>\n${sec.raw}\n</${tag}>`;
      }
      // "Role: HR generalist at…" without its label becomes "You are an HR generalist at…".
      if (!sec.label || isRoleSection(sec, i))
        return sec.label ? roleSentence(sec.body, typed.language ?? 'en') : sec.raw;
      const tag = tagName(sec.label);
      const [own, tagged] = trailingTagged(sec.body);
      return `<${tag}>\n${unwrapDelimited(own)}\n</${tag}>${tagged ? `\n\n${tagged}` : ''}`;
    })
    .join('\n\n');
  return keepingMaterial(rendered, typed);
}

/** Tagged blocks closing a section's body, after a blank line: `<addresses>…</addresses>`. */
const TAGGED_TAIL = /\n[ \t]*\n((?:[ \t]*<([a-z][\w-]*)>[\s\S]*?<\/\2>[ \t]*(?:\n[ \t]*)*)+)$/i;

/**
 * "Rules: …" then a blank line and the author's own `<addresses>` block: the block is a section
 * of its own, next to the rules, not inside them (Claude would read the data as a rule).
 */
function trailingTagged(body: string): [string, string | null] {
  const m = TAGGED_TAIL.exec(body);
  if (!m || m.index === 0) return [body, null];
  return [body.slice(0, m.index), m[1]!.trim()];
}

/** "You are a PostgreSQL expert.\nReview…": the opening role line is a section of its own. */
function splitOpeningRole(sections: PromptSection[]): PromptSection[] {
  const first = sections[0];
  if (!first || first.label || !first.body.includes('\n')) return sections;
  const [line, ...rest] = first.body.split('\n');
  const role: PromptSection = { label: null, body: line!, raw: line! };
  if (!isRoleSection(role, 0)) return sections;
  const body = rest.join('\n').trim();
  return [role, { label: null, body, raw: body }, ...sections.slice(1)];
}

/** A bare persona ("You are a senior Go reviewer."): R1 takes no role. Longer lines carry facts. */
export const BARE_PERSONA =
  /^\s*(?:you are (?:a|an)|act as(?: a| an)?|eres un[a]?|actúa como|tu es un[e]?|vous êtes un[e]?|du bist ein[e]?|agisci come|você é um[a]?|atue como)\s+(?:[\w-]+\s+){0,4}[\w-]+\.?[ \t]*(?:\n+|$)/i;
/** R1 reasons on its own: a "think step by step" line only adds noise. */
const STEP_BY_STEP = new RegExp(String.raw`^\s*(?:${THINK_STEP_BY_STEP})\.?\s*$`, 'gimu');
const XML_ROLE = /^\s*<role>[\s\S]*?<\/role>\s*/i;

/**
 * A role that carries facts ("You are an HR generalist at a 300-person warehouse") stays for R1,
 * not as a system-style role line but as one plain instruction of the user turn: "Answer as an
 * HR generalist at …" (judges read "Context: the answer comes from …" as awkward, corpus P).
 */
export function roleAsContext(role: string, key = 'en'): string {
  const lines = vendorLines(key);
  // "You are the on-call engineer" keeps its article; a bare "Act as HR" gets none to add.
  return (lines && answerAsRole(role, lines)) ?? role.trim();
}

const EXAMPLES_SECTION = /^(?:examples?|ejemplos?|exemples?|beispiele?|esempi|esempio|exemplos?)$/i;

/**
 * R1 scores lower with few-shot examples (DeepSeek-R1 paper): the user's examples stay, whole,
 * but quoted as a reference for the output, not inline as more instructions to imitate.
 */
function examplesAsReference(label: string, body: string, key = 'en'): string {
  const lines = vendorLines(key);
  const note = lines ? ` (${lines.examplesReference})` : '';
  return `${label}${note}:\n"""\n${body}\n"""`;
}

/**
 * DeepSeek R1 takes no system-style role: a "Role:" label or short persona goes (a role that
 * carries facts, like a bot's name or its pupils' age, stays as context), and so does
 * "think step by step"; the user's examples become quoted reference; the rest as written.
 */
export function structuredNoRole(typed: Typed): string {
  const text = typed.rough.trim().replace(STEP_BY_STEP, '');
  const key = typed.key ?? typed.language ?? 'en';
  const lines = vendorLines(key);
  const style = sectionStyle(text);
  if (style === 'xml')
    return keepingMaterial(
      text
        .replace(XML_ROLE, (role) => {
          const body = role.replace(/<\/?role>/gi, '').trim();
          return body.split(/\s+/).length <= 8 ? '' : `${body}\n\n`;
        })
        .trim(),
      typed,
    );
  // A role section loses its label; its text stays only when it carries facts beyond a persona.
  const rendered = splitOpeningRole(userSections(text, style, typed))
    .map((sec, i) => {
      // The author's run of "Label: value" lines stays one block, without blank lines between.
      if (sec.block) return sec.raw;
      if (sec.label && isRoleSection(sec, i))
        return sec.body.split(/\s+/).length <= 8
          ? ''
          : isSentence(sec.body)
            ? roleAsContext(sec.body, key)
            : // "Role: senior SRE who has run…" without its label is a fragment: a context
              // sentence in the prompt's language, or the line as written where we have no words.
              lines
              ? `${lines.answerAs} ${rolePhrase(sec.body.replace(lines.dropArticle ?? /^$/u, ''), typed.language ?? 'en')}`.replace(
                  /\bque ([aeiouhâéèêîôûœ])/iu,
                  'qu’$1',
                )
              : sec.raw;
      if (sec.label && EXAMPLES_SECTION.test(sec.label) && sec.body.trim() !== '')
        return examplesAsReference(sec.label, sec.body, key);
      if (i === 0 && !sec.label) {
        const rest = sec.raw.replace(BARE_PERSONA, '');
        // "You are an HR generalist at a 300-person warehouse. I need…": the persona's facts stay.
        return rest === sec.raw ? openingRoleAsContext(sec.raw, key) : rest;
      }
      return sec.raw;
    })
    .filter((raw) => raw.trim() !== '')
    .join('\n\n')
    .trim();
  return keepingMaterial(rendered, typed);
}

/** The opening "You are …." sentence of a first paragraph, as context; the paragraph's rest stays. */
function openingRoleAsContext(raw: string, key = 'en'): string {
  const lines = vendorLines(key);
  const match = lines ? /^[^.!?\n]*[.!?]/.exec(raw) : null;
  if (!lines || !match || !lines.personaLead.test(match[0])) return raw;
  const rest = raw.slice(match[0].length).replace(/^[ \t]+/, '');
  return `${roleAsContext(match[0], key)}${rest ? (rest.startsWith('\n') ? rest : `\n\n${rest}`) : ''}`;
}
