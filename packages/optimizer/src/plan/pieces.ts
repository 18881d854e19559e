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
  /** The noun phrase that opens `words` ("a text reminder"). */
  head: string;
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
    [
      'sms',
      'text (?:messages?|reminders?)|reminder texts?|(?<!(?:flyer|poster|sign|leaflet|notice|banner|website|ad)\\s)texts?(?=\\s+(?:to|for|reminding|asking|telling)\\b|\\s*$)|sms(?:es)?',
    ],
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
      'newsletters?|articles?|speech(?:es)?|toasts?|poems?|(?:short )?stor(?:y|ies)|slogans?|taglines?|bios?|agendas?|press releases?|(?:product )?descriptions?|brochures?|ads?|adverts?|cvs?',
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
    [
      null,
      'art[ií]culos?|discursos?|poemas?|cuentos?|eslóganes|eslogan|boletines|bolet[ií]n|descripci[oó]n(?:es)?|curr[ií]culums?|cvs?',
    ],
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
    [null, 'articles?|discours|poèmes?|histoires?|slogans?|newsletters?|descriptions?|brochures?|cvs?'],
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
    [
      null,
      'reden?|artikel|gedichte?|geschichten?|newsletter|slogans?|\\p{L}*beschreibung(?:en)?|lebenslauf|lebensläufe',
    ],
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
    [
      null,
      'articol[oi]|discors[oi]|poesi[ae]|raccont[oi]|slogan|newsletter|descrizion[ei]|curricul(?:um|a)|cv',
    ],
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
    [
      null,
      'artigos?|discursos?|poemas?|contos?|slogans?|newsletters?|descri[çc](?:ão|ões)|curr[ií]culos?|cvs?',
    ],
  ],
};

/** Articles and counts that open a piece ("a", "une", "einen", "two"). */
const ART: Readonly<Record<string, string>> = {
  en: 'a|an|one|the|some|my|our|two|three|another',
  es: 'un|una|unos|unas|el|la|los|las|otro|otra|dos|tres',
  fr: 'un|une|des|le|la|les|deux|trois|mon|ma|notre',
  de: 'ein|eine|einen|einem|einer|den|die|das|zwei|drei|noch ein\\p{L}*',
  it: 'un|uno|una|il|lo|la|i|gli|le|due|tre',
  pt: 'um|uma|uns|umas|o|a|os|as|dois|duas|três',
};

/** Words that end a piece's opening: what comes after them says what the piece is about. */
const PREP =
  'for|to|about|with|of|from|on|in|at|that|which|para|por|de|del|sobre|con|pour|sur|avec|du|des|für|über|von|an|zum|zur|mit|per|di|su|del|della|com|do|da|dos|das';

/** Words no piece's opening holds: "a day I can post" names a day, not a post. */
const STOP =
  'i|you|we|they|he|she|it|me|us|can|could|will|would|should|is|are|was|were|and|or|but|not|no|yo|je|tu|ich|wir|io|eu|que|qui|dass|che|y|et|und|e|ou|oder|puedo|peux|kann|posso|es|est|ist|è|é';

/** Where one piece of the list ends and the next starts. */
const SEP: Readonly<Record<string, string>> = {
  en: ',?\\s+(?:and also|and then|and|then|plus|as well as|also)\\s+|,\\s*|\\s*\\+\\s*',
  es: ',?\\s+(?:y también|y luego|y|luego|además de|más)\\s+(?:de\\s+)?|,\\s*|\\s*\\+\\s*',
  fr: ",?\\s+(?:et aussi|et puis|et|puis|ainsi que)\\s+(?:de\\s+|d['’])?|,\\s*|\\s*\\+\\s*",
  de: ',?\\s+(?:und auch|und dann|und|sowie|dann|plus)\\s+|,\\s*|\\s*\\+\\s*',
  it: ',?\\s+(?:e anche|e poi|ed|e|poi|più)\\s+|,\\s*|\\s*\\+\\s*',
  pt: ',?\\s+(?:e também|e depois|e|depois|mais)\\s+(?:de\\s+)?|,\\s*|\\s*\\+\\s*',
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

/** What a piece is about ("a story about a flyer"): a piece named there is its topic. */
const TOPIC = /^\s*(?:about|on|of|sobre|de|sur|über|von|su|di)\s+(.*)$/iu;

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

/**
 * Where the piece may sit: anywhere in the first chunk after an article ("Write a flyer"), at the
 * start of a later chunk after its article ("… and a text reminder"), or after a list number
 * with or without one ("2. facebook post").
 */
type At = 'first' | 'next' | 'item';

function pieceAt(chunk: string, language: string, where: At): Found | null {
  const anywhere = where === 'first';
  const nouns = NOUNS[language];
  if (!nouns) return null;
  const all = alt(nouns.map(([, n]) => n));
  // "l'affiche", "un'email": an elided article runs into its noun.
  const art = `(?:(?:${ART[language]})\\s+|(?:l|un|d)['’])`;
  const mod = `(?:(?!(?:${PREP}|${STOP})\\s)[\\p{L}\\p{N}'’-]+\\s+)`;
  const head = new RegExp(
    `${anywhere ? `(?:^|\\s|d['’])` : '^\\s*'}(${art}${where === 'item' ? '?' : ''}${mod}{0,3}(?:${all})${R})`,
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
  return { piece: { words, label, form, sized: SIZED.test(words), head: phrase }, at };
}

function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The pieces one sentence asks for, or [] when it asks for none or only one. */
function sentencePieces(sentence: string, language: string): { pieces: Piece[]; numbered: boolean } {
  const sep = new RegExp(`(?:${NUMBER}|${SEP[language]})`, 'giu');
  const numbered =
    new RegExp(NUMBER, 'u').test(` ${sentence}`) && /\d[.)]\s+\S[^]*\s\d[.)]\s/u.test(sentence);
  // Captured separators sit between the chunks: a list number lets a piece go without article.
  const split = sentence
    .trim()
    .replace(/[.!]+$/, '')
    .split(new RegExp(`(${sep.source})`, 'giu'));
  const chunks = split.filter((_, i) => i % 2 === 0);
  const seps = split.filter((_, i) => i % 2 === 1);
  if (numbered) return numberedPieces(sentence, language);
  const first = pieceAt(chunks[0]!, language, 'first');
  // "I need 3 things: 1. a caption 2. a sign": the list starts after the words asking for it.
  const leadOnly = !first && /:\s*$/.test(chunks[0]!);
  const lead = first ? chunks[0]!.slice(0, first.at) : leadOnly ? chunks[0]! : null;
  const ending = chunks[chunks.length - 1]!.split(/\s+/u).slice(-2).join(' ');
  if (lead === null || !asksOnly(lead, language, ending)) return { pieces: [], numbered };
  const found: Piece[] = first ? [first.piece] : [];
  const extra = (text: string) => {
    const last = found[found.length - 1];
    if (last) last.words = `${last.words}, ${text}`;
  };
  for (const [i, chunk] of chunks.slice(1).entries()) {
    // "flyer + fb post + reminder text": a number or a "+" lists pieces without their articles.
    const next = pieceAt(chunk, language, /[\d+]/.test(seps[i] ?? '') ? 'item' : 'next');
    const before = found[found.length - 1];
    // "a flyer with a title and a short text": what the flyer is made of; "a story about a
    // flyer and a poster": the poster is what the story is about, like the flyer.
    const topic = before ? TOPIC.exec(before.words.slice(before.head.length)) : null;
    const about = topic !== null && pieceAt(topic[1]!, language, 'next') !== null;
    const detail = before && (WITH.test(before.words) || about);
    if (next && !detail) found.push(next.piece);
    else extra(chunk.trim());
  }
  return { pieces: found, numbered };
}

/**
 * "3 things for our street sale on the 7th, Elm Grove: 1) flyer text for lampposts, 2) a post
 * for the group, a bit fun, 3) a pricing guide": the user's numbers part the deliverables, so
 * commas stay inside their item, the words before the ":" may say anything, and an item that
 * names no piece we know is still a part of its own (with no bound of ours). Two items at least
 * must name a piece: "2 questions: 1. how do I… 2. what is…" is no set of pieces.
 */
function numberedPieces(sentence: string, language: string): { pieces: Piece[]; numbered: boolean } {
  const [lead = '', ...items] = sentence
    .trim()
    .replace(/[.!]+$/, '')
    .split(new RegExp(NUMBER, 'u'));
  if (!/:\s*$/.test(lead) && !asksOnly(lead, language, '')) return { pieces: [], numbered: true };
  const pieces = items.map((item) => {
    const words = item.trim().replace(/[,;]\s*$/u, '');
    return (
      pieceAt(words, language, 'item')?.piece ?? {
        words,
        label: '',
        form: null,
        sized: SIZED.test(words),
        head: '',
      }
    );
  });
  const named = pieces.filter((p) => p.label !== '').length;
  return { pieces: named >= 2 ? pieces : [], numbered: true };
}

/** The words before the list ask for it and say nothing else. */
function asksOnly(lead: string, language: string, ending: string): boolean {
  const words = ASK_WORDS[language];
  if (!words) return false;
  // "For Friday's bake sale, write …" or "For Friday's bake sale write …": the occasion first.
  const occasion = new RegExp(
    `^(?:for|para|pour|für|per|zum|zur)\\s+[^,?]{1,60}?\\s+(?=(?:please\\s+|bitte\\s+)?${MAKING.source.replace(/^\(\?<!\[\\p\{L\}\]\)/u, '')})`,
    'iu',
  );
  const text = lead
    .replace(/^[^,]{1,80},\s*/u, '')
    .replace(occasion, '')
    .trim();
  const bag = new RegExp(`^(?:(?:${words})(?:[\\s,:]+|$))*$`, 'iu');
  // "Also a text for volunteers." after a first ask: a lead of linking words alone.
  const linking = /^(?:also|and|then|plus|también|aussi|puis|auch|dann|anche|poi|também|depois)[\s,]*$/iu;
  // "Könnten Sie mir einen Aushang und eine E-Mail schreiben?": the verb may come last.
  return bag.test(text) && (MAKING.test(text) || linking.test(text) || MAKING.test(ending));
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
  'math',
  'summarize',
]);

/** A piece the user already has: "my flyer", "notre affiche", "meinen Aushang". */
const OWN_TEXT =
  /^(?:my|our|mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos|mein\p{L}*|unser\p{L}*|il mio|la mia|il nostro|la nostra|meu|minha|nosso|nossa)\s/iu;

export interface AskedPieces {
  found: Pieces;
  /** The task with every sentence that asks for a piece. */
  task: string;
  /** The user's other sentences, without those moved into the task. */
  requirements: string[];
}

/**
 * The pieces a task of this kind asks for (piecesOf), or null for a kind that writes none. "Write
 * a thank-you email. Also draft a short post.": a later sentence that asks for a piece was sorted
 * as a requirement; it joins the task, where the other piece is. An edit of pasted text writes
 * no new pieces; "Ich brauche einen Aushang und eine E-Mail" read as an edit still does.
 */
export function piecesAsked(
  kind: string,
  sorted: { task: string; requirements: readonly string[] },
  language: string,
  pasted: boolean,
): AskedPieces | null {
  if (PIECELESS.has(kind) || (kind === 'edit' && pasted)) return null;
  const own = piecesOf(sorted.task, language);
  // "Make my flyer and my post shorter": the user's own texts to change, not new pieces.
  if (own && kind === 'edit' && own.pieces.some((p) => OWN_TEXT.test(p.head))) return null;
  if (own) return { found: own, task: sorted.task, requirements: [...sorted.requirements] };
  const asking = sorted.requirements.filter((r) => sentencePieces(r, language).pieces.length > 0);
  if (asking.length === 0) return null;
  const task = [sorted.task, ...asking].join(' ');
  const found = piecesOf(task, language);
  return found ? { found, task, requirements: sorted.requirements.filter((r) => !asking.includes(r)) } : null;
}

/**
 * The written pieces a task asks for, in order, when it asks for two or more; null otherwise.
 * Sentences of one task add up ("Write a thank-you email. Also draft a short post.").
 */
export function piecesOf(task: string, language: string): Pieces | null {
  if (!NOUNS[language]) return null;
  const pieces: Piece[] = [];
  let inlineNumbers = false;
  let listLead = false;
  for (const unit of splitUnits(task, language)) {
    if (unit.includes('\n')) continue;
    // "For our bake sale I need:" over "1. a flyer", "2. a facebook post": one piece a line.
    if (LIST_ITEM.test(unit)) {
      const item = listLead ? pieceAt(unit.replace(LIST_ITEM, ''), language, 'item') : null;
      if (item) pieces.push(item.piece);
      continue;
    }
    listLead = /:\s*$/.test(unit) && MAKING.test(unit) && !/[?？]/.test(unit);
    // "Can you write me a flyer and a post?": a request typed as a question is still one.
    const found = sentencePieces(unit.replace(/\s*[?？]+\s*$/u, ''), language);
    pieces.push(...found.pieces);
    if (found.numbered && found.pieces.length > 1) inlineNumbers = true;
  }
  if (pieces.length < 2 || pieces.length > 6) return null;
  const distinct = new Set(pieces.map((p) => p.words.toLowerCase()));
  return distinct.size === pieces.length ? { pieces, inlineNumbers } : null;
}

const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/u;
