/**
 * Short deliverables a copywriter answers with a handful of options, each within a length the
 * form (or the platform) sets: taglines, headlines, subject lines, captions, hooks, card
 * messages, short-platform bios. Also the one-post forms with a hard limit (a tweet, a marketing
 * SMS) and hashtags. Found in any of our six languages; the lines live in short-form-lines.ts.
 */
import { FORM_WORDS, NOTICE } from './forms';
import { SLOT_WORDS } from '../words/slot-words';

export type ShortForm =
  | 'tagline'
  | 'headline'
  | 'subject-line'
  | 'caption'
  | 'hook'
  | 'card'
  | 'bio'
  | 'tweet'
  | 'thread'
  | 'sms'
  | 'hashtags';

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const words = (list: readonly string[]) => new RegExp(`${L}(?:${list.join('|')})${R}`, 'iu');

/** The platform or medium named right before the form ("email subject line") belongs to it. */
const SOCIAL = '(?:(?:instagram|insta|ig|tiktok|facebook|fb|linkedin|youtube|pinterest|threads)[ -])?';

/** Ordered: the first form whose words occur decides, so "a hook and a caption" is a hook. */
export const SHORT_FORM_WORDS: ReadonlyArray<readonly [ShortForm, RegExp]> = [
  [
    'subject-line',
    words([
      '(?:e-?mail |newsletter )?subject[ -]lines?|e-?mail subjects?',
      'l[íi]neas? de asunto|asuntos? (?:para|del? (?:correo|e-?mail|newsletter))',
      "lignes? d[’']objet|objets? (?:pour|d[’']e-?mail|du (?:mail|courriel|e-?mail)|de (?:mail|courriel|l[’']e-?mail|la newsletter))",
      '(?:e-?mail-?|newsletter-?)?betreffzeilen?|betreffs? (?:für|einer|der|des)',
      "righe? (?:dell[’']|di )oggetto|oggett[oi] (?:per|della (?:mail|e-?mail|newsletter))",
      'linhas? de assunto|assuntos? (?:para|do e-?mail|de e-?mail|da newsletter)',
    ]),
  ],
  [
    'tagline',
    words([
      'taglines?|tag lines?|slogans?|strap ?lines?',
      'esl[óo]gan(?:es)?|lemas? (?:para|publicitari[oa]s?)',
      'accroches? publicitaires?|signatures? de marque',
      'werbespr[üu]che?|werbeslogans?|claims? für',
      'payoff',
      'frases? de efeito',
    ]),
  ],
  [
    'bio',
    words([
      'bios?|biograph(?:y|ies)|about me|biograf[íi]as?|biographies?|kurzbiografien?|profiltext|profilbeschreibung|descri[cç][aã]o (?:do|de) perfil|descripci[oó]n (?:del|de) perfil',
      // A LinkedIn headline has the same limit-bound shape as a bio.
      'linkedin[ -]headlines?|headlines? (?:for|on) (?:my )?linkedin|titular (?:de|para) linkedin|titre linkedin|linkedin-?titel|titolo (?:di |su )?linkedin|t[íi]tulo (?:do|de|no) linkedin',
    ]),
  ],
  [
    'headline',
    words([
      '(?:blog |post |article |video |youtube |newsletter |landing page |ad )?headlines?|(?:blog |post |article |video |youtube |book |essay |talk |podcast |episode |chapter )titles?|titles? (?:for|ideas)|title ideas',
      'titulares?|t[íi]tulos? para',
      "titres? (?:pour|d[’']article|de (?:vid[ée]o|livre|blog|mon|ma|mes))|id[ée]es de titres?",
      'überschrift(?:en)?|schlagzeilen?|titel(?:ideen| für)',
      'titol[oi] per|idee (?:per|di) titoli',
      'manchetes?|t[íi]tulos? para|ideias de t[íi]tulos?',
    ]),
  ],
  [
    'hook',
    words([
      `(?:video |reel |tiktok |youtube )?hooks? (?:for|to)[^.?!\\n]{0,40}?(?:videos?|reels?|tiktoks?|shorts?|youtube|posts?|ads?|podcast|carousel)`,
      '(?:video|reel|tiktok|youtube) hooks?|opening hooks?',
      'ganchos? (?:para|de)[^.?!\\n]{0,30}?(?:v[íi]deos?|reels?|tiktoks?|publicaci[oó]n|posts?)',
      'accroches? (?:pour|de)[^.?!\\n]{0,30}?(?:vid[ée]os?|reels?|tiktoks?|posts?)',
      'hooks? für[^.?!\\n]{0,30}?(?:videos?|reels?|tiktoks?|posts?)',
      'ganci? per[^.?!\\n]{0,30}?(?:video|reel|tiktok|post)',
    ]),
  ],
  [
    'caption',
    words([
      `${SOCIAL}captions?`,
      'pies? de fotos?',
      "l[ée]gendes? (?:pour|d[’']une photo|de (?:ma|la|cette) photo|instagram)",
      'bildunterschrift(?:en)?',
      'didascali[ae]',
      'legendas? (?:para|do|de|da)(?: \\p{L}+)? (?:fotos?|posts?|instagram|publica[cç][aã]o)',
    ]),
  ],
  [
    'card',
    words([
      "(?:birthday|christmas|xmas|holiday|wedding|anniversary|retirement|leaving|farewell|sympathy|condolence|get[- ]well|thank[- ]you|valentine[’']?s?|mother[’']?s day|father[’']?s day|greeting|graduation|engagement|new baby|baby shower) cards?|card messages?|(?:message|note|something|words?|what to write) (?:for|in|inside) (?:a|the|my|her|his|their|our) (?:\\p{L}+ )?card",
      'tarjetas? de (?:cumplea[ñn]os|navidad|felicitaci[oó]n|boda|condolencias?|agradecimiento|despedida|jubilaci[oó]n)|felicitaci[oó]n de (?:navidad|cumplea[ñn]os)',
      "cartes? (?:d[’']anniversaire|de (?:v[œo]e?ux|condol[ée]ances|remerciements?|no[ëe]l|mariage|d[ée]part|retraite|naissance))",
      '(?:geburtstags|weihnachts|glückwunsch|hochzeits|beileids|trauer|abschieds|danke|dankes|gruß|kondolenz|ruhestands)karten?|kartentext',
      "biglietti?(?:no)? (?:di (?:auguri|compleanno|natale|condoglianze|ringraziamento|addio)|d[’']auguri)",
      'cart(?:[aã]o|[õo]es) de (?:anivers[aá]rio|natal|felicita[cç][õo]es|condol[eê]ncias|agradecimento|casamento|despedida)',
    ]),
  ],
  ['thread', words(['(?:twitter |x )?threads?|hilos? (?:de|para) (?:twitter|x)|fils? (?:twitter|x)'])],
  ['tweet', words(['tweets?|tuits?|posts? (?:for|on) (?:x|twitter)'])],
  ['sms', words(['sms|text messages?|mensajes? de texto|textos? sms|messages? sms|sms-nachrichten?'])],
  ['hashtags', words(['hashtags?'])],
];

/** A thread needs Twitter/X named, or "thread" is a forum or a sewing thread. */
const THREAD_PLATFORM = words(['twitter|tweets?|x thread|threads? (?:on|for) x|hilo|fil']);

/** A marketing or service SMS, where the 160-character segment matters (not a text to a friend). */
const SMS_BUSINESS = words([
  'customers?|clients?|patients?|campaign|promo\\p{L}*|marketing|reminders?|appointments?|subscribers?|members',
  'clientes?|pacientes?|campa[ñn]a|recordatorios?|citas?',
  'campagne|rappels?|rendez-vous|abonn[ée]s',
  'kunden|kundinnen|patienten|kampagne|erinnerung\\p{L}*|termin\\p{L}*',
  'clienti|pazienti|campagna|promemoria|appuntament[oi]',
  'campanha|lembretes?|consultas?|assinantes',
]);

/** Captions for a film, a lecture or a YouTube video are subtitles, not a line under a photo. */
const SUBTITLES = words([
  'youtube|films?|movies?|lectures?|webinars?|subtitles?|srt|transcripts?|closed[- ]captions?|untertitel|subt[íi]tulos|sous-titres|sottotitoli|pel[íi]culas?|filmes?',
]);

/** Where a bio goes decides its limit; with no short platform named a bio is a paragraph. */
const BIO_LIMITS: ReadonlyArray<readonly [RegExp, string, number]> = [
  [words(['linkedin']), 'LinkedIn', 220],
  [words(['instagram|insta|ig']), 'Instagram', 150],
  [words(['tiktok']), 'TikTok', 80],
  [words(['twitter|x/twitter|x profile|on x']), 'X', 160],
];

/** A platform named alone ("my tiktok bio", "instagram caption") is where it goes, not a post. */
const PLATFORM = words(['instagram|insta|ig|tiktok|facebook|fb|linkedin|youtube|pinterest|twitter']);

/** A longer text named before the short form ("a blog post and a headline") is the deliverable. */
export function longerFormFirst(head: string, index: number): boolean {
  const before = head.slice(0, index).replace(new RegExp(PLATFORM.source, 'giu'), ' ');
  // "A flyer with a headline and three bullet points": the flyer is the deliverable too.
  return Object.values(FORM_WORDS).some((re) => re.test(before)) || NOTICE.test(before);
}

export interface ShortFormMatch {
  form: ShortForm;
  /** Where the form is named, and where its words end. */
  index: number;
  end: number;
  /** For a bio: the platform and its character limit. */
  platform?: { name: string; limit: number };
}

export function shortFormOf(request: string): ShortFormMatch | null {
  for (const [form, re] of SHORT_FORM_WORDS) {
    const m = re.exec(request);
    if (!m) continue;
    if (form === 'thread' && !THREAD_PLATFORM.test(request)) continue;
    if (form === 'sms' && !SMS_BUSINESS.test(request)) continue;
    if (form === 'caption' && SUBTITLES.test(request)) continue;
    const at = { form, index: m.index, end: m.index + m[0].length };
    if (form !== 'bio') return at;
    // A LinkedIn About section is long; only its headline is short.
    const linkedinHeadline = /linkedin|titular|titre|titel|titolo|t[íi]tulo|headline/i.test(m[0]);
    const found = BIO_LIMITS.find(
      ([p, name]) => p.test(request) && (name !== 'LinkedIn' || linkedinHeadline),
    );
    if (!found) continue;
    return { ...at, platform: { name: found[1], limit: found[2] } };
  }
  return null;
}

/**
 * The number words of every language's length reader ("five", "cinco", "fünf"), one word each:
 * "a couple of" and the article-ones ("a", "single") say no count of options.
 */
const NUMBER: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(SLOT_WORDS).flatMap(({ length }) =>
    Object.entries(length.numbers).filter(
      ([word]) => !word.includes(' ') && !length.articleOnes.includes(word),
    ),
  ),
);
const NUMBER_WORDS = Object.keys(NUMBER).join('|');
// "un"/"una"/"ein"/"um" are also the indefinite article: one only when said as a number below.
const ARTICLES = new Set(['un', 'une', 'una', 'uno', 'ein', 'eine', 'einen', 'um', 'uma']);

/** "Just one", "a single", "solo uno", "une seule", "nur einen", "apenas um": one, said outright. */
const ONLY_ONE = words([
  'just one|only one|one single|a single|single',
  'un(?:a)? sol[oa]|uno solo|una sola|[úu]nic[oa]',
  'une? seule?|un seul|une seule',
  'nur (?:ein(?:e|en)?|einen einzigen)|ein(?:e|en)? einzige[n]?',
  'un(?:a|o)? sol[oa]|uno solo|una sola',
  'apenas (?:um|uma)|s[óo] (?:um|uma)|um único|uma única',
]);

/** Words for the options themselves, after a count: "5 options", "tres ideas", "drei Varianten". */
const OPTIONS_NOUN =
  'options?|ideas?|versions?|variations?|alternatives?|suggestions?|opciones|ideas|versiones|alternativas|propuestas|id[ée]es|propositions|variantes|vorschl[äa]ge|ideen|varianten|opzioni|idee|versioni|proposte|op[cç][õo]es|ideias|vers[õo]es|sugest[õo]es';

/**
 * How many the user asked for: a number, "one" said outright, or null when left to us. The
 * count sits just before the form's words (two adjectives at most between: "5 catchy short
 * taglines") or before an options noun anywhere ("give me three options").
 */
export function statedCount(request: string, match: ShortFormMatch): number | null {
  const before = request.slice(0, match.index);
  const near = new RegExp(`${L}(\\d{1,2}|${NUMBER_WORDS})\\s+(?:[\\p{L}’'-]+\\s+){0,2}$`, 'iu').exec(before);
  const word = near?.[1]?.toLowerCase();
  if (word && /^\d+$/.test(word)) return Number(word);
  if (word && NUMBER[word] && !ARTICLES.has(word)) return NUMBER[word];
  const options = new RegExp(
    `${L}(\\d{1,2}|${NUMBER_WORDS})\\s+(?:[\\p{L}’'-]+\\s+)?(?:${OPTIONS_NOUN})${R}`,
    'iu',
  ).exec(request);
  const said = options?.[1]?.toLowerCase();
  if (said && /^\d+$/.test(said)) return Number(said);
  if (said && NUMBER[said] && !ARTICLES.has(said)) return NUMBER[said];
  if (ONLY_ONE.test(before.slice(-30)) || /(?<![\p{L}])one(?![\p{L}])\s*$/iu.test(before)) return 1;
  return null;
}
