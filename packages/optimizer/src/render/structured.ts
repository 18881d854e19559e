import { isRoleSection, promptSections, sectionStyle, type PromptSection } from '../analysis/sections';
import { tagName } from './material';

/**
 * Renderers for an already-good prompt: every section keeps its text and its place; only the
 * syntax that names it changes to what the assistant reads best.
 */

/** What the structured renderers read: the prompt as typed and the blocks found pasted in it. */
interface Typed {
  rough: string;
  material: readonly { content: string }[];
}

/**
 * The user's pasted material is sacred: when re-labelling sections would change a block the
 * analysis read as pasted (a markdown document whose headings are its own), the prompt stays
 * as written.
 */
function keepingMaterial(rendered: string, { rough, material }: Typed): string {
  return material.every((m) => rendered.includes(m.content)) ? rendered : rough.trim();
}

/** GPT reads markdown: "Task: …" lines become "# Task" headings; headings and XML stay. */
export function structuredMarkdown(typed: Typed): string {
  const text = typed.rough.trim();
  if (sectionStyle(text) !== 'labels') return text;
  const rendered = promptSections(text, 'labels')
    .map((sec) => (sec.label ? `# ${sec.label}\n${sec.body}`.trim() : sec.raw))
    .join('\n\n');
  return keepingMaterial(rendered, typed);
}

/** Claude reads XML: the role stays a plain first line, every other named section gets its tag. */
export function structuredXml(typed: Typed): string {
  const text = typed.rough.trim();
  const style = sectionStyle(text);
  if (style === 'xml') return text;
  const sections = splitOpeningRole(promptSections(text, style));
  const rendered = sections
    .map((sec, i) => {
      if (!sec.label || isRoleSection(sec, i)) return sec.label ? sec.body : sec.raw;
      const tag = tagName(sec.label);
      return `<${tag}>\n${sec.body}\n</${tag}>`;
    })
    .join('\n\n');
  return keepingMaterial(rendered, typed);
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
const BARE_PERSONA =
  /^\s*(?:you are (?:a|an)|act as(?: a| an)?|eres un[a]?|actúa como|tu es un[e]?|vous êtes un[e]?|du bist ein[e]?|agisci come|você é um[a]?|atue como)\s+(?:[\w-]+\s+){0,4}[\w-]+\.?[ \t]*(?:\n+|$)/i;
/** R1 reasons on its own: a "think step by step" line only adds noise. */
const STEP_BY_STEP = /^\s*(?:let's |please )?think (?:it through )?step[- ]by[- ]step\.?\s*$/gim;
const XML_ROLE = /^\s*<role>[\s\S]*?<\/role>\s*/i;

/**
 * DeepSeek R1 takes no system-style role: a "Role:" label or short persona goes (a role that
 * carries facts, like a bot's name or its pupils' age, stays as a plain line), and so does
 * "think step by step"; the rest as written.
 */
export function structuredNoRole(typed: Typed): string {
  const text = typed.rough.trim().replace(STEP_BY_STEP, '');
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
  const rendered = splitOpeningRole(promptSections(text, style))
    .map((sec, i) => {
      if (sec.label && isRoleSection(sec, i)) return sec.body.split(/\s+/).length <= 8 ? '' : sec.body;
      return i === 0 && !sec.label ? sec.raw.replace(BARE_PERSONA, '') : sec.raw;
    })
    .filter((raw) => raw.trim() !== '')
    .join('\n\n')
    .trim();
  return keepingMaterial(rendered, typed);
}
