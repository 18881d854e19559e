import type { TaskKind } from '../types';

const DELIVERABLES =
  /\b(blog posts?|thesis intros?|thesis introductions?|introductions?|announcements?|instagram posts?|blog articles?|linkedin posts?|social media posts?|tweets?|threads?|cover letters?|press releases?|product descriptions?|newsletters?|e-?mails?|letters?|essays?|articles?|reports?|summar(?:y|ies)|stor(?:y|ies)|poems?|haikus?|sonnets?|limericks?|songs?|lyrics|speech(?:es)?|scripts?|functions?|classes|class|modules?|components?|sql quer(?:y|ies)|quer(?:y|ies)|regex(?:es)?|unit tests?|test cases?|apis?|lesson plans?|quiz(?:zes)?|study guides?|outlines?|business plans?|marketing plans?|plans?|proposals?|pitch(?:es)?|agendas?|checklists?|itinerar(?:y|ies)|recipes?|meal plans?|bios?|captions?|headlines?|slogans?|taglines?|resumes?|cvs?|job descriptions?|explanations?|analys[ie]s|comparisons?|reviews?|descriptions?|entradas? de blog|artículos?|correos?(?: electrónicos?)?|ensayos?|cartas?|informes?|resúmenes|resumen|cuentos?|poemas?|canciones?|funciones?|función|planes?|articles? de blog|courriels?|e-mails?|essais?|lettres?|rapports?|résumés?|histoires?|poèmes?|chansons?|fonctions?|blogbeitr[aä]g(?:e)?|artikel|aufs[aä]tze?|briefe?|berichte?|zusammenfassung(?:en)?|geschichten?|gedichte?|lieder?|funktion(?:en)?|pläne|plan)\b/i;

export function detectDeliverable(objective: string, text: string): string | null {
  const m = DELIVERABLES.exec(objective) ?? DELIVERABLES.exec(text);
  return m ? m[1]!.toLowerCase().replace(/^e-?mails?$/, 'email') : null;
}

const SUBJECT_MARKERS =
  /\b(?:(?:the )?(?:topic|subject) is|about|regarding|concerning|on the topic of|on the subject of|covering|sobre|acerca de|à propos de|au sujet de|sur|über|zum thema|su|sul|sulla)\s+(.+)$/i;
const SUBJECT_STOP =
  /\s*(?:[,;:.!?\n]|(?<!\])\)|\((?!\[)|\s(?:for|aimed at|targeted at|that (?:is|are|will|should|must|has|have)|which|in (?:under |about |around |less than |no more than )?\d|in (?:a|an) \w+ (?:tone|style|voice)|with(?:out)? |using |in (?:json|markdown|english|spanish|french|german|bullet)|para |pour |für |dans un |en (?:moins de )?\d|in (?:höchstens |maximal )?\d|mit )).*$/i;
export const LEADING_VERB =
  /^(?:please |kindly )?(?:write|create|make|generate|draft|compose|build|design|develop|implement|give me|give|list|explain|describe|summari[sz]e|translate|rewrite|improve|fix|debug|review|analy[sz]e|compare|plan|outline|suggest|recommend|tell me(?: about)?|show me|find|calculate|solve|prove|convert|optimi[sz]e|refactor|teach me(?: about)?|teach|brainstorm|produce|prepare|come up with|propose|evaluate|assess|identify|answer|edit|proofread|correct|compute|do|look at|tell me|resuelve|calcula|compara|analiza|résous|calcule|compare|analyse|löse|berechne|vergleiche|analysiere|escribe|redacta|crea|haz|hazme|dame|explica|explícame|resume|traduce|genera|écris|écrivez|rédige|rédigez|crée|créez|fais|faites|donne-moi|donne|explique|expliquez|résume|traduis|génère|schreibe|schreib|erstelle|mach|gib mir|gib|erkläre|erklär|fasse|übersetze|generiere|scrivi|spiega|escreva|crie|explique)\s+/i;

const QUESTION =
  /^(what|why|how|when|where|who|which|is|are|does|do|can|should|qué|por qué|cómo|cuál|quoi|pourquoi|comment|quel|quelle|was|warum|wie|welche[rs]?)\b/i;

function trimSubject(raw: string): string {
  let s = raw.replace(SUBJECT_STOP, '').trim();
  s = s.replace(/^(?:the|a|an)\s+(?=\w)/i, (m) => (/^the\s/i.test(m) ? m : ''));
  if (s.length > 80) s = `${s.slice(0, 80).replace(/\s+\S*$/, '')}`;
  return s.replace(/[\s,;:]+$/, '');
}

export function detectSubject(objective: string, deliverable: string | null, fullText = ''): string {
  const stated = /\b(?:the )?(?:topic|subject) is\s+([^.;!?\n]+)/i.exec(fullText);
  const text = objective.replace(/[.!?]+$/, '');
  const marker = SUBJECT_MARKERS.exec(text);
  if (marker?.[1]) {
    const s = trimSubject(marker[1]);
    if (s.length > 1) return s;
  }
  if (deliverable) {
    const after = new RegExp(
      `${deliverable.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(?:on|for)\\s+(.+)$`,
      'i',
    ).exec(text);
    if (after?.[1]) {
      const s = trimSubject(after[1]);
      if (s.length > 1) return s;
    }
  }
  if (stated?.[1]) return trimSubject(stated[1]);
  const stripped = text.replace(LEADING_VERB, '');
  if (stripped !== text) {
    const s = trimSubject(stripped);
    if (s.length > 1) return s;
  }
  if (objective.trim().endsWith('?') || QUESTION.test(text)) {
    const s = trimSubject(text);
    return QUESTION.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
  }
  return '';
}

const PEOPLE =
  /\b(boss|landlord|professors?|hr|beginners?|novices?|newcomers?|students?|pupils?|learners?|kids|children|teens?|teenagers?|developers?|engineers?|programmers?|managers?|executives?|ceos?|ctos?|leaders?|customers?|clients?|users?|team|colleagues?|coworkers?|co-workers?|employees?|staff|readers?|audience|parents?|teachers?|nurses?|doctors?|patients?|investors?|stakeholders?|recruiters?|hiring managers?|people|adults?|professionals?|experts?|marketers?|founders?|freelancers?|workers?|owners?|followers?|subscribers?|seniors?|retirees?|scientists?|researchers?|lawyers?|designers?|gamers?|travell?ers?|moms?|dads?|graduates?|grads?|class|fans?|community|board|partners?|non-technical|laypeople|five-year-olds?|5-year-olds?|estudiantes|principiantes|niños|niñas|clientes|padres|profesionales|desarrolladores|gerentes|equipo|lectores|adolescentes|jóvenes|médicos|enfermer[oa]s|profesores|alumnos|usuarios|empleados|débutants|étudiants|élèves|enfants|parents|professionnels|développeurs|managers|équipe|lecteurs|adolescents|médecins|infirmi[eè]res?|enseignants|utilisateurs|salariés|anfänger(?:n)?|studenten|studierende|schüler(?:n)?|kinder(?:n)?|kunden|eltern|entwickler(?:n)?|manager(?:n)?|leser(?:n)?|jugendliche(?:n)?|ärzte(?:n)?|lehrer(?:n)?|mitarbeiter(?:n)?|nutzer(?:n)?)\b/i;

const AUDIENCE_PATTERNS: readonly RegExp[] = [
  /\b(?:target audience|audience|readers)(?: is| are|:)\s+([^,.;!?\n]{2,60})/i,
  /\b(?:aimed at|targeted at|targeting|geared towards?|intended for|written for|tailored (?:to|for)|directed at)\s+([^,.;:!?\n]{2,60})/i,
  /\b(?:for|to)\s+((?:my |our |the |a |an |some |busy |new |young |non-technical )?[^,.;:!?\n]{2,50}?)(?=\s+(?:who|that|about|on|in|with|to|using|so|asking|explaining|telling|requesting|announcing|saying|inviting|thanking|and)\b|[,.;:!?\n]|$)/i,
  /\b(?:para|pour|für)\s+((?:los |las |mis |nuestros |nuestras |un |una |les |des |mes |nos |un |une |die |meine |unsere |einen |eine |ein )?[^,.;:!?\n]{2,50}?)(?=\s+(?:que|qui|die|sobre|sur|über|en|dans|in)\b|[,.;:!?\n]|$)/i,
];

export function detectAudience(text: string): string | null {
  if (/\b(?:eli5|like i'?m (?:5|five)|like i am (?:5|five)|to a (?:5|five)[- ]year[- ]old)\b/i.test(text))
    return 'a five-year-old';
  for (const re of AUDIENCE_PATTERNS) {
    const global = new RegExp(re.source, 'gi');
    for (const m of text.matchAll(global)) {
      // "to Git for beginners": the audience is what follows the last "for"/"to".
      const candidate = m[1]
        ?.trim()
        .replace(/\s+(?:in|on|with|and)$/i, '')
        .replace(/^.*\s(?:for|to)\s+/i, '');
      if (candidate && PEOPLE.test(candidate) && !/\b(words?|minutes?|pages?|lines?)\b/i.test(candidate))
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
    if (m?.[1]) return m[1];
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
  for (const lang of fenceLangs) {
    const name = lang ? FENCE_LANGS[lang.toLowerCase()] : undefined;
    if (name) return name;
  }
  return kind === 'coding' ? null : null;
}
