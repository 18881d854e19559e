/**
 * Several written pieces asked for in one request: "a flyer, a post for the neighbourhood group
 * and a text reminder", "an invitation email and also a short Slack message", "1. a caption
 * 2. a sign 3. an email", "un cartel, una publicación y un recordatorio por SMS". Each piece is a
 * noun phrase opening a part of the list (after ",", "and", "then", "also" or an inline number),
 * and the words before the list only ask for it ("write", "I need", "bitte schreib mir"): "what is
 * the difference between a flyer and a poster" or "a story about a flyer and a poster" ask for no
 * pieces. Details of one piece ("a flyer with a title and a short text") never count as pieces.
 */
import type { PieceForm } from '../i18n/scaffold/piece-lines';
import { splitUnits } from './sentences';

export interface Piece {
  /** The user's words naming the piece ("post for the neighbourhood Facebook group"). */
  words: string;
  /** The noun phrase for its heading ("Text reminder", "Short Slack message"). */
  label: string;
  /** Its bound's kind, or null for pieces we know no bound for (a speech, a poem). */
  form: PieceForm | null;
  /** The user gave this piece its own length ("a 50-word blurb"). */
  sized: boolean;
}

export interface Pieces {
  pieces: Piece[];
  /** The list was numbered inline ("1. … 2. …") inside one line of the task. */
  inlineNumbers: boolean;
}

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const alt = (list: readonly string[]) => list.join('|');

/** Nouns that name a piece, by the form whose bound it gets (null: a piece with no bound of ours). */
const NOUNS: Readonly<Record<string, readonly (readonly [PieceForm | null, string])[]>> = {
  en: [
    ['sms', 'text (?:messages?|reminders?)|reminder texts?|texts?(?= to\\b)|sms(?:es)?'],
    ['email', 'e-?mails?|mails?'],
    ['message', 'messages?|whats ?app(?: messages?)?|dms?|reminders?'],
    ['letter', 'letters?'],
    ['note', '(?:thank[- ]you|thanks|sympathy|get[- ]well|birthday) (?:notes?|cards?)'],
    ['caption', 'captions?'],
    ['post', 'posts?|tweets?'],
    ['flyer', 'flyers?|fliers?|posters?|signs?|leaflets?|notices?|banners?'],
    ['blurb', '(?:newsletter )?blurbs?|announcements?'],
    ['invitation', 'invitations?|invites?'],
    [
      null,
      'newsletters?|articles?|speech(?:es)?|toasts?|poems?|slogans?|taglines?|bios?|agendas?|press releases?',
    ],
  ],
  es: [
    ['sms', 'sms|mensajes? de texto'],
    ['email', 'correos?(?: electr[oó]nicos?)?|e-?mails?|mails?'],
    ['message', 'mensajes?|whats ?apps?|recordatorios?'],
    ['letter', 'cartas?'],
    ['note', 'notas? de agradecimiento|tarjetas?(?: de agradecimiento)?'],
    ['caption', 'pies? de foto'],
    ['post', 'publicaci[oó]n(?:es)?|posts?|tuits?'],
    ['flyer', 'carteles|cartel|volantes?|folletos?|afiches?|letreros?'],
    ['blurb', 'anuncios?|comunicados?'],
    ['invitation', 'invitaci[oó]n(?:es)?'],
    [null, 'art[ií]culos?|discursos?|poemas?|eslóganes|eslogan|boletines|bolet[ií]n'],
  ],
  fr: [
    ['sms', 'sms|textos?'],
    ['email', 'e-?mails?|courriels?|mails?'],
    ['message', 'messages?(?: whats ?app)?|rappels?'],
    ['letter', 'lettres?|courriers?'],
    ['note', 'mots? de remerciements?|cartes?(?: de remerciements?)?'],
    ['caption', 'légendes?'],
    ['post', 'publications?|posts?|tweets?'],
    ['flyer', 'affiches?|flyers?|tracts?|prospectus|pancartes?|affichettes?'],
    ['blurb', 'annonces?|communiqués?'],
    ['invitation', 'invitations?'],
    [null, 'articles?|discours|poèmes?|slogans?|newsletters?'],
  ],
  de: [
    ['sms', 'sms'],
    ['email', '\\p{L}*-?e-?mails?|\\p{L}*mails?'],
    ['message', '(?:\\p{L}+-)?nachrichten|(?:\\p{L}+-)?nachricht|erinnerung(?:en)?'],
    ['letter', '\\p{L}*briefe?'],
    ['note', 'dankeskarten?|\\p{L}*karten?'],
    ['caption', 'bildunterschriften?'],
    ['post', '(?:\\p{L}+-)?posts?|beitrag|beiträge|posting'],
    ['flyer', 'flyer|plakate?|aushang|aushänge|handzettel|schilder|schild'],
    ['blurb', 'ankündigung(?:en)?|mitteilung(?:en)?|infotext(?:e)?'],
    ['invitation', 'einladung(?:en)?'],
    [null, 'reden?|artikel|gedichte?|newsletter|slogans?'],
  ],
  it: [
    ['sms', 'sms'],
    ['email', 'e-?mail|mail'],
    ['message', 'messaggi?o?|promemoria'],
    ['letter', 'letter[ae]'],
    ['note', 'biglietti?(?: di ringraziamento)?'],
    ['caption', 'didascali[ae]'],
    ['post', 'post|pubblicazion[ei]'],
    ['flyer', 'volantin[oi]|locandin[ae]|manifest[oi]|cartell[oi]'],
    ['blurb', 'annunci?o?|avvis[oi]|comunicat[oi]'],
    ['invitation', 'invit[oi]'],
    [null, 'articol[oi]|discors[oi]|poesi[ae]|slogan|newsletter'],
  ],
  pt: [
    ['sms', 'sms|mensage(?:m|ns) de texto'],
    ['email', 'e-?mails?|mails?'],
    ['message', 'mensage(?:m|ns)|lembretes?'],
    ['letter', 'cartas?'],
    ['note', 'cart(?:ão|ões)(?: de agradecimento)?|bilhetes?'],
    ['caption', 'legendas?'],
    ['post', 'publica[çc](?:ão|ões)|postage(?:m|ns)|posts?'],
    ['flyer', 'cartaz(?:es)?|panfletos?|folhetos?|flyers?|placas?'],
    ['blurb', 'an[úu]ncios?|avisos?|comunicados?'],
    ['invitation', 'convites?'],
    [null, 'artigos?|discursos?|poemas?|slogans?|newsletters?'],
  ],
};

/** Articles and counts that open a piece ("a", "une", "einen", "two"). */
const ART: Readonly<Record<string, string>> = {
  en: 'a|an|one|the|some|my|our|two|three|another',
  es: 'un|una|unos|unas|el|la|los|las|otro|otra|dos|tres',
  fr: "un|une|des|le|la|les|l['’]|deux|trois|mon|ma|notre",
  de: 'ein|eine|einen|einem|einer|den|die|das|zwei|drei|noch ein\\p{L}*',
  it: "un|uno|una|un['’]|il|lo|la|i|gli|le|due|tre",
  pt: 'um|uma|uns|umas|o|a|os|as|dois|duas|três',
};

/** Words that end a piece's opening: what comes after them says what the piece is about. */
const PREP =
  'for|to|about|with|of|from|on|in|at|that|which|para|por|de|del|sobre|con|pour|sur|avec|du|des|für|über|von|an|zum|zur|mit|per|di|su|del|della|com|do|da|dos|das';

/** Where one piece of the list ends and the next starts. */
const SEP: Readonly<Record<string, string>> = {
  en: ',?\\s+(?:and also|and then|and|then|plus|as well as|also)\\s+|,\\s*|\\s*\\+\\s*',
  es: ',?\\s+(?:y también|y luego|y|luego|además de|más)\\s+|,\\s*|\\s*\\+\\s*',
  fr: ',?\\s+(?:et aussi|et puis|et|puis|ainsi que)\\s+|,\\s*|\\s*\\+\\s*',
  de: ',?\\s+(?:und auch|und dann|und|sowie|dann|plus)\\s+|,\\s*|\\s*\\+\\s*',
  it: ',?\\s+(?:e anche|e poi|ed|e|poi|più)\\s+|,\\s*|\\s*\\+\\s*',
  pt: ',?\\s+(?:e também|e depois|e|depois|mais)\\s+|,\\s*|\\s*\\+\\s*',
};
const NUMBER = '\\s+(?:\\d{1,2}[.)]|\\(\\d{1,2}\\))\\s+';

/**
 * The words before the list: only asking for it ("please write", "I need 3 things:", "bitte
 * schreib mir", "ho bisogno di"), after an optional opening phrase ending in a comma.
 */
const ASK_WORDS: Readonly<Record<string, string>> = {
  en: "please|pls|also|and|then|plus|now|so|hey|hi|ok|okay|can|could|would|will|you|u|i|i['’]d|we|we['’]d|me|us|for|just|quickly|need|needs|want|like|help|write|draft|make|create|design|put together|prepare|do|give|come up with|\\d+|two|three|four|five|things|pieces|items|bits",
  es: 'por favor|también|y|luego|me|nos|puedes|podrías|necesito|necesitamos|quiero|queremos|quisiera|escribe|escríbeme|escribir|redacta|redáctame|redactar|haz|hazme|hacer|prepara|prepárame|crea|créame|ayúdame a|\\d+|dos|tres|cuatro|cosas|textos',
  fr: "s['’]il (?:te|vous) pla[iî]t|stp|svp|aussi|et|puis|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|me|m['’]|nous|j['’]ai besoin d['’]|j['’]ai besoin de|il me faut|il nous faut|je voudrais|rédige|rédigez|rédiger|écris|écrivez|écrire|fais|faites|prépare|préparez|crée|créez|\\d+|deux|trois|choses|textes",
  de: 'bitte|auch|und|dann|noch|kannst du|könntest du|können sie|könnten sie|mir|uns|ich|wir|brauche|brauchen|bräuchte|bräuchten|schreib|schreibe|schreiben|erstell|erstelle|erstellen|formulier|formuliere|verfass|verfasse|mach|mache|\\d+|zwei|drei|dinge|texte|sachen',
  it: 'per favore|anche|e|poi|puoi|potresti|mi|ci|scrivi|scrivimi|prepara|preparami|crea|creami|fammi|fai|serve|servono|ho bisogno di|abbiamo bisogno di|vorrei|\\d+|due|tre|cose|testi',
  pt: 'por favor|também|e|depois|pode|podes|poderia|você|me|nos|preciso de|preciso|precisamos de|quero|queria|escreva|escreve|escrever|faça|faz|crie|cria|prepare|prepara|\\d+|duas|dois|três|coisas|textos',
};
/** One word of making or needing must be there: "and a poster" alone asks for nothing new. */
const MAKING =
  /(?<![\p{L}])(?:write|draft|make|create|design|put together|prepare|need|needs|want|like|give|come up with|do|necesit\p{L}*|quiero|queremos|quisiera|escrib\p{L}*|redact\p{L}*|haz|hazme|prepar\p{L}*|crea|créame|besoin|faut|voudrais|rédige\p{L}*|écri\p{L}*|fais|faites|crée\p{L}*|brauch\p{L}*|bräucht\p{L}*|schreib\p{L}*|erstell\p{L}*|formulier\p{L}*|verfass\p{L}*|mach\p{L}*|scrivi\p{L}*|fammi|serve|servono|bisogno|vorrei|precis\p{L}*|escrev\p{L}*|fa[çz]a?|cri[ae])(?![\p{L}])/iu;

/** A piece's own length: "a 50-word blurb", "a text under 160 characters", "one-line caption". */
const SIZED =
  /\d+\s*-?\s*(?:words?|characters?|chars?|lines?|sentences?|palabras|caracteres|líneas|frases|mots|caractères|lignes|phrases|wörter|zeichen|zeilen|sätze|parole|caratteri|righe|frasi|palavras|linhas)|(?<![\p{L}])(?:one|two|three)[- ](?:line|sentence|word)/iu;

/** A detail of the piece before, not a piece of its own: "a flyer with a title and a short text". */
const WITH =
  /(?<![\p{L}])(?:with|including|containing|featuring|con|incluyendo|avec|comprenant|mit|inklusive|samt|com|incluindo)(?![\p{L}])/iu;

/** Platforms that name which kind of piece it is ("un recordatorio por SMS", "a message on Slack"). */
const TAIL_FORM: readonly (readonly [PieceForm, RegExp])[] = [
  ['sms', /(?<![\p{L}])(?:sms|text|texto)(?![\p{L}])/iu],
  ['email', /(?<![\p{L}])(?:e-?mail|mail|correo|courriel)(?![\p{L}])/iu],
];

interface Found {
  piece: Piece;
  /** Where the piece starts in its chunk. */
  at: number;
}

function pieceAt(chunk: string, language: string, anywhere: boolean): Found | null {
  const nouns = NOUNS[language];
  if (!nouns) return null;
  const all = alt(nouns.map(([, n]) => n));
  const art = `(?:(?:${ART[language]})\\s+)`;
  const mod = `(?:(?!(?:${PREP})\\s)[\\p{L}\\p{N}'’-]+\\s+)`;
  const head = new RegExp(
    `${anywhere ? `(?:^|\\s)` : '^\\s*'}(${art}${anywhere ? '' : '?'}${mod}{0,3}(?:${all})${R})`,
    'iu',
  );
  const m = head.exec(chunk);
  if (!m) return null;
  const phrase = m[1]!;
  const at = m.index + m[0].length - phrase.length;
  const rest = chunk.slice(at + phrase.length);
  const bare = phrase.replace(new RegExp(`^${art}`, 'iu'), '').trim();
  let form: PieceForm | null = null;
  for (const [f, n] of nouns)
    if (new RegExp(`${L}(?:${n})${R}`, 'iu').test(bare)) {
      form = f;
      break;
    }
  // "a reminder by text", "un recordatorio por SMS": the channel after the noun decides.
  const tail = rest.split(/\s+/).slice(0, 4).join(' ');
  if (form === 'message') form = TAIL_FORM.find(([, re]) => re.test(tail))?.[0] ?? form;
  // "a reminder for Slack", "un post per WhatsApp": the platform stays in the heading.
  const platform =
    /^\s+((?:on|for|via|by|in|por|para|par|sur|pour|auf|für|per|su|via|no|pelo|de|di|für die)\s+(?:the\s+|la\s+|le\s+|die\s+|o\s+|a\s+|il\s+)?(?:facebook|instagram|linkedin|whats ?app|slack|teams|nextdoor|sms|text|email|e-mail|correo|mail)\b)/iu.exec(
      rest,
    );
  const label = upper(platform ? `${bare} ${platform[1]}` : bare);
  const words = `${phrase}${rest}`.trim().replace(/[.!;:]+$/, '');
  return { piece: { words, label, form, sized: SIZED.test(words) }, at };
}

function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The pieces one sentence asks for, or [] when it asks for none or only one. */
function sentencePieces(sentence: string, language: string): { pieces: Piece[]; numbered: boolean } {
  const sep = new RegExp(`(?:${NUMBER}|${SEP[language]})`, 'giu');
  const numbered =
    new RegExp(NUMBER, 'u').test(` ${sentence}`) && /\d[.)]\s+\S[^]*\s\d[.)]\s/u.test(sentence);
  const chunks = sentence
    .trim()
    .replace(/[.!]+$/, '')
    .split(sep)
    .filter((c) => c !== undefined);
  const first = pieceAt(chunks[0]!, language, true);
  // "I need 3 things: 1. a caption 2. a sign": the list starts after the words asking for it.
  const leadOnly = !first && /:\s*$/.test(chunks[0]!);
  const lead = first ? chunks[0]!.slice(0, first.at) : leadOnly ? chunks[0]! : null;
  if (lead === null || !asksOnly(lead, language)) return { pieces: [], numbered };
  const found: Piece[] = first ? [first.piece] : [];
  const extra = (text: string) => {
    const last = found[found.length - 1];
    if (last) last.words = `${last.words}, ${text}`;
  };
  for (const chunk of chunks.slice(1)) {
    const next = pieceAt(chunk, language, false);
    const before = found[found.length - 1];
    // "a flyer with a title and a short text": what the flyer is made of.
    const detail = before && WITH.test(before.words);
    if (next && !detail) found.push(next.piece);
    else extra(chunk.trim());
  }
  return { pieces: found, numbered };
}

/** The words before the list ask for it and say nothing else. */
function asksOnly(lead: string, language: string): boolean {
  const words = ASK_WORDS[language];
  if (!words) return false;
  const text = lead.replace(/^[^,]{1,80},\s*/u, '').trim();
  const bag = new RegExp(`^(?:(?:${words})(?:[\\s,:]+|$))*$`, 'iu');
  // "Also a text for volunteers." after a first ask: a lead of linking words alone.
  const linking = /^(?:also|and|then|plus|también|aussi|puis|auch|dann|anche|poi|também|depois)?[\s,]*$/iu;
  return bag.test(text) && (MAKING.test(text) || linking.test(text));
}

/** Kinds whose answer is never a set of written pieces, whatever nouns the request names. */
const PIECELESS: ReadonlySet<string> = new Set([
  'code',
  'debug',
  'tests',
  'sql',
  'translate',
  'extract',
  'classify',
  'image',
  'system-prompt',
  'roleplay',
  'math',
  'edit',
  'summarize',
]);

/** The pieces a task of this kind asks for (piecesOf), or null for a kind that writes none. */
export function piecesAsked(kind: string, task: string, language: string): Pieces | null {
  return PIECELESS.has(kind) ? null : piecesOf(task, language);
}

/**
 * The written pieces a task asks for, in order, when it asks for two or more; null otherwise.
 * Sentences of one task add up ("Write a thank-you email. Also draft a short post.").
 */
export function piecesOf(task: string, language: string): Pieces | null {
  if (!NOUNS[language]) return null;
  const pieces: Piece[] = [];
  let inlineNumbers = false;
  for (const sentence of splitUnits(task, language)) {
    if (sentence.includes('\n') || /[?？]\s*$/.test(sentence)) continue;
    const found = sentencePieces(sentence, language);
    pieces.push(...found.pieces);
    if (found.numbered && found.pieces.length > 1) inlineNumbers = true;
  }
  if (pieces.length < 2 || pieces.length > 6) return null;
  const distinct = new Set(pieces.map((p) => p.words.toLowerCase()));
  return distinct.size === pieces.length ? { pieces, inlineNumbers } : null;
}
