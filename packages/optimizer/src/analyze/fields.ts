import type { TaskKind } from '../types';

const DELIVERABLES =
  /\b(blog posts?|thank-you notes?|thank you notes?|notes?|toasts?|eulogies|eulogy|translations?|thesis intros?|thesis introductions?|introductions?|announcements?|instagram posts?|blog articles?|linkedin posts?|social media posts?|tweets?|threads?|cover letters?|press releases?|product descriptions?|newsletters?|e-?mails?|letters?|essays?|articles?|reports?|summar(?:y|ies)|stor(?:y|ies)|poems?|haikus?|haïkus?|sonnets?|sonetos?|sonett(?:e)?|limericks?|songs?|lyrics|speech(?:es)?|scripts?|functions?|classes|class|modules?|components?|sql quer(?:y|ies)|quer(?:y|ies)|regex(?:es)?|unit tests?|test cases?|lesson plans?|quiz(?:zes)?|study guides?|outlines?|business plans?|marketing plans?|plans?|proposals?|pitch(?:es)?|agendas?|checklists?|itinerar(?:y|ies)|recipes?|meal plans?|bios?|captions?|headlines?|slogans?|taglines?|resumes?|cvs?|job descriptions?|explanations?|analys[ie]s|comparisons?|reviews?|descriptions?|entradas? de blog|artículos?|correos?(?: electrónicos?)?|ensayos?|cartas?|informes?|resúmenes|resumen|cuentos?|poemas?|canciones?|funciones?|función|planes?|articles? de blog|courriels?|e-mails?|essais?|lettres?|rapports?|résumés?|histoires?|poèmes?|chansons?|fonctions?|blogbeitr[aä]g(?:e)?|artikel|aufs[aä]tze?|briefe?|berichte?|zusammenfassung(?:en)?|geschichten?|gedichte?|lieder?|funktion(?:en)?|pläne|plan)\b/i;

// Transforming text the user supplies: what comes back is the transformed text, not the
// thing it came from ("summarize this article" returns a summary, not an article).
const TRANSFORMS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:summari[sz]e|sum up|recap|tl;?dr)\b/i, 'summary'],
  [/^translate\b/i, 'translation'],
  [/^(?:rewrite|rephrase|paraphrase|reword|simplify|shorten)\b/i, 'rewritten text'],
  [/^(?:proofread|correct the (?:grammar|spelling))\b/i, 'corrected text'],
];

export function detectDeliverable(objective: string, text: string, kind?: TaskKind): string | null {
  if (kind !== 'coding') for (const [re, noun] of TRANSFORMS) if (re.test(objective.trim())) return noun;
  const m = DELIVERABLES.exec(objective) ?? DELIVERABLES.exec(text);
  return m ? m[1]!.toLowerCase().replace(/^e-?mails?$/, 'email') : null;
}

const SUBJECT_MARKERS =
  /\b(?:(?:the )?(?:topic|subject) is|about|regarding|concerning|on the topic of|on the subject of|covering|sobre|acerca de|à propos de|au sujet de|sur|über|zum thema|su|sul|sulla)\s+(.+)$/i;
const SUBJECT_STOP =
  /\s*(?:[,;:!?\n]|\.(?!\d)|(?<!\])\)|\((?!\[)|\s(?:to (?:me|us)\b|and (?:also |then )?(?:give|write|make|create|list|suggest|add|include|explain|tell|show)\b|for\b|aimed at|targeted at|that (?:is|are|will|should|must|has|have)\b|which\b|in (?:under |about |around |less than |no more than )?\d|in (?:a|an) \w+ (?:tone|style|voice)|with(?:out)? |using |in (?:json|markdown|english|spanish|french|german|bullet)|para |pour |für |dans un |en (?:moins de )?\d|in (?:höchstens |maximal )?\d|mit )).*$/i;
export const LEADING_VERB =
  /^(?:please |kindly )?(?:write|create|make|generate|draft|compose|build|design|develop|implement|give me|give|list|explain|describe|summari[sz]e|translate|rewrite|improve|fix|debug|review|analy[sz]e|compare|plan|outline|suggest|recommend|tell me(?: about)?|show me|help me(?: to)? (?:prepare |get ready )?(?:for|with)|help me with|help with|find|calculate|solve|prove|convert|optimi[sz]e|refactor|teach me(?: about)?|teach|brainstorm|produce|prepare|come up with|propose|evaluate|assess|identify|answer|edit|proofread|correct|compute|do|look at|tell me|resuelve|calcula|compara|analiza|résous|calcule|compare|analyse|löse|berechne|vergleiche|analysiere|escribe|redacta|crea|haz|hazme|dame|explica|explícame|resume|traduce|genera|écris|écrivez|rédige|rédigez|crée|créez|fais|faites|donne-moi|donne|explique|expliquez|résume|traduis|génère|schreibe|schreib|erstelle|mach|gib mir|gib|erkläre|erklär|fasse|übersetze|generiere|scrivi|spiega|escreva|crie|explique)\s+/i;

const QUESTION =
  /^(what's|what|why|how|when|where|who|which|is|are|does|do|can|should|qué|por qué|cómo|cuál|quoi|pourquoi|comment|quel|quelle|was|warum|wie|welche[rs]?)\b/i;

function trimSubject(raw: string, keepArticle = false): string {
  let s = raw.replace(SUBJECT_STOP, '').trim();
  if (!keepArticle) s = s.replace(/^(?:the|a|an)\s+(?=\w)/i, (m) => (/^the\s/i.test(m) ? m : ''));
  if (s.length > 80) s = `${s.slice(0, 80).replace(/\s+\S*$/, '')}`;
  return s.replace(/[\s,;:]+$/, '');
}

export function detectSubject(
  objective: string,
  deliverable: string | null,
  fullText = '',
  hasInput = false,
): string {
  const stated = /\b(?:the )?(?:topic|subject) is\s+([^.;!?\n]+)/i.exec(fullText);
  const text = objective.replace(/[.!?]+$/, '');
  // "I want to start a candle business, what should I do first?": the plan is the subject.
  const plan =
    /^(?:i|we) (?:want|would like|'d like|plan|am planning|'m planning|are planning|need) to\s+([^,;.!?]+)/i.exec(
      text,
    );
  if (plan?.[1] && /[,;]\s*(?:what|how|where|which|should|can|any)\b/i.test(text))
    return `how to ${plan[1].trim()}`;
  // "an email to my boss asking for a raise": what is asked for is what the message is about.
  const asking = /\b(asking (?:for|about)|requesting)\s+(.+)$/i.exec(text);
  if (asking?.[1] && asking[2]) return `${asking[1]} ${trimSubject(asking[2], true)}`;
  const marker = SUBJECT_MARKERS.exec(text);
  if (marker?.[1]) {
    const s = trimSubject(marker[1]);
    if (s.length > 1) return s;
  }
  if (deliverable) {
    const escaped = deliverable.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const rest = new RegExp(`${escaped}\\s+(?:on|for)\\s+(.+)$`, 'i').exec(text)?.[1];
    if (rest) {
      let s = trimSubject(rest);
      // "a pitch for investors for our startup": the first phrase names the readers.
      const next = /\s(?:on|for)\s+(.+)$/i.exec(rest);
      if (PEOPLE.test(s) && isPeoplePhrase(s) && next?.[1]) s = trimSubject(next[1]);
      if (s.length > 1) return s;
    }
  }
  if (stated?.[1]) return trimSubject(stated[1]);
  const stripped = text.replace(LEADING_VERB, '');
  if (stripped !== text) {
    // "Suggest name ideas for a dog grooming business": the business is the subject.
    const wanted = /^(?:\w+\s+)?(?:ideas|names|taglines|slogans|titles)\s+(?:for|about|on)\s+(.+)$/i.exec(
      stripped,
    );
    const s = wanted?.[1] ? trimSubject(wanted[1], true) : trimSubject(stripped);
    // "Write a haiku" names what to produce, not what it is about.
    const bare = s.toLowerCase().replace(/^(?:an?|the|some|\d+)\s+/, '');
    if (deliverable && (bare === deliverable || bare === `${deliverable}s`)) {
      // "Create a quiz with 10 questions on photosynthesis": the topic comes later.
      const later = /\b(?:on|about)\s+(.+)$/i.exec(stripped);
      if (later?.[1]) return trimSubject(later[1]);
      // "Write unit tests for this" + pasted code: the deliverable is all the request names.
      return hasInput ? s : '';
    }
    if (s.length > 1) return s;
  }
  if (objective.trim().endsWith('?') || QUESTION.test(text)) {
    const s = trimSubject(questionTopic(text));
    return QUESTION.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
  }
  return '';
}

/** "what is the difference between TCP and UDP" -> "the difference between TCP and UDP". */
function questionTopic(question: string): string {
  const options = /^(?:what|which)(?:'s| is) better\b.*?,\s*([^,]+?\bor\b[^,]+)$/i.exec(question);
  if (options?.[1]) return options[1];
  return question
    .replace(/^(?:what|which)(?:'s| is) (?:the )?best way to\s+/i, 'how to ')
    .replace(/^how (?:do|can|should|would) (?:i|we|you|one)\s+/i, 'how to ')
    .replace(/^(?:what|who)(?:'s| is| are| was| were)\s+(?=\S+\s+\S)/i, '');
}

const PEOPLE =
  /\b(boss|landlord|professors?|hr|beginners?|novices?|newcomers?|students?|pupils?|learners?|kids|children|teens?|teenagers?|developers?|engineers?|programmers?|managers?|executives?|ceos?|ctos?|leaders?|customers?|clients?|users?|team|colleagues?|coworkers?|co-workers?|employees?|staff|readers?|audience|parents?|teachers?|nurses?|doctors?|patients?|investors?|stakeholders?|recruiters?|hiring managers?|people|adults?|professionals?|experts?|marketers?|founders?|freelancers?|workers?|owners?|followers?|subscribers?|seniors?|retirees?|scientists?|researchers?|lawyers?|designers?|gamers?|travell?ers?|moms?|dads?|graduates?|grads?|class|fans?|community|board|partners?|non-technical|laypeople|five-year-olds?|5-year-olds?|\d+[- ]year[- ]olds?|wife|husband|partner|mom|mum|dad|brother|sister|friends?|family|estudiantes|principiantes|niños|niñas|clientes|padres|profesionales|desarrolladores|gerentes|equipo|lectores|adolescentes|jóvenes|médicos|enfermer[oa]s|profesores|alumnos|usuarios|empleados|débutants|étudiants|élèves|enfants|parents|professionnels|développeurs|managers|équipe|lecteurs|adolescents|médecins|infirmi[eè]res?|enseignants|utilisateurs|salariés|anfänger(?:n)?|studenten|studierende|schüler(?:n)?|kinder(?:n)?|kunden|eltern|entwickler(?:n)?|manager(?:n)?|leser(?:n)?|jugendliche(?:n)?|ärzte(?:n)?|lehrer(?:n)?|mitarbeiter(?:n)?|nutzer(?:n)?)\b/i;

const AUDIENCE_PATTERNS: readonly RegExp[] = [
  /\b(?:target audience|audience|readers)(?: is| are|:)\s+([^,.;!?\n]{2,60})/i,
  /\b(?:aimed at|targeted at|targeting|geared towards?|intended for|written for|tailored (?:to|for)|directed at)\s+([^,.;:!?\n]{2,60})/i,
  /\b(?:for|to)\s+((?:my |our |the |a |an |some |busy |new |young |non-technical )?[^,.;:!?\n]{2,50}?)(?=\s+(?:who|that|about|on|in|with|to|for|using|so|asking|explaining|telling|requesting|announcing|saying|inviting|thanking|and)\b|[,.;:!?\n]|$)/i,
  /\b(?:para|pour|für)\s+((?:los |las |mis |nuestros |nuestras |un |una |les |des |mes |nos |un |une |die |meine |unsere |einen |eine |ein )?[^,.;:!?\n]{2,50}?)(?=\s+(?:que|qui|die|sobre|sur|über|en|dans|in)\b|[,.;:!?\n]|$)/i,
];

// "to get the top 10 customers", "to sound more professional": an infinitive, not readers.
const VERB_FIRST =
  /^(?:get|sound|make|be|help|ask|keep|use|learn|do|go|say|tell|show|find|start|become|look|feel|seem|reach|attract|impress|win|sell|convince|apply|hire|manage|find)\b/i;

/** The phrase names people: its head (last word) is a people word, and it is not a verb phrase. */
function isPeoplePhrase(candidate: string): boolean {
  if (VERB_FIRST.test(candidate)) return false;
  const head = candidate.split(/\s+/).at(-1) ?? '';
  // "my mom's 60th birthday", "project manager roles": the head is not a person.
  return PEOPLE.test(head) || /(?:old|olds|year-olds?)$/i.test(head) || candidate.split(/\s+/).length <= 2;
}

export function detectAudience(text: string): string | null {
  if (/\b(?:eli5|like i'?m (?:5|five)|like i am (?:5|five)|to a (?:5|five)[- ]year[- ]old)\b/i.test(text))
    return 'a five-year-old';
  // "email my professor asking for…": the person written to is the reader.
  const addressed =
    /^(?:email|e-mail|text|message|dm|write to|reply to|respond to)\s+((?:my|our|the)\s+[^,.;:!?\n]{2,40}?)(?=\s+(?:asking|about|to|that|and|with|for|saying|telling)\b|[,.;:!?\n]|$)/i.exec(
      text,
    );
  if (addressed?.[1] && PEOPLE.test(addressed[1])) return addressed[1];
  for (const re of AUDIENCE_PATTERNS) {
    const global = new RegExp(re.source, 'gi');
    for (const m of text.matchAll(global)) {
      // "to Git for beginners": the audience is what follows the last "for"/"to".
      const candidate = m[1]
        ?.trim()
        .replace(/\s+(?:in|on|with|and)$/i, '')
        .replace(/^.*\s(?:for|to)\s+/i, '');
      if (
        candidate &&
        PEOPLE.test(candidate) &&
        !/\b(words?|minutes?|pages?|lines?)\b/i.test(candidate) &&
        isPeoplePhrase(candidate)
      )
        return candidate;
    }
  }
  return null;
}

const TONE_WORD =
  '(?:formal|informal|casual|friendly|professional|humorous|funny|witty|serious|persuasive|enthusiastic|empathetic|conversational|academic|playful|warm|neutral|inspirational|inspiring|motivational|sarcastic|upbeat|authoritative|polite|light-hearted|lighthearted|fun|lively|engaging|encouraging|optimistic|technical|amable|cercano|profesional|divertido|serio|persuasivo|académico|cálido|formel|informel|amical|professionnel|humoristique|sérieux|persuasif|chaleureux|décontracté|formell|locker|freundlich|professionell|humorvoll|lustig|seriös|sachlich|überzeugend|herzlich)';
const TONE = new RegExp(
  `\\b${TONE_WORD}(?:(?:,\\s*|\\s+(?:and|but|yet|y|pero|et|mais|und|aber)\\s+)${TONE_WORD})*\\b`,
  'i',
);
const TONE_CONTEXT = /\b(tone|voice|style|register|tono|estilo|ton|style|tonfall|stil|ton)\b/i;

export function detectTone(text: string): string | null {
  const m = TONE.exec(text);
  if (!m) return null;
  // "technical" and "engaging" are tones only when the user frames them as such.
  if (/^(technical|engaging|serious|professional)$/i.test(m[0]) && !TONE_CONTEXT.test(text)) return null;
  return m[0];
}

const UNIT =
  '(?:words?|sentences?|paragraphs?|pages?|characters?|chars|lines?|bullet points?|bullets|points|items|tweets?|minutes?|slides?|palabras|frases|párrafos|páginas|caracteres|líneas|mots|phrases|paragraphes|caractères|lignes|wörter(?:n)?|sätze(?:n)?|absätze(?:n)?|seiten|zeichen|zeilen)';
const QUANTIFIER =
  '(?:(?:under|below|less than|fewer than|no more than|not more than|at most|max(?:imum)?|up to|around|about|approximately|roughly|at least|min(?:imum)?|exactly|between|within|menos de|máximo|como máximo|unas|moins de|au maximum|au plus|environ|maximal|höchstens|mindestens|etwa|unter)\\s+)';
const MEASURED_LENGTH = new RegExp(
  `(?:${QUANTIFIER}?\\d[\\d,.]*(?:\\s*(?:-|–|to|and|a|à|bis)\\s*\\d[\\d,.]*)?\\s*${UNIT}\\b)|\\b\\d+[- ](?:word|page|sentence|paragraph|minute|line)\\b|\\[[^\\]]+\\]-word\\b|\\b(?:one|two|three|four|five|a single|a) (?:sentence|paragraph|page|line)s?\\b`,
  'i',
);
const VAGUE_LENGTH =
  /\b(short|brief|long|lengthy|detailed|in-depth|comprehensive|corto|breve|largo|court|courte|bref|brève|long|longue|kurz|kurze[nrs]?|lang|lange[nrs]?|ausführlich)\b/i;

export function detectLength(text: string): string | null {
  return MEASURED_LENGTH.exec(text)?.[0] ?? VAGUE_LENGTH.exec(text)?.[0] ?? null;
}

const FORMAT =
  /\b(?:(?:as|in|into|using|with|en|sous forme d[e'']|als)\s+)?((?:an? |une? |una? |eine? )?(?:markdown |numbered |bulleted |html |json |simple |short )?(?:json(?: object| array)?|csv|yaml|xml|html|markdown|table|bullet(?:ed)?[- ]points?|bullet(?:ed)? list|bullets|numbered list|checklist|list|outline|code block|plain text|slides?|spreadsheet|tabla|lista numerada|lista|viñetas|tableau|liste numérotée|liste à puces|liste|puces|tabelle|nummerierte liste|liste|stichpunkte(?:n)?|aufzählung))\b/i;

export function detectOutputFormat(text: string): string | null {
  for (const line of text.split('\n')) {
    // "…and list the risks" uses list as a verb, not a format.
    const m = FORMAT.exec(line.replace(/^\s*list\b|\b(?:and|to|then|please|,)\s+list\b/gi, ''));
    // "my SQL and Tableau skills": the product, not the French word for a table.
    if (m?.[1] && !/^Tableau$/.test(m[1])) return m[1];
  }
  return null;
}

const LANGS: ReadonlyArray<[RegExp, string]> = [
  [/\bpython\b/i, 'Python'],
  [/\btypescript\b/i, 'TypeScript'],
  [/\bjavascript\b|\bnode\.?js\b|\bjs\b/i, 'JavaScript'],
  [/\bjava\b/i, 'Java'],
  [/\bc\+\+|\bcpp\b/i, 'C++'],
  [/\bc#|\bcsharp\b/i, 'C#'],
  [/\bgolang\b|\bin go\b/i, 'Go'],
  [/\brust\b/i, 'Rust'],
  [/\bruby\b/i, 'Ruby'],
  [/\bphp\b/i, 'PHP'],
  [/\bswift\b/i, 'Swift'],
  [/\bkotlin\b/i, 'Kotlin'],
  [/\bsql\b|\bpostgres(?:ql)?\b|\bmysql\b/i, 'SQL'],
  [/\bbash\b|\bshell script\b/i, 'Bash'],
  [/\bhtml\b/i, 'HTML'],
  [/\bcss\b/i, 'CSS'],
];

const FENCE_LANGS: Readonly<Record<string, string>> = {
  python: 'Python',
  py: 'Python',
  js: 'JavaScript',
  javascript: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  java: 'Java',
  cpp: 'C++',
  sql: 'SQL',
  html: 'HTML',
  go: 'Go',
  rust: 'Rust',
  rb: 'Ruby',
  php: 'PHP',
  bash: 'Bash',
  sh: 'Bash',
};

export function detectProgrammingLanguage(
  text: string,
  fenceLangs: readonly (string | null)[],
  kind: TaskKind,
): string | null {
  for (const [re, name] of LANGS) if (re.test(text)) return name;
  // React is a library, but it fixes the language question (JSX) as well as a language name would.
  if (kind === 'coding' && /\breact\b/i.test(text)) return 'React';
  for (const lang of fenceLangs) {
    const name = lang ? FENCE_LANGS[lang.toLowerCase()] : undefined;
    if (name) return name;
  }
  return kind === 'coding' ? null : null;
}
