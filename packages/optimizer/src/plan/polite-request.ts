/**
 * A polite request ("Can you write me…?", "Könnten Sie mir … schreiben?") wraps its content in
 * words that ask nothing: the modal, the pronoun, "please", and (in German) the verb at the end.
 * Length checks meant for the content count only what is left, and a German Task line says the
 * request as an instruction in the user's own register, as the English one drops "Can you".
 */

/** Openers in every language we read, up to and including the request verb where it follows. */
const OPENERS: readonly RegExp[] = [
  /^(?:please\s+)?(?:(?:can|could|would|will)\s+(?:you|u)(?:\s+(?:please|pls|plz))?|i(?:'d| would)? (?:need|want|like) you to|i was wondering if you could)\s+\p{L}+(?:\s+(?:me|us))?\s+/iu,
  /^(?:bitte\s+)?(?:k[öo]nn(?:en|ten)\s+sie|w[üu]rden\s+sie|kannst\s+du|k[öo]nntest\s+du|w[üu]rdest\s+du)(?:\s+(?:mir|uns|bitte))*\s+/iu,
  /^(?:est-ce que\s+)?(?:pouvez-vous|pourriez-vous|peux-tu|pourrais-tu|tu peux|vous pouvez)\s+(?:m['’]|me\s+|nous\s+)?\p{L}+\s+/iu,
  /^¿?\s*(?:puedes|podr[ií]as?|puede(?:s)? usted)\s+\p{L}+\s+/iu,
  /^(?:mi\s+)?(?:puoi|potresti|pu[òo]|potrebbe)\s+(?:mi\s+)?\p{L}+\s+/iu,
  /^(?:voc[êe]\s+)?(?:pode|podes|poderia)\s+(?:me\s+)?\p{L}+\s+/iu,
];

/** A German infinitive that closes a verb-last request ("… schreiben?", "… zusammenfassen."). */
const GERMAN_FINAL_VERB = /\s+(\p{L}+(?:en|ern|eln))\s*[?.!]*\s*$/u;
const GERMAN_MODAL =
  /^(bitte\s+)?(?:(k[öo]nn(?:en|ten)|w[üu]rden)\s+sie|(kannst|k[öo]nntest|w[üu]rdest)\s+du)\s+/iu;

/** The words of the request's content: no polite opener, no German closing infinitive. */
export function contentWordCount(request: string, language: string): number {
  const first = request.trim().split(/(?<=[.?!])\s+/)[0] ?? '';
  let content = first;
  for (const opener of OPENERS) content = content.replace(opener, '');
  if (language === 'de' && content !== first) content = content.replace(GERMAN_FINAL_VERB, '');
  // The rest of a longer request still counts: only the polite wrapping is left out.
  const rest = request.trim().slice(first.length);
  return `${content} ${rest}`.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Verbs whose du-imperative changes its vowel ("geben" -> "gib"). */
const DU_IRREGULAR: Readonly<Record<string, string>> = {
  geben: 'gib',
  helfen: 'hilf',
  lesen: 'lies',
  nehmen: 'nimm',
  sehen: 'sieh',
  sprechen: 'sprich',
  empfehlen: 'empfiehl',
  vergessen: 'vergiss',
  entwerfen: 'entwirf',
  werfen: 'wirf',
  messen: 'miss',
  sein: 'sei',
};
/** Common short stems that read naturally bare ("Schreib mir…", "Mach…"). */
const DU_BARE = new Set([
  'schreib',
  'mach',
  'sag',
  'zeig',
  'schick',
  'such',
  'hol',
  'bring',
  'stell',
  'erklär',
  'erzähl',
]);
/** Separable prefixes, split off only before a base verb we know ("zusammenfassen"). */
const SEPARABLE = /^(zusammen|vor|auf|an|aus|ein|mit|nach|zu|um|durch|dar|weiter|ab)(.+)$/u;
const BASE_VERBS = new Set([
  'fassen',
  'stellen',
  'schreiben',
  'arbeiten',
  'listen',
  'füllen',
  'formulieren',
  'setzen',
  'geben',
  'bereiten',
  'rechnen',
  'lesen',
  'werten',
  'fertigen',
  'führen',
  'ordnen',
  'zählen',
  'suchen',
  'sehen',
  'schauen',
  'legen',
  'bauen',
]);

function duImperative(infinitive: string): string {
  const lower = infinitive.toLowerCase();
  if (DU_IRREGULAR[lower]) return DU_IRREGULAR[lower];
  // "sammeln" -> "sammle", "ändern" -> "ändere".
  if (lower.endsWith('eln')) return lower.replace(/eln$/, 'le');
  if (lower.endsWith('ern')) return lower.replace(/ern$/, 'ere');
  const stem = lower.replace(/en$/, '');
  return DU_BARE.has(stem) ? stem : `${stem}e`;
}

const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "Könnten Sie mir eine Einladung zu unserem Grillabend schreiben?" -> "Schreiben Sie mir eine
 * Einladung zu unserem Grillabend."; "Kannst du mir das zusammenfassen?" -> "Fasse mir das
 * zusammen." Only one clause (no comma, no second sentence): anything else is left as written.
 */
export function germanInstruction(task: string): string {
  const text = task.trim();
  if (/[,;:\n]/.test(text) || /(?<=\p{L})[.?!]\s+\S/u.test(text)) return task;
  const modal = GERMAN_MODAL.exec(text);
  const verb = GERMAN_FINAL_VERB.exec(text);
  if (!modal || !verb || verb.index <= modal[0].length) return task;
  const middle = text.slice(modal[0].length, verb.index).trim();
  if (!middle) return task;
  const infinitive = verb[1]!.toLowerCase();
  const sie = !!modal[2];
  const parts = SEPARABLE.exec(infinitive);
  const split = parts && BASE_VERBS.has(parts[2]!) ? { prefix: parts[1]!, base: parts[2]! } : null;
  const base = split ? split.base : infinitive;
  const head = sie ? `${base === 'sein' ? 'seien' : base} Sie` : duImperative(base);
  const please = modal[1] ? 'bitte ' : '';
  return `${upperFirst(head)} ${please}${middle}${split ? ` ${split.prefix}` : ''}.`;
}
