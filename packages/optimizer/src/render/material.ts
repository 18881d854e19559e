import type { Material } from '../analysis/types';
import type { Plan } from '../plan/plan';

/** A name for a block the prompt can refer to: the user's label, else what it is. */
export function blockName(
  material: Material,
  index: number,
  all: readonly Material[],
  language = 'en',
): string {
  const names = LOCAL_KIND_NAMES[language] ?? KIND_NAMES;
  const nameOf = (m: Material) => m.label ?? names[m.kind];
  const base = nameOf(material);
  const same = all.filter((m) => nameOf(m) === base).length;
  return same > 1 && !material.label
    ? `${base} ${all.slice(0, index + 1).filter((m) => nameOf(m) === base).length}`
    : base;
}

const KIND_NAMES: Readonly<Record<Material['kind'], string>> = {
  code: 'code',
  email: 'email',
  table: 'data',
  json: 'data',
  xml: 'document',
  log: 'log',
  list: 'items',
  text: 'text',
};

/** What a block is called in the prompt's language when the user gave it no name. */
const LOCAL_KIND_NAMES: Readonly<Record<string, Readonly<Record<Material['kind'], string>>>> = {
  es: {
    code: 'código',
    email: 'correo',
    table: 'datos',
    json: 'datos',
    xml: 'documento',
    log: 'registro',
    list: 'elementos',
    text: 'texto',
  },
  fr: {
    code: 'code',
    email: 'e-mail',
    table: 'données',
    json: 'données',
    xml: 'document',
    log: 'journal',
    list: 'éléments',
    text: 'texte',
  },
  de: {
    code: 'Code',
    email: 'E-Mail',
    table: 'Daten',
    json: 'Daten',
    xml: 'Dokument',
    log: 'Log',
    list: 'Einträge',
    text: 'Text',
  },
  it: {
    code: 'codice',
    email: 'email',
    table: 'dati',
    json: 'dati',
    xml: 'documento',
    log: 'log',
    list: 'elementi',
    text: 'testo',
  },
  pt: {
    code: 'código',
    email: 'e-mail',
    table: 'dados',
    json: 'dados',
    xml: 'documento',
    log: 'log',
    list: 'itens',
    text: 'texto',
  },
};

export function tagName(name: string): string {
  const tag = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9 _-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '_');
  return /^[a-z]/.test(tag) ? tag.slice(0, 32) : `input_${tag}`.slice(0, 32);
}

/** A fence longer than any backtick run inside, so pasted fences cannot close it early. */
export function fenced(content: string, lang: string | null): string {
  const longest = Math.max(2, ...[...content.matchAll(/`{3,}/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang ?? ''}\n${content}\n${fence}`;
}

export function xmlBlock(tag: string, content: string): string {
  return `<${tag}>\n${content}\n</${tag}>`;
}

/** The material plus the user's paste slot, as (name, content, lang) triples in order. */
export function blocks(
  plan: Plan,
  /** Claude's tags are all English (its guide's own); others name blocks in the prompt's language. */
  englishNames = false,
): { name: string; content: string; lang: string | null; kind: Material['kind'] }[] {
  const out = plan.material.map((m, i) => ({
    name: blockName(m, i, plan.material, englishNames ? 'en' : plan.analysis.language),
    content: m.content,
    lang: m.lang,
    kind: m.kind,
  }));
  if (plan.pasteSlot)
    out.push({
      name: (englishNames ? plan.pasteSlot.englishTag : plan.pasteSlot.tag).replace(/_/g, ' '),
      content: plan.pasteSlot.placeholder,
      lang: null,
      kind: 'text',
    });
  return out;
}

/**
 * "The email below", "see below:", "pasted below for my boss" point at the material; "below
 * reorder_point", "below 10", "below average" compare, and flipping those would flip the task.
 */
const BELOW: readonly [RegExp, string][] = [
  [
    /\bbelow\b(?=\s*(?:$|[.,:;!?)\]\n-]|(?:is|are|was|were|for|and|or|in|into|as|so|to|from|with|by|then|please|that|which|you|i|we)\b))/gi,
    'above',
  ],
  [/\babajo\b/g, 'arriba'],
  [/\bci-dessous\b/g, 'ci-dessus'],
  [/\bunten\b/g, 'oben'],
  [/\bqui sotto\b/g, 'qui sopra'],
  [/\babaixo\b(?!\s+de\b)/g, 'acima'],
];

/** When the material is placed before the request, "the emails below" must read "above". */
export function pointUp(text: string): string {
  return BELOW.reduce((t, [re, word]) => t.replace(re, word), text);
}

/**
 * The prompt without its pasted blocks: each block goes with the fence, quotes or tags around
 * it and the label line just above it, so the blocks can be placed elsewhere (Claude: first).
 */
export function withoutMaterial(
  text: string,
  material: readonly Material[],
): { text: string; removed: Material[] } {
  let out = text;
  const removed: Material[] = [];
  for (const m of material) {
    const at = out.indexOf(m.content);
    if (at < 0) continue;
    removed.push(m);
    let start = at;
    let end = at + m.content.length;
    const before = out.slice(0, start);
    const after = out.slice(end);
    const open = /(?:```[\w+-]*|~~~[\w+-]*|"""|'''|<[\w-]+(?:\s[^>]*)?>)[ \t]*\n?$/.exec(before);
    const close = /^\n?[ \t]*(?:```|~~~|"""|'''|<\/[\w-]+>)/.exec(after);
    if (open && close) {
      start -= open[0].length;
      end += close[0].length;
    }
    const label = /(?:^|\n)[ \t]*(?:#{1,3}[ \t]*)?[^\n:]{1,40}:?[ \t]*\n$/.exec(out.slice(0, start));
    if (label && m.label && label[0].toLowerCase().includes(m.label.toLowerCase()))
      start -= label[0].length - (label[0].startsWith('\n') ? 1 : 0);
    out = out.slice(0, start) + out.slice(end);
  }
  return { text: out.replace(/\n{3,}/g, '\n\n').trim(), removed };
}
