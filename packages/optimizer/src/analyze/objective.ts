// Turns a casual English request ("hey so basically i need a python script…") into a
// direct instruction ("Write a Python script…"). Every content word the user wrote is kept;
// only wrappers, filler and obvious slips are removed. The result must be a fixed point:
// normalizing it again changes nothing, so re-optimizing our own output is stable.

/** Greetings (en/es/fr/de/it/pt) and vocatives that open a message but carry no instruction. */
const GREETING =
  /^(?:(?:hi|hello|hey|heya|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening)|hola|buenas|buenos días|bonjour|salut|coucou|hallo|guten (?:morgen|tag)|servus|moin|ciao|olá|oi)(?![\p{L}])(?:\s+(?:there|all|everyone|guys|folks|team|friend|buddy|mate|chatgpt|claude|gemini|gpt|ai))?|dear (?:chatgpt|claude|gemini|gpt|ai|assistant))(?:[\s,!.:;-]+|$)/iu;

/** Discourse markers: they hide what kind of sentence follows. */
const DISCOURSE =
  /^(?:(?:ok(?:ay)?|so|well|basically|um+|uh+|hmm+|anyway|alright|right|also(?=,)|quick question|quick q|real quick|just wondering)(?:\s*[-–—]\s*|[,:;!.]\s*|\s+))+(?=\p{L})/iu;

/** Strips leading greetings and discourse markers; returns what was stripped as well. */
export function stripOpeners(unit: string): { text: string; dropped: string } {
  let text = unit;
  for (let i = 0; i < 4; i++) {
    const next = text.replace(GREETING, '').replace(DISCOURSE, '');
    if (next === text) break;
    text = next;
  }
  const dropped = unit.slice(0, unit.length - text.length).trim();
  return { text: text === '' ? unit : text, dropped: text === '' ? '' : dropped };
}

// Misspellings with a single obvious reading; anything ambiguous ("its", "wont") is left alone.
const SLIPS: Readonly<Record<string, string>> = {
  wrtie: 'write',
  wirte: 'write',
  wrte: 'write',
  abuot: 'about',
  abotu: 'about',
  aobut: 'about',
  teh: 'the',
  explian: 'explain',
  expalin: 'explain',
  summerize: 'summarize',
  sumarize: 'summarize',
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  couldnt: "couldn't",
  whats: "what's",
  thats: "that's",
  hes: "he's",
  shes: "she's",
  im: "I'm",
  ive: "I've",
  youre: "you're",
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
};
const SLIP = new RegExp(`\\b(${Object.keys(SLIPS).join('|')})\\b(?!['’-])`, 'gi');

// Names people type in lower case; the capitalised form is unambiguous in a request.
const PROPER: Readonly<Record<string, string>> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  sql: 'SQL',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  github: 'GitHub',
  aws: 'AWS',
  api: 'API',
  apis: 'APIs',
  css: 'CSS',
  bash: 'Bash',
  html: 'HTML',
  json: 'JSON',
  csv: 'CSV',
  english: 'English',
  french: 'French',
  spanish: 'Spanish',
  german: 'German',
  italian: 'Italian',
  portuguese: 'Portuguese',
};
const PROPER_RE = new RegExp(`\\b(${Object.keys(PROPER).join('|')})\\b(?![-/]|\\.\\w)`, 'gi');

/** "i need" -> "I need" (English only): not "i.e.", "(i)" or a loop variable ("for i in"). */
const LOWER_I = /(?<![([=+\-*/<>.]\s?)\bi\b(?=(?:'|’)[a-z]|\s+(?!in\b|=)[a-z])/g;

function tidyWords(s: string): string {
  return s
    .replace(SLIP, (w) => {
      const fixed = SLIPS[w.toLowerCase()] ?? w;
      return w === w.toUpperCase() && w.length > 1 && fixed === fixed.toLowerCase()
        ? fixed.toUpperCase()
        : fixed;
    })
    .replace(LOWER_I, 'I')
    .replace(PROPER_RE, (w) => {
      const lower = w.toLowerCase();
      // Only the all-lower or sentence-initial forms: "JavaScript" written on purpose stays.
      return w === lower || w === capitalize(lower) ? (PROPER[lower] ?? w) : w;
    })
    .replace(/\breact(?= (?:components?|apps?|hooks?|native|projects?|frontend|pages?|forms?)\b)/gi, 'React');
}

/** Gerund after "would you mind" -> imperative. */
const GERUNDS: Readonly<Record<string, string>> = {
  writing: 'write',
  making: 'make',
  creating: 'create',
  drafting: 'draft',
  explaining: 'explain',
  giving: 'give',
  helping: 'help',
  summarizing: 'summarize',
  summarising: 'summarise',
  translating: 'translate',
  checking: 'check',
  reviewing: 'review',
  rewriting: 'rewrite',
  fixing: 'fix',
  putting: 'put',
  coming: 'come',
  planning: 'plan',
  proofreading: 'proofread',
  suggesting: 'suggest',
  listing: 'list',
  generating: 'generate',
  looking: 'look',
  telling: 'tell',
  showing: 'show',
};

/** Verb for a request that names only what to produce ("a haiku about…", "i need a script…"). */
function verbFor(noun: string): string {
  if (/^(?:ideas?|names?|suggestions?|tips|options|alternatives|recommendations?)$/i.test(noun))
    return 'Suggest';
  if (/^(?:recipes?)$/i.test(noun)) return 'Give me';
  if (
    /^(?:plans?|schedules?|itinerar(?:y|ies)|outlines?|lists?|checklists?|agendas?|quiz(?:zes)?|presentations?|slides?|tables?|budgets?|routines?|timelines?|roadmaps?|templates?|spreadsheets?|diagrams?|workouts?|courses?|curricul(?:um|a))$/i.test(
      noun,
    )
  )
    return 'Create';
  if (
    /^(?:benefits|advantages|disadvantages|pros|cons|causes|effects|history|difference|differences|basics|importance|meaning)$/i.test(
      noun,
    )
  )
    return 'Describe';
  return 'Write';
}

// Things people ask for by name alone. Only these trigger a verb: "Compute the integral…" or
// "Quantum computing" must not become "Write a compute…".
const THINGS =
  /^(?:poems?|haikus?|limericks?|sonnets?|songs?|lyrics|stor(?:y|ies)|tales?|essays?|articles?|posts?|blogs?|tweets?|threads?|captions?|bios?|slogans?|taglines?|headlines?|e-?mails?|letters?|notes?|speech(?:es)?|toasts?|summar(?:y|ies)|descriptions?|scripts?|functions?|quer(?:y|ies)|regex(?:es)?|components?|programs?|apps?|websites?|plans?|schedules?|itinerar(?:y|ies)|outlines?|lists?|checklists?|agendas?|quiz(?:zes)?|presentations?|recipes?|ideas|names|tips|suggestions|benefits|advantages|disadvantages|pros|cons|causes|effects|history|difference|differences|reports?|proposals?|pitch(?:es)?|resumes?|cvs?|newsletters?|jokes?|riddles?|quotes?|prompts?|workouts?|routines?|budgets?)$/i;

/** The thing a bare noun phrase asks for, from its first three words, or null. */
function namedThing(s: string): string | null {
  if (!/^[\p{L}"“]/u.test(s) || s.split(/\s+/).length > 25) return null;
  const words = s
    .replace(/^(?:a|an|the|some|\d+)\s+/i, '')
    .split(/\s+/)
    .slice(0, 3)
    .map((w) => w.replace(/[^\p{L}-]/gu, ''));
  for (const w of words) {
    if (THINGS.test(w)) return w;
    if (/^(?:about|on|for|of|to|that|with|in)$/i.test(w)) break;
  }
  return null;
}

const ARTICLE = /^(?:a|an|the|some|my|our|your|his|her|their|one|two|three|four|five|\d+)\b/i;
const MASS_OR_PLURAL = /(?:s|code|copy|lyrics|advice|content|feedback|information|research)$/i;

/** Words that start a request which already reads as an instruction or a question. */
const STARTS_OK =
  /^(?:write|create|make|generate|draft|compose|build|design|develop|implement|compute|determine|derive|estimate|predict|simplify|define|clarify|elaborate|format|reformat|organi[sz]e|sum|recap|reply|respond|continue|finish|complete|expand|shorten|sort|merge|parse|validate|test|draw|sketch|give|list|explain|describe|summari[sz]e|translate|rewrite|rephrase|paraphrase|improve|fix|debug|review|analy[sz]e|compare|plan|outline|suggest|recommend|help|tell|show|find|calculate|solve|prove|convert|optimi[sz]e|refactor|teach|brainstorm|produce|prepare|come|propose|evaluate|assess|identify|classify|extract|answer|rate|edit|proofread|correct|check|do|look|read|turn|put|add|remove|update|set|get|use|keep|act|pretend|imagine|let's|let|what|what's|why|how|when|where|who|which|is|are|was|were|does|do|did|can|could|should|would|will|may|i|we|my|our|it|this|these|that|there|here|you|please)\b/i;

function firstWordNoun(np: string): string | null {
  // "linkedin post about…" -> "post"; the head noun is the last word before a preposition.
  const head =
    /^((?:[\w'-]+\s+){0,3}?[\w'-]+?)(?=\s+(?:about|on|for|of|to|that|which|with|in|from|by|using|where|who|like)\b|[,.!?:;]|$)/i.exec(
      np,
    );
  const words = head?.[1]?.split(/\s+/) ?? [];
  return words.at(-1) ?? null;
}

function withArticle(np: string): string {
  if (ARTICLE.test(np)) return np;
  // "benefits of meditation" -> "the benefits of meditation".
  if (/^(?:[\w'-]+\s+){1,2}(?:of|between|behind)\b/i.test(np)) return `the ${np}`;
  if (MASS_OR_PLURAL.test(firstWordNoun(np) ?? '')) return np;
  return `${/^[aeiou]/i.test(np) && !/^(?:u[nst]i|use|eu|one)/i.test(np) ? 'an' : 'a'} ${np}`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function lowerFirst(s: string): string {
  // Keep "I", acronyms and names that were capitalised on purpose.
  return /^(?:I\b|[A-Z]{2,}|[A-Z][a-z]+[A-Z])/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

// "Do a SWOT analysis" is an instruction; "Do you…", "How do I…" are questions.
const QUESTION_START =
  /^(?:(?:what|what's|why|when|where|who|whose|which)\b|how\b(?! to\b)|(?:is|are|was|were|can|should|could|would|will|am|may|shall)\s+(?:i|you|we|they|it|this|that|there|these|those|he|she|my|our|the|a|an)\b|(?:does|do|did)\s+(?:i|you|we|they|it|he|she|anyone|someone)\b)/i;

type Rewrite = (m: string, ...groups: string[]) => string;
const keep1: Rewrite = (_m, a = '') => a;
const asStatement: Rewrite = (_m, a = '') => `${a}.`;

/** Wrappers around the actual request; each rule keeps the words that follow it. */
const WRAPPERS: ReadonlyArray<[RegExp, Rewrite]> = [
  [/^(?:please|kindly)[,]?\s+/i, () => ''],
  [
    /^i (?:was|am|'m) (?:just )?wondering (?:if|whether) (?:you|u) (?:could|can|would|might)(?: please)?\s+/i,
    () => '',
  ],
  [
    /^(?:would|do) you mind (\w+ing)\b(.*?)\??$/i,
    (_m, g = '', rest = '') => `${GERUNDS[g.toLowerCase()] ?? g}${rest}.`,
  ],
  [/^(?:can|could|would|will) (?:you|u|ya)(?: please)?\s+(.+?)(?:,? please)?\?$/i, asStatement],
  [/^(?:can|could|would|will) (?:you|u|ya)(?: please)?\s+/i, () => ''],
  [/^(?:i want|i need|i'd like|i would like|we need|we want) you to\s+/i, () => ''],
  [/^(?:is it possible|would it be possible) (?:for you )?to\s+(.+?)\??$/i, asStatement],
  [
    /^(?:i|we) (?:just )?(?:need|want|would like|'d like) (?:some )?help (?:with )?(?:writing|to write)\s+/i,
    () => 'Write ',
  ],
  [/^help me (?:to )?(?:understand|grasp)\s+/i, () => 'Explain '],
  [/^(?:i|we) (?:just |really )?need (?:some )?help with\s+/i, () => 'Help me with '],
  [
    /^help me (?:to )?(write|create|make|plan|draft|build|prepare|design|come up with|brainstorm|choose|pick|find|fix|debug|improve|outline|organi[sz]e|structure|translate|summari[sz]e|rewrite|edit)\b(?!\s+(?:for|to|with|on|about)\b)/i,
    keep1,
  ],
  [
    /^(?:i|we) (?:have to|need to|must|want to) (write|create|make|plan|draft|build|prepare|design)\b/i,
    keep1,
  ],
  // "Write me a haiku": the model is the writer, "me" adds nothing.
  [/^(write|create|make|draft|compose|generate) me (?=(?:a|an|some|\d+)\b)/i, (_m, v = '') => `${v} `],
];

/** "I need a python script that…" -> the thing to produce, or null. */
const WANT_THING =
  /^(?:(?:so |and )?(?:i|we) (?:just |really |kinda |kind of )?(?:need|want|would like|'d like|am looking for|'m looking for|are looking for)|(?:just )?need|looking for|gimme|give me)\s+((?:a|an|some|the|\d+|one|two|three|four|five|ten)\s+.+)$/i;

/** Removes English politeness wrappers and casual slips so the objective reads as a direct instruction. */
export function normalizeObjective(sentence: string): string {
  let s = sentence.trim();
  const labelled = /^[^:]{0,60}:\s*$/.test(s);
  s = stripOpeners(s).text;
  s = tidyWords(s);
  for (const [re, to] of WRAPPERS) {
    const m = re.exec(s);
    if (m) s = `${to(m[0], ...m.slice(1).map((g) => g ?? ''))}${s.slice(m.index + m[0].length)}`;
  }
  const want = WANT_THING.exec(s);
  if (want?.[1]) {
    const noun =
      firstWordNoun(want[1].replace(/^(?:a|an|some|the|\d+|one|two|three|four|five|ten)\s+/i, '')) ?? '';
    const give = /^give me$|^gimme$/i.test(s.slice(0, s.length - want[1].length).trim());
    if (!give) s = `${verbFor(noun)} ${want[1]}`;
  }
  s = s
    .replace(/[\s,]+(?:please|pls|plz|thanks|thank you|thx|ty)(?=[.?!:]*$)/i, '')
    .replace(/^(?:please)[,]?\s+/i, '');
  // "email my professor…", "text my landlord…": a verb, even though "email" is also a noun.
  const ambiguous = /^(?:email|e-mail|text|message|dm|ping|tweet|call|name|code|schedule)\s+(\S+)/i.exec(s);
  const verbNoun =
    ambiguous?.[1] !== undefined &&
    (/^(?:my|our|the|his|her|their|him|them|me|us|this|\d+)$/i.test(ambiguous[1]) ||
      /^[A-Z]/.test(ambiguous[1]));
  const named = verbNoun || STARTS_OK.test(s) || labelled ? null : namedThing(s);
  if (named !== null) {
    // A bare noun phrase ("limerick about a cat", "benefits of meditation") names what to
    // produce: say so with a verb instead of leaving the model to guess.
    const np = lowerFirst(s);
    s = `${verbFor(named)} ${withArticle(np)}`;
  }
  s = capitalize(s.trim());
  if (QUESTION_START.test(s) && !/[?!:;)\]"'»”]$/.test(s)) return `${s.replace(/\.$/, '')}?`;
  return /[.!?:;)\]"'»“”]$/.test(s) ? s : `${s}.`;
}
