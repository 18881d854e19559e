/**
 * Task lines for thin asks that name their subject without a verb (issue 11): "xlookup" alone,
 * "eigenvectors intuitively", "rivers quiz yr5 10 qs with answers". A template around the words
 * ("Write a xlookup.", "I need help with this: eigenvectors intuitively.") reads as a machine's
 * echo; these build one grammatical sentence from what the user asked and what it is about,
 * keeping every count, level and format they typed. Null when the request is no such ask.
 */
import { capitalAt } from '../grammar/brand-case';
import { lowerCommonWords } from '../grammar/names';
import { schoolYearOf } from './stated-audience';
import { SHEET_APP, SHEET_FEATURE, SHEET_FUNCTION, toolNameAlone, CLASS_QUIZ } from '../analysis/named-asks';

const APP_NAME: Readonly<Record<string, string>> = {
  excel: 'Excel',
  'google sheets': 'Google Sheets',
  sheets: 'Google Sheets',
  libreoffice: 'LibreOffice Calc',
  'libreoffice calc': 'LibreOffice Calc',
  numbers: 'Numbers',
};
const APP_IN: Readonly<Record<string, string>> = {
  en: 'in',
  es: 'en',
  fr: 'dans',
  de: 'in',
  it: 'in',
  pt: 'no',
};

const bare = (text: string): string =>
  text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(
      /\s+(?:please|pls|plz|thx|thanks|por favor|porfa|s'il vous plaît|stp|svp|bitte|per favore|pf)$/i,
      '',
    )
    .trim();

const HOW_TO_USE: Readonly<Record<string, (name: string) => string>> = {
  en: (n) => `Explain how to use ${n}, with a worked example.`,
  es: (n) => `Explícame cómo usar ${n}, con un ejemplo resuelto.`,
  fr: (n) => `Expliquez-moi comment utiliser ${n}, avec un exemple concret.`,
  'fr-tu': (n) => `Explique-moi comment utiliser ${n}, avec un exemple concret.`,
  de: (n) => `Erkläre mir, wie man ${n} verwendet, mit einem durchgerechneten Beispiel.`,
  'de-sie': (n) => `Erklären Sie mir, wie man ${n} verwendet, mit einem durchgerechneten Beispiel.`,
  it: (n) => `Spiegami come usare ${n}, con un esempio svolto.`,
  pt: (n) => `Explique como usar ${n}, com um exemplo resolvido.`,
};

/** "xlookup" -> "Explain how to use XLOOKUP, with a worked example.": a tool's name alone asks how to use it. */
export function toolNameTask(request: string, key: string, language: string): string | null {
  const words = bare(request).replace(/^(?:how to use|using|uso de|usar)\s+/i, '');
  const line = HOW_TO_USE[key] ?? HOW_TO_USE[language];
  if (!line) return null;
  if (!toolNameAlone(request)) return null;
  // "vlookup google sheets": the app the user named stays in the sentence, in its own case.
  const app = SHEET_APP.exec(words)?.[1];
  const inApp = app ? ` ${APP_IN[language] ?? 'in'} ${APP_NAME[app.toLowerCase()] ?? app}` : '';
  const name = app ? words.slice(0, words.length - SHEET_APP.exec(words)![0].length) : words;
  if (SHEET_FUNCTION.test(name)) {
    const upper = name
      .toUpperCase()
      .replace(/[ -]?AND[ -]/, ' and ')
      .replace(/INDEX[ -]?MATCH/, 'INDEX MATCH');
    return line(
      `${/ FUNCTION$/.test(upper) ? `the ${upper.replace(/ FUNCTION$/, '')} function` : upper}${inApp}`,
    );
  }
  if (SHEET_FEATURE.test(name)) return line(`${name.toLowerCase()}${inApp}`);
  return null;
}

/**
 * "intuitively", "in simple terms", "like I'm 5": how to explain, said after the topic with no
 * verb. The capture is the adverb our sentence uses.
 */
const EN_MANNER =
  /^(.+?)\s+(?:(?:but|explained|,)\s+)?(?:like\s+)?(?:actually\s+|really\s+)?(intuitively|intuitive|simply|simple|in simple terms|in plain english|visually|for dummies|for beginners|eli5|like i'?m (?:5|five))$/i;
const EN_ADVERB: Readonly<Record<string, string>> = {
  intuitively: 'intuitively',
  intuitive: 'intuitively',
  simply: 'simply',
  simple: 'simply',
  'in simple terms': 'in simple terms',
  'in plain english': 'in plain English',
  visually: 'visually',
  'for dummies': 'for a complete beginner',
  'for beginners': 'for a beginner',
  eli5: 'as if to a five-year-old',
};
/** The same manner in the other languages: "autovalores de forma intuitiva", "Eigenvektoren intuitiv". */
const OTHER_MANNER: Readonly<Record<string, RegExp>> = {
  es: /^(.+?)\s+(de (?:forma|manera) (?:intuitiva|sencilla|simple)|intuitivamente|f[áa]cil)$/iu,
  pt: /^(.+?)\s+(de (?:forma|maneira|jeito) (?:intuitiva|simples)|intuitivamente)$/iu,
  fr: /^(.+?)\s+(intuitivement|simplement|de fa[çc]on intuitive|en termes simples)$/iu,
  it: /^(.+?)\s+(in modo (?:intuitivo|semplice)|intuitivamente|in parole semplici)$/iu,
  de: /^(.+?)\s+(intuitiv(?: erkl[äa]rt)?|einfach erkl[äa]rt|anschaulich)$/iu,
};
const EXPLAIN_VERB: Readonly<Record<string, string>> = {
  es: 'Explícame',
  pt: 'Explique',
  fr: 'Expliquez-moi',
  'fr-tu': 'Explique-moi',
  it: 'Spiegami',
  de: 'Erkläre mir',
  'de-sie': 'Erklären Sie mir',
};
/** Words that already ask for something: the user's own sentence is kept as typed. */
const HAS_VERB =
  /^(?:explain|describe|what|how|why|is|are|can|could|write|make|give|tell|show|teach|help|define|explica|explique|explícame|expliquez|erkl[äa]r|spiega|qu[ée]|c[óo]mo|was|wie|che|cosa|come|o que|como|por qu[ée]|pourquoi|comment)\b/iu;

/** "eigenvectors intuitively" -> "Explain eigenvectors intuitively.": the ask and its manner in one sentence. */
export function mannerTopicTask(request: string, key: string, language: string): string | null {
  const words = bare(request);
  if (/[?:;]/.test(words) || words.split(/\s+/).length > 8 || HAS_VERB.test(words)) return null;
  const en = EN_MANNER.exec(words);
  if (language === 'en' && en) {
    const m = en;
    const topic = lowerCommonWords(m[1]!.replace(/\s+but$/i, ''));
    const adverb =
      EN_ADVERB[m[2]!.toLowerCase()] ?? (/^like/i.test(m[2]!) ? 'as if to a five-year-old' : null);
    return adverb ? `Explain ${topic} ${adverb}.` : null;
  }
  // Three words are too few to tell the language by ("autovalores de forma intuitiva" may read
  // as English): the manner words say it, so our sentence is in the language they are in.
  const own = OTHER_MANNER[language] ? language : null;
  const found = [own, ...Object.keys(OTHER_MANNER)].find((l) => l !== null && OTHER_MANNER[l]!.test(words));
  if (!found) return null;
  const m = OTHER_MANNER[found]!.exec(words)!;
  const verb = (found === language ? EXPLAIN_VERB[key] : undefined) ?? EXPLAIN_VERB[found];
  if (!verb) return null;
  // German nouns keep their capital; elsewhere the topic sits inside our sentence in lower case.
  const topic = found === 'de' ? m[1]! : lowerCommonWords(m[1]!);
  return `${verb} ${pluralArticle(topic, found)}${topic} ${m[2]!.toLowerCase()}.`;
}

/**
 * "Expliquez-moi les vecteurs propres", "Explícame los autovalores": a plural topic takes its
 * article in the Romance languages, read from its ending; a singular one stays as typed, since
 * its gender cannot be read from the word.
 */
function pluralArticle(topic: string, language: string): string {
  const first = topic.split(/\s+/)[0]!.toLowerCase();
  if (/^(?:the|los|las|les|os|as|i|gli|le|die|der|das)$/.test(first)) return '';
  if (language === 'fr' && /[sx]$/.test(first)) return 'les ';
  if (language === 'es' && /s$/.test(first)) return /as$/.test(first) ? 'las ' : 'los ';
  if (language === 'pt' && /s$/.test(first)) return /as$/.test(first) ? 'as ' : 'os ';
  if (language === 'it' && /i$/.test(first))
    return /^(?:[aeiou]|s[^aeiou]|z|gn|ps)/.test(first) ? 'gli ' : 'i ';
  if (language === 'it' && /e$/.test(first)) return 'le ';
  return '';
}

/** "10 qs", "15 questions", "20 words". */
const QUESTION_COUNT = /\b(\d{1,3})\s*(?:-\s*)?(qs|q's|qns|questions?|words|items)\b/i;
const WITH_ANSWERS =
  /\b(?:with|and|w\/|plus|incl\.?|including)\s+(?:the\s+)?answers?(?:\s+key)?\b|\banswer key\b/i;

/**
 * "rivers quiz yr5 10 qs with answers" -> "Write a 10-question quiz on rivers for Year 5, with
 * answers.": every count, level and format the user typed, in one sentence. English only; the
 * other languages keep the user's words (the stated level is still never asked again).
 */
export function classQuizTask(request: string, language: string): string | null {
  if (language !== 'en') return null;
  const words = bare(request);
  if (
    /[?;]/.test(words) ||
    words.split(/\s+/).length > 14 ||
    /^(?:can|could|please|write|make|create|give)\b/i.test(words)
  )
    return null;
  const quiz = CLASS_QUIZ.exec(words);
  const year = schoolYearOf(words);
  if (!quiz || !year) return null;
  const count = QUESTION_COUNT.exec(words);
  const answers = WITH_ANSWERS.test(words);
  const noun = quiz[1]!.toLowerCase();
  const topic = words
    .replace(year.text, ' ')
    .replace(count?.[0] ?? '\u0000', ' ')
    .replace(WITH_ANSWERS, ' ')
    .replace(new RegExp(`\\b${noun}\\b`, 'i'), ' ')
    .replace(/\b(?:for|on|about|a|an|the|class|pupils|kids|students)\b/gi, ' ')
    .replace(/[\s,]+/g, ' ')
    .trim();
  if (topic.split(/\s+/).length > 5) return null;
  const unit = count
    ? /^(?:words)$/i.test(count[2]!)
      ? 'word'
      : /^items$/i.test(count[2]!)
        ? 'item'
        : 'question'
    : '';
  const sized = count ? `${count[1]}-${unit} ${noun}` : noun;
  const article = /^[aeiou8]|^11-|^18-/i.test(sized) ? 'an' : 'a';
  // "spelling test y3 20 words": the test is its own subject.
  const on = topic === '' ? '' : ` on ${lowerCommonWords(topic)}`;
  return `Write ${article} ${sized}${on} for ${year.label}${answers ? ', with answers' : ''}.`;
}

/** "Give me 15 options.", "list 10 ideas": a count with no subject, which a sentence around it names. */
const COUNT_ONLY =
  /^(?:(?:please|pls)\s+)?(?:give me|i want|i'd like|suggest|list|come up with|send me|need)\s+(\d+|a few|some)\s+(?:options|ideas|suggestions|choices|alternatives)[.!]?$/i;
/** "need a name for our summer adoption open day", "looking for a slogan for my bakery". */
const NAMED_NEED =
  /\b(?:need|want|looking for|after|searching for)\s+(?:a|an|some|new)?\s*(names?|slogans?|taglines?|titles?|themes?|hashtags?|logos?)\s+(for\s+[^.,;!?]+)/i;

/**
 * "…need a name for our summer adoption open day. give me 15 options." -> "Suggest 15 names for
 * our summer adoption open day.": the count alone is no task, the subject is in the other sentence.
 */
export function countedOptionsTask(task: string, others: readonly string[]): string | null {
  const count = COUNT_ONLY.exec(task.trim());
  if (!count) return null;
  for (const other of others) {
    const need = NAMED_NEED.exec(other);
    if (!need) continue;
    const noun = need[1]!.toLowerCase().replace(/s$/, '');
    const plural = /^(?:a few|some)$/i.test(count[1]!) || count[1] !== '1' ? `${noun}s` : noun;
    return `Suggest ${count[1]!.toLowerCase()} ${plural} ${need[2]!.trim()}.`;
  }
  return null;
}

/** "Midjourney prompt for my EP cover": the image generator and what the image is for. */
const IMAGE_PROMPT_ASK =
  /^(?:(?:a|an)\s+)?(?:midjourney|mj|dall-?e(?:\s*\d)?|stable diffusion|sdxl|flux|ideogram|firefly|leonardo|image|ai image|ai art)\s+prompts?\b[^.!?]*[.!]?$/i;

/** The unit that asks for the image prompt, when the sorter filed it as context; -1 when none. */
export function imagePromptAskAt(units: readonly string[]): number {
  return units.findIndex((u) => IMAGE_PROMPT_ASK.test(u.trim()));
}

/** "Midjourney prompt for my EP cover." -> "Write a Midjourney prompt for my EP cover." */
export function imagePromptTask(unit: string): string {
  const body = unit
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(?:a|an)\s+/i, '');
  const named = body
    .replace(/^(?:mj|midjourney)\b/i, 'Midjourney')
    .replace(/^dall-?e\b/i, 'DALL-E')
    .replace(/^stable diffusion\b/i, 'Stable Diffusion')
    .replace(/^sdxl\b/i, 'SDXL');
  const phrase = /^(?:image|ai)\b/i.test(named)
    ? named.charAt(0).toLowerCase() + named.slice(1)
    : capitalAt(named);
  return `Write ${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}.`;
}

/** "alt text for a photo of…" -> "Write alt text for a photo of…": the noun phrase gets its verb. */
export function altTextTask(request: string, language: string): string | null {
  if (language !== 'en') return null;
  const words = bare(request);
  if (!/^alt[- ]?text\b/i.test(words) || /[?]/.test(words)) return null;
  return `Write ${words.charAt(0).toLowerCase()}${words.slice(1)}.`;
}

/**
 * "E uma listinha das coisas que banco NUNCA pede", "and a short list of what to bring": a second
 * thing to make, joined by "and" after the main ask. Filed as a fact it reads as a fragment; as
 * an instruction it keeps every word of the user's after our verb.
 */
const AND_ALSO: Readonly<Record<string, readonly [RegExp, string]>> = {
  en: [
    /^(?:and|plus|also)\s+(?=(?:a|an)\s+(?:\p{L}+\s+)?(?:list|table|summary|checklist|example|template|version|cheat ?sheet)\b)/iu,
    'Also include ',
  ],
  pt: [
    /^(?:e|mais)\s+(?=(?:uma?)\s+(?:\p{L}+\s+)?(?:lista|listinha|tabela|resumo|exemplo|modelo|vers[ãa]o)\b)/iu,
    'Inclua também ',
  ],
  es: [
    /^(?:y|adem[áa]s)\s+(?=(?:una?)\s+(?:\p{L}+\s+)?(?:lista|listita|tabla|resumen|ejemplo|plantilla|versi[óo]n)\b)/iu,
    'Incluye también ',
  ],
  it: [
    /^(?:e|pi[ùu])\s+(?=(?:una?|uno)\s+(?:\p{L}+\s+)?(?:lista|listina|tabella|riassunto|esempio|modello|versione)\b)/iu,
    'Aggiungi anche ',
  ],
};

/** The joined second ask as an instruction of its own, or null when the line is no such ask. */
export function joinedSecondAsk(line: string, language: string): string | null {
  const rule = AND_ALSO[language];
  const m = rule?.[0].exec(line.trim());
  if (!rule || !m) return null;
  const rest = line.trim().slice(m[0].length);
  return `${rule[1]}${rest.charAt(0).toLowerCase()}${rest.slice(1).replace(/[.!]*$/, '.')}`;
}
