import { isChatHeader, isForeignLine, opensWithVocative } from './foreign-lines';
import { EMAIL_NOUN, END, POINTER, TEXT_NOUN, re } from './material-words';
import { asksAssistant, isInstruction, pointsAtText, sentenceStarts } from './material-heads';
import { classifyContent, looksLikeEmail } from './material-kind';
import { isNameLine, isSignOffLine, isSignOffWithName } from './material-lines';
import type { Material, MaterialKind, MaterialSplit } from './types';

/**
 * The last pass over the material/ask boundary. A line only a paste has (an email header, a
 * signature's phone number, "— Mira", "> " quoted replies, "[10:42] Mum:", "#4821 …" rows; see
 * foreign-lines.ts) left in the request means the detectors cut a paste short or missed it: the
 * email's signature, the unquoted reply under a quoted thread, a council's letter with no
 * header, tickets under "Prioritise these:" with no blank line. The rule is the same for all:
 * the paragraph holding such a line is material, and so are its neighbours up to the user's
 * own words (a paragraph that asks the assistant, or the prompt's edge), joined with any block
 * they touch into one block, byte for byte. The ask is what is left: the sentences around the
 * paste that address the assistant. When the boundary is unclear nothing is split into rules.
 */

/** "I need…", "my boss wants…", "Context: …": a paragraph in the user's own voice. */
const USER_VOICE =
  /^\s*(?:i|i'm|i've|i'd|im|my|we|we're|our|me|ich|mein\w*|wir|je|j['’]|mon|ma|mes|nous|yo|mi|mis|nosotros|io|il mio|la mia|eu|meu|minha)(?![\p{L}'’])/iu;

/** "Thanks!", "merci d'avance": the user closing their prompt. */
const THANKS = /^(?:thanks|thank you|thx|ty|cheers|merci|danke|gracias|grazie|obrigad[oa])(?![\p{L}])/iu;

/** "this email", "esta carta", "diesen Text": the ask points at a text it names. */
const POINTED_TEXT = re(`(?:${POINTER})\\s+(?:\\p{L}+\\s+)?(?:${EMAIL_NOUN}|${TEXT_NOUN})${END}`);
const MIN_ONE_LINE_WORDS = 12;

/** "Dott.ssa Paola Rinaldi", "Head of Sales": a short line of a signature, no sentence. */
function signatureLine(line: string): boolean {
  const t = line.trim();
  return (
    (isNameLine(t) || /^\p{Lu}[^\n!?:;]{1,60}$/u.test(t)) &&
    !/[.!?]$/u.test(t) &&
    t.split(/\s+/u).length <= 6 &&
    !userLine(t)
  );
}

/** "Examples:", "e.g. like this:", "Beispiele:": a lead over the user's own examples. */
const EXAMPLE_LEAD =
  /(?<![\p{L}])(?:examples?|e\.g\.|for instance|like this|such as|sample|ejemplos?|exemples?|beispiele?|esempi[oa]?|exemplos?)(?![\p{L}])[^\n]*:\s*$/iu;

interface Span {
  from: number;
  to: number;
}

/**
 * The user talks to the assistant on this line: an order, a request, a question, a lead-in, a
 * pointer at the paste ("this letter", "voici"), in any of its sentences.
 */
function userLine(line: string): boolean {
  const t = line.trim();
  if (THANKS.test(t) || /[?:]$|\?\s/u.test(t) || pointsAtText(t)) return true;
  const starts = sentenceStarts(t);
  return starts.some((s, x) => {
    const sentence = t.slice(s, starts[x + 1] ?? t.length).trim();
    return asksAssistant(sentence) || isInstruction(sentence, true) || USER_VOICE.test(sentence);
  });
}

/** A paragraph between two pieces of a paste joins them unless it is an order about the text. */
function ordersAboutText(lines: readonly string[]): boolean {
  return lines.some((l) => isInstruction(l.trim(), true) && pointsAtText(l));
}

export function pasteAroundAsk(split: MaterialSplit, rough: string): MaterialSplit {
  return askAfterSignature(foreignLinesBack(split, rough), rough);
}

function foreignLinesBack(split: MaterialSplit, rough: string): MaterialSplit {
  const lines = rough.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  const lineAt = (offset: number): number => {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1]! <= offset) k++;
    return k;
  };
  // Where each block lies, in lines; a block not found verbatim leaves the split alone.
  const spans: Span[] = [];
  for (const m of split.material) {
    const off = rough.indexOf(m.content);
    if (off < 0 || m.content.trim() === '') return split;
    spans.push({ from: lineAt(off), to: lineAt(off + m.content.length - 1) });
  }
  const inBlock = (k: number): boolean => spans.some((s) => k >= s.from && k <= s.to);
  const requestLines = new Set(split.request.split('\n').map((l) => l.trim()));
  // "Rewrite this email…" over "Team, from Monday I need…": with nothing found, a paragraph
  // written to someone by name is the text the ask points at.
  const addressed = split.material.length === 0 && POINTED_TEXT.test(split.request);
  // A block cut short leaves its tail under it: the message of a last "Marta Ruiz  10:17 AM",
  // the name under a sign-off ("Cordiali saluti,\nLa Dirigente\nDott.ssa Paola Rinaldi").
  const tails = new Set<number>();
  for (const s of spans) {
    const last = lines[s.to] ?? '';
    if (isChatHeader(last)) tails.add(s.to + 1);
    const signed = lines
      .slice(Math.max(s.from, s.to - 2), s.to + 1)
      .some((l) => isSignOffLine(l) || isSignOffWithName(l));
    for (let k = s.to + 1; signed && k < lines.length && signatureLine(lines[k]!); k++) tails.add(k);
  }
  // "Examples of the tone:" over "Q: …"/"A: …": the user's own examples, not a transcript.
  const examples = new Set<number>();
  lines.forEach((l, k) => {
    if (!EXAMPLE_LEAD.test(l)) return;
    for (let j = k + 1; j < lines.length && (lines[j]!.trim() !== '' || j === k + 1); j++) examples.add(j);
  });
  const foreign = lines.map(
    (l, k) =>
      !inBlock(k) &&
      !examples.has(k) &&
      requestLines.has(l.trim()) &&
      ((isForeignLine(lines, k) && !userLine(l)) ||
        tails.has(k) ||
        (k > 0 && isChatHeader(lines[k - 1]!)) ||
        (addressed && opensWithVocative(l) && (k === 0 || lines[k - 1]!.trim() === ''))),
  );
  if (!foreign.some(Boolean)) return split;

  // Paragraphs: runs of non-blank lines.
  const paras: Span[] = [];
  for (let k = 0; k < lines.length; k++) {
    if (lines[k]!.trim() === '') continue;
    const from = k;
    while (k + 1 < lines.length && lines[k + 1]!.trim() !== '') k++;
    paras.push({ from, to: k });
  }
  const range = (p: Span): number[] => Array.from({ length: p.to - p.from + 1 }, (_, x) => p.from + x);
  const text = (p: Span): string[] => range(p).map((k) => lines[k]!);
  const mat = paras.map((p) => range(p).some((k) => foreign[k] || inBlock(k)));
  const own = paras.map((p, x) => !mat[x] && text(p).some(userLine));
  const seed = paras.findIndex((p) => range(p).some((k) => foreign[k]));
  let a = seed;
  let b = seed;
  const set = (step: -1 | 1, to: number): void => {
    if (step < 0) a = to;
    else b = to;
  };
  // Grow over neighbours: paragraphs up to another piece of the paste (unless one of them orders
  // work on the text), and plain paragraphs (no one talking to the assistant) up to the edge.
  const grow = (step: -1 | 1): void => {
    let j = (step < 0 ? a : b) + step;
    while (j >= 0 && j < paras.length) {
      let k = j;
      while (k >= 0 && k < paras.length && !mat[k]) k += step;
      const lo = step < 0 ? k + 1 : j;
      const hi = step < 0 ? j : k - 1;
      const stretch = Array.from({ length: Math.max(0, hi - lo + 1) }, (_, x) => lo + x);
      if (k < 0 || k >= paras.length) {
        if (stretch.length > 0 && stretch.every((x) => !own[x])) set(step, step < 0 ? lo : hi);
        return;
      }
      if (stretch.some((x) => ordersAboutText(text(paras[x]!)))) return;
      set(step, k);
      j = k + step;
    }
  };
  grow(-1);
  grow(1);
  // Inside the edge paragraphs, the user's own lines before and after the paste stay the ask.
  const firstMat = (p: Span): number => range(p).find((k) => foreign[k] || inBlock(k)) ?? p.from;
  const lastMat = (p: Span): number => [...range(p)].reverse().find((k) => foreign[k] || inBlock(k)) ?? p.to;
  let from = mat[a] ? firstMat(paras[a]!) : paras[a]!.from;
  while (from > paras[a]!.from && !userLine(lines[from - 1]!)) from--;
  let to = mat[b] ? lastMat(paras[b]!) : paras[b]!.to;
  while (to < paras[b]!.to && !userLine(lines[to + 1]!)) to++;
  // A block reaching past the edge takes the region with it; blocks stay whole.
  for (const s of spans) {
    if (s.to >= from && s.from <= to) {
      from = Math.min(from, s.from);
      to = Math.max(to, s.to);
    }
  }
  const region = lines.slice(from, to + 1);
  // One line is a paste only when it is prose of some length, not a stray phone number.
  const nonBlank = region.filter((l) => l.trim() !== '');
  if (nonBlank.length < 2 && (nonBlank[0] ?? '').split(/\s+/u).length < MIN_ONE_LINE_WORDS) return split;
  const content = rough.slice(starts[from], starts[to]! + lines[to]!.length).trimEnd();
  const merged = split.material.filter((_, x) => spans[x]!.from >= from && spans[x]!.to <= to);
  const kept = split.material.filter((_, x) => spans[x]!.to < from || spans[x]!.from > to);
  const block: Material = {
    kind: regionKind(region, content, merged),
    label: merged[0]?.label ?? null,
    lang: null,
    content,
  };
  const before = kept.filter((m) => rough.indexOf(m.content) < starts[from]!);
  const after = kept.filter((m) => rough.indexOf(m.content) > starts[from]!);
  return { request: without(split.request, region), material: [...before, block, ...after] };
}

/** The kind of the joined block: the largest block's, an email by its shape, else text or its data kind. */
function regionKind(region: readonly string[], content: string, merged: readonly Material[]): MaterialKind {
  const largest = [...merged].sort((x, y) => y.content.length - x.content.length)[0];
  // "A:" is the Italian "To:", and an interview's answer: "Q:"/"A:" turns are no headers.
  const nonBlank = region.filter((l) => l.trim() !== '' && !/^\s*[QA]:\s/u.test(l));
  if (looksLikeEmail(nonBlank) || largest?.kind === 'email') return 'email';
  if (largest && ['text', 'list', 'log'].includes(largest.kind)) return largest.kind;
  const kind = classifyContent(content).kind;
  return kind === 'table' || kind === 'log' ? kind : 'text';
}

/**
 * The request without the region's lines (each once), blank runs collapsed. A label the cut
 * left behind ("Message:" whose text was a block) goes with its line.
 */
function without(request: string, region: readonly string[]): string {
  const left = new Map<string, number>();
  for (const l of region) if (l.trim() !== '') left.set(l.trim(), (left.get(l.trim()) ?? 0) + 1);
  const labelOf = (l: string): boolean =>
    /:$/u.test(l.trim()) && region.some((r) => r.trim().startsWith(l.trim()) && r.trim() !== l.trim());
  const out: string[] = [];
  for (const l of request.split('\n')) {
    const n = left.get(l.trim()) ?? 0;
    if (n > 0) left.set(l.trim(), n - 1);
    else if (!labelOf(l)) out.push(l);
  }
  return out
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

/**
 * "From: HR…\n…\nHR Team\ntranslate this into polish for my dad": the ask typed straight under
 * the paste, with no blank line, was taken into it and the request left empty. A last line that
 * orders work on "this" text is the user's, when it ends the prompt.
 */
function askAfterSignature(split: MaterialSplit, rough: string): MaterialSplit {
  if (split.request.trim() !== '' || split.material.length !== 1) return split;
  const only = split.material[0]!;
  const body = only.content.trimEnd();
  if (!rough.trimEnd().endsWith(body)) return split;
  const cut = body.lastIndexOf('\n');
  const last = body.slice(cut + 1).trim();
  if (cut < 0 || body.slice(0, cut).split('\n').length < 3) return split;
  const above = body.slice(0, cut).trimEnd();
  const signed = isNameLine(above.slice(above.lastIndexOf('\n') + 1));
  if (!isInstruction(last, true) || !pointsAtText(last) || !(signed || /^\p{Ll}/u.test(last))) return split;
  return { request: last, material: [{ ...only, content: body.slice(0, cut).trimEnd() }] };
}
