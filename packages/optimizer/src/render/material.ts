import type { Material } from '../analysis/types';
import type { Plan } from '../plan/plan';

/** A name for a block the prompt can refer to: the user's label, else what it is. */
export function blockName(material: Material, index: number, all: readonly Material[]): string {
  const base = material.label ?? KIND_NAMES[material.kind];
  const same = all.filter((m) => (m.label ?? KIND_NAMES[m.kind]) === base).length;
  return same > 1 && !material.label
    ? `${base} ${all.slice(0, index + 1).filter((m) => (m.label ?? KIND_NAMES[m.kind]) === base).length}`
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
): { name: string; content: string; lang: string | null; kind: Material['kind'] }[] {
  const out = plan.material.map((m, i) => ({
    name: blockName(m, i, plan.material),
    content: m.content,
    lang: m.lang,
    kind: m.kind,
  }));
  if (plan.pasteSlot)
    out.push({
      name: plan.pasteSlot.tag.replace(/_/g, ' '),
      content: plan.pasteSlot.placeholder,
      lang: null,
      kind: 'text',
    });
  return out;
}

const BELOW: readonly [RegExp, string][] = [
  [/\bbelow\b/g, 'above'],
  [/\babajo\b/g, 'arriba'],
  [/\bci-dessous\b/g, 'ci-dessus'],
  [/\bunten\b/g, 'oben'],
  [/\bqui sotto\b/g, 'qui sopra'],
  [/\babaixo\b/g, 'acima'],
];

/** When the material is placed before the request, "the emails below" must read "above". */
export function pointUp(text: string): string {
  return BELOW.reduce((t, [re, word]) => t.replace(re, word), text);
}
