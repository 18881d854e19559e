import { classifyContent, guessCodeLang } from './material-kind';
import { asksAssistant, sentenceStarts, startsWithOrder } from './material-heads';
import { isBlank, isListItem, isQuoteLine, isStrongCodeLine } from './material-lines';
import { isRequirementLine } from './requirement-lines';
import type { Material, MaterialSplit } from './types';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * Issue 11, last pass over the split: a paste stays whole, in its order, byte for byte, and is
 * never filed as the user's instructions. The detectors before this one read lines one family at
 * a time; what they leave behind here is decided by these rules that hold for any paste:
 *
 * - a lead that ends in ":" ("sample:", "stack trace + the code:", "its the maths bit:") hands
 *   over every line after it until the user speaks to the assistant again;
 * - a bare label ("Rules:") the request points at ("our rules (pasted at bottom)") does the same;
 * - an exercise's lettered parts stay under the text that defines them, a quoted reply chain
 *   stays with the email it answers, blocks that touch (or records split at "=====") are one;
 * - the user's own ask closing a pasted text ("please don't just give me a new proof…") goes
 *   back to the request.
 *
 * When a run is unsure it stays material (fail safe): material is shown whole, a requirement
 * torn out of a paste misleads the target model.
 */

/**
 * The user turning back to the assistant: "please…", "can you…", "also any ideas…", "i thought…",
 * "want utilisation per…". A pasted line rarely opens this way; one that does stays material
 * unless it also closes the prompt (see `endsWithAsk`).
 */
const USER_TURN = unicodeWords(
  /^(?:(?:also|and|so|ok(?:ay)?|anyway|but|then|now|oh|btw|ps)[\s,]+)*(?:please|pls|plz|can (?:you|u)|could (?:you|u)|would you|will you|i (?:want|need|would like|'d like|’d like|thought|think|tried|have tried|'ve tried|’ve tried|don'?t|can'?t|am|'m|’m)|want|need|any (?:ideas?|tips|advice|thoughts|suggestions)|how (?:do|can|should) i|what (?:do|should) i|why (?:does|doesn'?t|is|isn'?t)|tell me|show me|help me|explain|thanks|bitte|kannst du|könntest du|können sie|ich (?:möchte|brauche|will|dachte)|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|merci de|je (?:veux|voudrais|pensais)|j['’]ai besoin|puedes|podrías|por favor|quiero|necesito|pensé|puoi|potresti|per favore|vorrei|mi serve|pensavo|pode|poderia|você pode|quero|preciso|achei)\b/i,
);

/** "please don't just give me…", "show me what's missing", "can you point out…": a closing ask. */
const CLOSING_ASK = unicodeWords(
  /^(?:(?:also|and|so|but|now)[\s,]+)?(?:please|pls|plz)?[\s,]*(?:don'?t just|do not just|just|show me|tell me|explain|help me|point out|can (?:you|u)|could (?:you|u)|i (?:want|need|'d like|’d like) you to|bitte|kannst du|zeig mir|gib mir nicht|peux-tu|pouvez-vous|ne me donne pas|montre-moi|dis-moi|puedes|podrías|no me des|muéstrame|dime|puoi|potresti|non darmi|mostrami|dimmi|pode|poderia|não me dê|mostra-me|me mostra)\b/i,
);

/** Words that name what a lead hands over: "sample", "the code", "stack trace", "my attempt". */
const NAMES_PASTE = unicodeWords(
  /\b(?:sample|samples|looks? like|here(?:'s|’s| is| are)|heres|this is|these are|below|schema|table|tables|ddl|trace|stack ?trace|traceback|log|logs|output|error|code|file|files|snippet|data|csv|json|transcript|report|bit|part|attempt|working|proof|draft|text|email|mail|message|messages|thread|chat|letter|notes|minutes|rules|policy|clause|contract|exercise|question|problem|homework|muster|auszug|datei|protokoll|bericht|zeugnis|extrait|fichier|rapport|bulletin|muestra|archivo|informe|estratto|pagella|amostra|arquivo|trecho|boletim|esquema|schéma|voici|hier ist|aquí está|así es|ecco|aqui está)\b/i,
);

/**
 * "this is my attempt", "here's my essay", "voici ma démonstration": the user pasted their own
 * work, so an ask closing it is theirs. A message from someone else may close with its own ask.
 */
const OWN_WORK = unicodeWords(
  /\b(?:my|mine|i wrote|ma|mon|mes|mein\w*|mi|mis|il mio|la mia|meu|minha)\s+(?:own\s+)?(?:attempt|proof|working|workings|draft|essay|answer|solution|intro|introduction|paragraph|code|cover letter|text|tentative|démonstration|preuve|rédaction|brouillon|versuch|beweis|lösung|entwurf|aufsatz|intento|demostración|borrador|redacción|tentativo|dimostrazione|bozza|tentativa|demonstração|rascunho|redação)\b/i,
);

/** '"""', '```', '<email>', '---': a line that opens a delimited paste. */
const DELIMITER = /^(?:"""|'''|```|~~~|<\/?[\w-]+>|-{3,}|={3,})/u;

/** "Email 2:", "Stack trace:", "Regeln :": a short line that only labels what follows. */
const SHORT_LEAD = /^[^\s:][^:]{0,40}\s?:$/u;

/** A bare label: "Rules:", "Our policy:", "Regeln:". */
const BARE_LABEL = /^([\p{L}][\p{L} '’-]{1,30}?)\s?:$/u;
/** The request says a part of the prompt is pasted further down. */
const POINTS_DOWN = unicodeWords(
  /\b(?:pasted|paste|below|at the bottom|at bottom|underneath|further down|ci-dessous|en bas|unten|abajo|debajo|sotto|in fondo|abaixo)\b/i,
);
/** "(a) Show that…", "b) Find…": the lettered part of an exercise. */
const LETTERED_PART = /^\s*\(?[a-h]\)\s+\S/u;

interface Span {
  start: number;
  end: number;
  material: Material;
}

/** What the passes take from the request and give back to it. */
interface Edit {
  claimed: string[];
  returned: string[];
  /** A request line and what is left of it once its trailing caption ("schema:") names a block. */
  recaptioned: [string, string][];
}

interface Line {
  start: number;
  end: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    out.push({ start, end: start + raw.length, text: raw.replace(/\r$/u, '') });
    start += raw.length + 1;
  }
  return out;
}

/** Where each material sits in the rough prompt, in order; null when one is not an exact slice. */
function locate(material: readonly Material[], rough: string): Span[] | null {
  const spans: Span[] = [];
  for (const m of material) {
    const at = rough.indexOf(m.content);
    if (at < 0 || m.content.trim() === '') return null;
    spans.push({ start: at, end: at + m.content.length, material: m });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/**
 * The request with the lines of `claimed` taken out, in order: each claimed line removes the
 * first equal request line after the previous one. The request is not rebuilt from the rough
 * prompt, so what earlier passes did to it (an injection cut, a label moved) stays.
 */
function withoutLines(request: string, claimed: string): string {
  const lines = request.split('\n');
  let from = 0;
  for (const c of claimed.split('\n')) {
    const t = c.trim();
    if (t === '') continue;
    const at = lines.findIndex((l, x) => x >= from && l.trim() === t);
    if (at < 0) continue;
    lines.splice(at, 1);
    from = at;
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

const lastSentence = (line: string): string => {
  const starts = sentenceStarts(line);
  return line.slice(starts[starts.length - 1] ?? 0).trim();
};

/**
 * The kind of a run a lead handed over. "CREATE TABLE boats (" over its column lines is code even
 * where column lines alone ("id serial PRIMARY KEY,") do not read as code, line by line.
 */
function kindOf(content: string): { kind: Material['kind']; lang: string | null } {
  const read = classifyContent(content);
  if (read.kind !== 'text' && read.kind !== 'list') return read;
  const lines = content.split('\n').filter((l) => !isBlank(l));
  const strong = lines.filter((l) => isStrongCodeLine(l)).length;
  const lang = guessCodeLang(content);
  const opens = isStrongCodeLine(lines[0] ?? '');
  return (opens || strong * 4 >= lines.length) && lang !== null ? { kind: 'code', lang } : read;
}

/** The paragraph from line `k` on reads as the user speaking to the assistant. */
function isUserTurn(lines: readonly Line[], k: number): boolean {
  const t = lines[k]?.text.trim() ?? '';
  if (t === '' || isStrongCodeLine(t) || isListItem(t)) return false;
  return USER_TURN.test(t) || (isLastParagraph(lines, k) && asksAssistant(t));
}

function isLastParagraph(lines: readonly Line[], k: number): boolean {
  let j = k;
  while (j < lines.length && !isBlank(lines[j]!.text)) j++;
  while (j < lines.length && isBlank(lines[j]!.text)) j++;
  return j >= lines.length;
}

/**
 * The paste after a lead on line `i`: [first line, last line], or null. Lines of a block found
 * earlier are the paste's whatever they say ("Please pay by Friday" inside an email); only a
 * paragraph outside every block can be the user speaking again.
 */
function runAfterLead(
  lines: readonly Line[],
  i: number,
  found: (k: number) => boolean,
): [number, number] | null {
  let j = i + 1;
  while (j < lines.length && isBlank(lines[j]!.text)) j++;
  // A paste set off by its own delimiters ('"""', a fence, a tag) is claimed as it stands.
  if (j >= lines.length || DELIMITER.test(lines[j]!.text.trim()) || (!found(j) && isUserTurn(lines, j)))
    return null;
  let last = j;
  for (let k = j + 1; k < lines.length; k++) {
    if (isBlank(lines[k]!.text)) continue;
    // Only a paragraph start can be the user again; inside a paragraph the paste goes on.
    if (isBlank(lines[k - 1]!.text) && !found(k) && isUserTurn(lines, k)) break;
    // "Email 2:" after a blank line: the next lead, handing over a paste of its own.
    if (isBlank(lines[k - 1]!.text) && !found(k) && SHORT_LEAD.test(lines[k]!.text.trim())) break;
    last = k;
  }
  return [j, last];
}

/** Line `i` hands over what follows: its last sentence ends in ":" and names a paste. */
function isLead(lines: readonly Line[], i: number, request: string): 'sentence' | 'label' | null {
  const t = lines[i]!.text.trim();
  if (!t.endsWith(':') || t.length > 400) return null;
  const label = BARE_LABEL.exec(t);
  if (label && lines[i - 1] !== undefined && !isBlank(lines[i - 1]!.text)) return null;
  if (label) {
    // "Rules:" is the user's own section unless the ask says it is pasted: "our rules (pasted at
    // bottom)". The label's word must appear next to that pointer.
    const word = label[1]!.toLowerCase().replace(/^(?:our|my|the)\s+/u, '');
    const stem = word.replace(/s$/u, '');
    return request
      .toLowerCase()
      .split(/(?<=[.!?])\s+/u)
      .some((s) => s.includes(stem) && POINTS_DOWN.test(s) && !s.trim().startsWith(word))
      ? 'label'
      : null;
  }
  // "Write a Slack message to my team:" over its points: an order, and what follows is its brief.
  const last = lastSentence(t);
  if (startsWithOrder(last.replace(/:$/u, ''))) return null;
  return NAMES_PASTE.test(last) ? 'sentence' : null;
}

/** "postgres 15. schema:", "…just not urls. sample:": a caption of one to three words closing the line. */
function shortCaption(text: string): string | null {
  const last = lastSentence(text.trim());
  if (last === text.trim() && !/^\p{Ll}/u.test(last)) return null;
  const words = last.replace(/:$/u, '').trim();
  return words.split(/\s+/u).length <= 3 && !/[,;]/u.test(words) ? words : null;
}

/** The line without its trailing caption. */
function captionCut(text: string): string {
  const t = text.trim();
  return t.slice(0, t.length - lastSentence(t).length).trim();
}

/** The run is the user's own list of requirements ("Requirements:" over "- use rsync"). */
function readsAsRequirements(lines: readonly Line[], from: number, to: number): boolean {
  const own = lines.slice(from, to + 1).filter((l) => !isBlank(l.text));
  const rules = own.filter((l) => isRequirementLine(l.text.trim())).length;
  return rules * 2 > own.length;
}

/**
 * A lead ending in ":" and the lines after it: the request lines of that run, up to where the
 * user speaks again, join the material. A block the run reaches with no blank line between is
 * extended upwards (the trace's "FATAL EXCEPTION: main" joins the trace). A lone caption closing
 * the lead ("postgres 15. schema:") names the one block it hands over.
 */
function leadRuns(rough: string, spans: Span[], request: string, edit: Edit): Span[] {
  const lines = linesOf(rough);
  const inside = (off: number) => spans.find((s) => off >= s.start && off < s.end);
  const added: Span[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (
      isBlank(line.text) ||
      inside(line.start) ||
      added.some((s) => line.start >= s.start && line.start < s.end)
    )
      continue;
    const lead = isLead(lines, i, request);
    if (!lead) continue;
    const run = runAfterLead(lines, i, (k) => inside(lines[k]!.start) !== undefined);
    if (!run) continue;
    const [from, to] = run;
    const free = (k: number) => !inside(lines[k]!.start) && !isBlank(lines[k]!.text);
    const freeLines = lines.slice(from, to + 1).filter((_, x) => free(from + x));
    if (freeLines.length === 0) continue;
    if (lead === 'sentence' && readsAsRequirements(lines, from, to)) continue;
    // Free lines right above a block (no blank between) extend it; other free lines make a block.
    let k = from;
    while (k <= to) {
      if (!free(k)) {
        k++;
        continue;
      }
      let e = k;
      while (e + 1 <= to && free(e + 1)) e++;
      const next = lines[e + 1];
      const below = next ? spans.find((s) => s.start === next.start) : undefined;
      const start = lines[k]!.start;
      if (below) {
        edit.claimed.push(rough.slice(start, below.start));
        below.start = start;
        below.material = { ...below.material, content: rough.slice(start, below.end) };
      } else {
        // Blank lines between free paragraphs belong to the paste: take them while no block comes.
        let end = e;
        let m = e + 1;
        while (m <= to && (isBlank(lines[m]!.text) || free(m))) {
          if (free(m)) end = m;
          m++;
        }
        const content = rough.slice(start, lines[end]!.end).replace(/\s+$/u, '');
        const caption = lead === 'sentence' ? shortCaption(line.text) : null;
        const whole =
          caption !== null &&
          from === k &&
          lines.slice(from, to + 1).every((_, x) => free(from + x) || isBlank(lines[from + x]!.text));
        const labelText = lead === 'label' ? line.text.trim().replace(/:$/u, '') : whole ? caption : null;
        if (whole && caption !== null) edit.recaptioned.push([line.text.trim(), captionCut(line.text)]);
        const { kind, lang } = kindOf(content);
        added.push({
          start,
          end: start + content.length,
          material: { kind, label: labelText, lang, content },
        });
        edit.claimed.push(lead === 'label' ? `${line.text}\n${content}` : content);
        e = end;
      }
      k = e + 1;
    }
    i = to;
  }
  return [...spans, ...added].sort((a, b) => a.start - b.start);
}

/** "(a) Show that k = 0.1" with the problem text right above it: one exercise, in its order. */
function partsWithStem(rough: string, spans: Span[], edit: Edit): Span[] {
  const lines = linesOf(rough);
  const found = (k: number) => spans.some((o) => lines[k]!.start >= o.start && lines[k]!.start < o.end);
  const out = [...spans];
  for (let k = 0; k < lines.length; k++) {
    if (!LETTERED_PART.test(lines[k]!.text) || (k > 0 && LETTERED_PART.test(lines[k - 1]!.text))) continue;
    // The stem: the lines of the same paragraph above the first part, none of them the user's.
    let top = k;
    while (
      top - 1 >= 0 &&
      !isBlank(lines[top - 1]!.text) &&
      !found(top - 1) &&
      isStemLine(lines[top - 1]!.text)
    )
      top--;
    if (top === k) continue;
    const block = spans.find((s) => s.start === lines[k]!.start);
    if (block) {
      edit.claimed.push(rough.slice(lines[top]!.start, block.start));
      block.start = lines[top]!.start;
      block.material = { ...block.material, kind: 'text', content: rough.slice(block.start, block.end) };
      continue;
    }
    // No block yet: an exercise that opens the prompt is the request itself (the task); one under
    // the user's own words is their paste. The parts run to the paragraph's end, two at least.
    if (rough.slice(0, lines[top]!.start).trim() === '') continue;
    let end = k;
    while (end + 1 < lines.length && !isBlank(lines[end + 1]!.text) && !found(end + 1)) end++;
    const parts = lines.slice(k, end + 1).filter((l) => LETTERED_PART.test(l.text)).length;
    if (parts < 2) continue;
    const content = rough.slice(lines[top]!.start, lines[end]!.end).replace(/\s+$/u, '');
    edit.claimed.push(content);
    out.push({
      start: lines[top]!.start,
      end: lines[top]!.start + content.length,
      material: { kind: 'text', label: null, lang: null, content },
    });
    k = end;
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A line of an exercise's text: not the user asking, not a lead ("Answer these:"). */
function isStemLine(text: string): boolean {
  const t = text.trim();
  return !USER_TURN.test(t) && !asksAssistant(t) && !t.endsWith(':') && !OWN_VOICE.test(t);
}

/** "I only want…", "my teacher said…": the user's own voice, never an exercise's text. */
const OWN_VOICE = unicodeWords(
  /\b(?:i|i'm|i'll|my|me|ich|mein\w*|je|j'|mon|ma|mes|yo|mi|mis|io|eu|meu|minha)\b/i,
);

/**
 * Blocks that touch (no blank line between), or prose blocks joined by a record separator
 * ("=========="), are one paste: "Gross pay: £2,310.00" over "Tax code: BR", a
 * clipping and the next. Blocks of different kinds apart from that (a trace, then the code)
 * stay two.
 */
function joinTouching(rough: string, spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    const prev = out[out.length - 1];
    const gap = prev ? rough.slice(prev.end, s.start) : '';
    const prose = (m: Material) => m.kind === 'text' || m.kind === 'list';
    const touching = prev !== undefined && /^[ \t]*\r?\n[ \t]*$/u.test(gap);
    const separated =
      prev !== undefined &&
      gap.trim() === '' &&
      prose(prev.material) &&
      prose(s.material) &&
      [prev.material.content, s.material.content].some((c) => SEPARATOR_EDGE.test(c));
    if (prev && (touching || separated) && prev.material.kind !== 'email' && s.material.kind !== 'email') {
      const content = rough.slice(prev.start, s.end);
      prev.end = s.end;
      prev.material = {
        ...prev.material,
        kind: prose(prev.material) ? kindOf(content).kind : prev.material.kind,
        content,
      };
      continue;
    }
    out.push(s);
  }
  return out;
}

/** A block that opens or closes with a "=====" / "-----" record separator. */
const SEPARATOR_EDGE = /(?:^|\n)[ \t]*(?:={3,}|-{3,})[ \t]*$|^[ \t]*(?:={3,}|-{3,})[ \t]*(?:\n|$)/u;

/** "CREATE TABLE kurse (" read line by line as a list: a schema is code. */
function codeList(s: Span): Span {
  if (s.material.kind !== 'list') return s;
  const read = kindOf(s.material.content);
  return read.kind === 'code' ? { ...s, material: { ...s.material, kind: 'code', lang: read.lang } } : s;
}

/** An email and the quoted replies under it ("> On 21 Jan, Dani wrote:") are one thread. */
function joinQuotedReplies(rough: string, spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    const prev = out[out.length - 1];
    const between = prev ? rough.slice(prev.end, s.start) : '';
    const quoted = s.material.content.split('\n').every((l) => isBlank(l) || isQuoteLine(l));
    if (prev && quoted && between.trim() === '' && prev.material.label === s.material.label) {
      prev.end = s.end;
      prev.material = { ...prev.material, content: rough.slice(prev.start, s.end) };
      continue;
    }
    out.push(s);
  }
  return out;
}

/**
 * "…Done.\n\nplease don't just give me a whole new proof, show me what's missing in step 3": a
 * pasted text that closes the prompt with the user's own ask gives that ask back. Only texts and
 * lists: an email's last paragraph ("Can you confirm by Friday?") is the sender's.
 */
function endsWithAsk(rough: string, spans: Span[], request: string, edit: Edit): void {
  if (!OWN_WORK.test(request)) return;
  for (const s of spans) {
    if (s.material.kind !== 'text' && s.material.kind !== 'list') continue;
    if (rough.slice(s.end).trim() !== '') continue;
    const m = /\n[ \t]*\n([^\n]+)\s*$/u.exec(s.material.content);
    if (!m || !CLOSING_ASK.test(m[1]!.trim())) continue;
    const keep = s.material.content.slice(0, m.index).trimEnd();
    if (keep.trim() === '') continue;
    edit.returned.push(m[1]!.trim());
    s.end = s.start + keep.length;
    s.material = { ...s.material, content: keep };
  }
}

/** The rules above, applied to a split whose materials are exact slices of `rough`. */
export function pasteKeptWhole(split: MaterialSplit, rough: string): MaterialSplit {
  const located = locate(split.material, rough);
  if (!located) return split;
  const spans = located.map((s) => ({ ...s }));
  const edit: Edit = { claimed: [], returned: [], recaptioned: [] };
  const withRuns = leadRuns(rough, spans, split.request, edit);
  const withParts = partsWithStem(rough, withRuns, edit);
  const joined = joinQuotedReplies(rough, joinTouching(rough, withParts)).map((s) => codeList(s));
  endsWithAsk(rough, joined, split.request, edit);
  const changed =
    joined.length !== located.length ||
    joined.some(
      (s, k) =>
        s.material.content !== located[k]?.material.content || s.material.kind !== located[k]?.material.kind,
    );
  if (!changed) return split;
  const recaptioned = edit.recaptioned.reduce(
    (req, [line, left]) =>
      req
        .split('\n')
        .map((l) => (l.trim() === line ? left : l))
        .join('\n'),
    split.request,
  );
  const request = [edit.claimed.reduce(withoutLines, recaptioned), ...edit.returned.map((r) => r.trim())]
    .filter((part) => part !== '')
    .join('\n\n');
  return { request, material: joined.map((s) => s.material) };
}
