import { hasCotRequest, removeCotPhrases } from './cot';
import { stripOpeners } from './objective';

export interface SentenceSplit {
  objective: string;
  requirements: string[];
  background: string[];
  role: string | null;
  asksStepByStep: boolean;
  droppedFiller: string[];
}

const FILLER = [
  /^(hi|hello|hey|hola|buenas|bonjour|salut|hallo|guten tag|ciao|olá)\b[\s,!.]*(there|all|everyone|chatgpt|claude|gemini|team)?[\s,!.]*$/i,
  /^(many )?(thanks|thank you|thx|ty|cheers|gracias|merci|danke|grazie|obrigad[oa])\b[\s\w,!.]{0,24}$/i,
  /^(please\s+)?(help( me)?|i need (your )?help|can you help( me)?|could you help( me)?)[\s,?!.]*(please)?[\s?!.]*$/i,
  /^(i hope (this|that) makes sense|hope that makes sense|does that make sense\??|you'?re the best|much appreciated)[\s!.]*$/i,
];

const TASK_VERBS =
  'write|create|make|generate|draft|compose|build|design|develop|give|list|explain|describe|summari[sz]e|translate|rewrite|improve|fix|debug|review|analy[sz]e|compare|plan|help|answer|suggest|recommend|teach|prepare|need to|must|should|will';

const ROLE_PATTERNS: readonly RegExp[] = [
  // Mistral's opener, which we write ourselves: the role may contain commas.
  /^you are (.+?), your (?:task|job|goal) is to\s+(.*)$/i,
  /^eres (.+?), tu tarea es(?: la siguiente:)?\s+(.*)$/i,
  /^(?:tu es|vous êtes) (.+?), (?:ta|votre) tâche est(?: la suivante ?:)?\s+(.*)$/i,
  /^du bist (.+?), deine aufgabe lautet:?\s+(.*)$/i,
  /^(?:please\s+)?(?:act|acting|serve|behave) as (.+?)(?:(?:,| and| to)\s+(.*))?$/i,
  /^(?:pretend|imagine) (?:to be|you are|you're) (.+?)(?:(?:,| and)\s+(.*))?$/i,
  new RegExp(
    `^you are (an? .+?|the .+?)(?:,?\\s+and\\s+(?:you\\s+|please\\s+)?((?:${TASK_VERBS})\\b.*))?$`,
    'i',
  ),
  /^as (an? [^,]+?), (.+)$/i,
  /^(?:actúa|actua) como (.+?)(?:(?:,| y)\s+(.*))?$/i,
  /^eres (una? .+?)(?:,\s*tu tarea es(?: la siguiente:)?\s+(.*))?$/i,
  /^(?:agis|agissez) (?:comme|en tant que) (.+?)(?:(?:,| et)\s+(.*))?$/i,
  /^(?:tu es|vous êtes) (une? .+?)(?:,\s*ta tâche est(?: la suivante ?:)?\s+(.*))?$/i,
  /^(?:agiere|handle) als (.+?)(?:(?:,| und)\s+(.*))?$/i,
  /^du bist (eine?[nrs]? .+?)(?:,\s*deine aufgabe lautet:?\s+(.*))?$/i,
];

const REQUEST =
  /^(please |kindly |pls )?(write|create|make|generate|draft|compose|build|design|develop|implement|give|list|explain|describe|summari[sz]e|translate|rewrite|improve|fix|debug|review|analy[sz]e|compare|plan|outline|suggest|recommend|help|tell|show|find|calculate|solve|prove|convert|optimi[sz]e|refactor|teach|brainstorm|produce|prepare|come up|propose|evaluate|assess|identify|classify|extract|answer|rate|edit|proofread|correct|can you|could you|would you|i have to|i need to|we have to|we need to|i need|i want|i'd like|i would like|we need|escribe|redacta|crea|haz|hazme|dame|explica|resume|traduce|genera|necesito|quiero|puedes|écris|écrivez|rédige|rédigez|crée|créez|fais|faites|donne|explique|expliquez|résume|traduis|génère|peux-tu|pouvez-vous|je veux|j'ai besoin|schreibe|schreib|erstelle|erstellen|mach|gib|erkläre|erklären|fasse|übersetze|generiere|ich brauche|ich möchte|kannst du|können sie|scrivi|crea|spiega|escreva|crie|explique)\b/i;

const BACKGROUND =
  /^(i am|i'm|i have|i've|i work|i run|i own|i live|i study|i teach|i manage|i lead|we live|we're based|we are|we're|we have|we run|we sell|my |our |it is|it's|this is|there (is|are)|the (company|product|team|app|website|business|client|audience|store|shop) |soy |tengo |trabajo |somos |tenemos |mi |mis |nuestr|je suis |j'ai |je travaille |nous sommes |nous avons |mon |ma |mes |notre |nos |ich bin |ich habe |ich arbeite |wir sind |wir haben |mein|unser)/i;
const INSTRUCTION_WORD =
  /\b(write|create|make|need|want|should|must|has to|have to|needs to|cite|please|help|would like|give|generate|explain|include|avoid|use|keep|don't|do not|never|always|make sure|ensure|focus|mention|add|start|end|necesito|quiero|debe|incluye|evita|usa|je veux|doit|inclus|évite|utilise|ich möchte|soll|muss|füge|vermeide|verwende)\b/i;

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function withPeriod(s: string): string {
  return /[.!?:;)\]"'»“”]$/.test(s) ? s : `${s}.`;
}

/** Splits prose into sentence-sized instructions, keeping list items whole. */
export function splitUnits(prose: string): string[] {
  const units: string[] = [];
  for (const rawLine of prose.split('\n')) {
    const line = rawLine.replace(/^\s*(?:[-*•+]|\d{1,2}[.)])\s+/, '').trim();
    if (line === '') continue;
    // Split after . ! ? when a new sentence clearly starts, but not inside "e.g. " or "3.5".
    const parts = line.split(/(?<=[^.\s]{2}[.!?])\s+(?=[\p{L}¿¡"“([])/u);
    for (const part of parts) {
      const trimmed = part.trim();
      if (trimmed !== '') units.push(trimmed);
    }
  }
  return units;
}

function matchRole(sentence: string): { role: string; rest: string | null } | null {
  const clean = sentence.replace(/[.!]+$/, '').trim();
  for (const re of ROLE_PATTERNS) {
    const m = re.exec(clean);
    if (m?.[1]) {
      // Our Mistral opener wraps non-imperative tasks; unwrap so a second pass does not nest them.
      const rest = (m[2] ?? m[3] ?? '')
        .trim()
        .replace(/^(?:carry out this request|answer this question):\s*/i, '');
      if (rest === '') return { role: m[1].trim(), rest: null };
      const ended = /[.!?]\s*$/.test(sentence) && !/[.!?]$/.test(rest) ? `${rest}.` : rest;
      return { role: m[1].trim(), rest: withPeriod(capitalize(ended)) };
    }
  }
  return null;
}

/** Removes English politeness wrappers so the objective reads as a direct instruction. */
export function directObjective(sentence: string): string {
  let s = sentence.trim();
  const rules: ReadonlyArray<[RegExp, string]> = [
    [/^(?:hi|hello|hey)[,!]?\s+/i, ''],
    [/^(?:please|kindly|pls)[,]?\s+/i, ''],
    [/^(?:can|could|would|will) you(?: please)?\s+(?!mind\b)(.+?)(?:,? please)?\?$/i, '$1.'],
    [/^(?:can|could|would|will) you(?: please)?\s+(?!mind\b)/i, ''],
    [/^(?:i want|i need|i'd like|i would like|we need|we want) you to\s+/i, ''],
    [/^(?:i need|i want|we need) (?:some )?help (?:with )?(?:writing|to write)\s+/i, 'Write '],
    [/^help me (?:to )?(write|create|make|plan|draft|build)\b(?!\s+(?:for|to|with|on|about)\b)/i, '$1'],
    [
      /^(?:i|we) (?:have to|need to|must|want to) (write|create|make|plan|draft|build|prepare|design)\b/i,
      '$1',
    ],
    [/^(?:please\s+)?help me (?:with|on)\s+/i, 'Help me with '],
  ];
  for (const [re, to] of rules) s = s.replace(re, to);
  s = s.replace(/,?\s+please([.?!]?)$/i, '$1');
  return withPeriod(capitalize(s));
}

/**
 * "…and i dont know what to say can you help me prepare talking points": a run-on that
 * ends in the actual request. Splitting it lets the request become the objective and the
 * rest its background.
 */
function splitRunOn(unit: string): string[] {
  const m =
    /^(.{20,}?\S)[,;]?\s+((?:so |and |but )?(?:can|could|would) (?:you|u) (?:please |pls )?(?:help|write|make|give|create|explain|tell|show|draft|suggest|prepare|fix)\b.*)$/i.exec(
      unit,
    );
  if (!m?.[1] || !m[2] || /\b(?:if|whether|wonder(?:ing)?|asking)$/i.test(m[1])) return [unit];
  const head = /[.!?]$/.test(m[1]) ? m[1] : `${m[1]}.`;
  return [head, m[2].replace(/^(?:so|and|but) /i, '')];
}

function isFiller(sentence: string): boolean {
  return FILLER.some((re) => re.test(sentence.trim()));
}

export function splitSentences(prose: string): SentenceSplit {
  const result: SentenceSplit = {
    objective: '',
    requirements: [],
    background: [],
    role: null,
    asksStepByStep: false,
    droppedFiller: [],
  };
  const instructions: string[] = [];
  for (const unit of splitUnits(prose).flatMap(splitRunOn)) {
    if (isFiller(unit)) {
      result.droppedFiller.push(unit);
      continue;
    }
    // "hi there, write a haiku", "ok so basically…": greetings and discourse markers hide
    // what the sentence is.
    const opened = stripOpeners(unit);
    if (opened.dropped !== '') result.droppedFiller.push(opened.dropped.replace(/[\s,;:-]+$/, ''));
    let sentence = opened.text;
    if (isFiller(sentence)) {
      result.droppedFiller.push(sentence);
      continue;
    }
    sentence = sentence.charAt(0).toUpperCase() + sentence.slice(1);
    if (hasCotRequest(sentence)) {
      result.asksStepByStep = true;
      const rest = removeCotPhrases(sentence);
      // "Think step by step." carries nothing else; profiles add their own reasoning cue.
      if (rest.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 3) continue;
    }
    if (result.role === null) {
      const role = matchRole(sentence);
      if (role) {
        result.role = role.role;
        if (role.rest === null) continue;
        sentence = role.rest;
      }
    }
    // "I want to ask for a promotion" is the user's own plan, not an instruction to the model.
    const ownPlans = sentence.replace(
      /\b(?:i|we) (?:want|need|have) to (?!write|create|make|draft|prepare)\w+/gi,
      '',
    );
    if (BACKGROUND.test(sentence) && !INSTRUCTION_WORD.test(ownPlans) && !sentence.endsWith('?')) {
      result.background.push(sentence);
      continue;
    }
    instructions.push(sentence);
  }
  const objectiveIndex = Math.max(
    0,
    instructions.findIndex((s) => REQUEST.test(s) || s.endsWith('?')),
  );
  const objective = instructions[objectiveIndex];
  if (objective !== undefined) {
    result.objective = directObjective(objective);
    result.requirements = instructions.filter((_, i) => i !== objectiveIndex);
  } else if (result.background.length > 0) {
    // Only statements: treat the first as what the user wants help with.
    result.objective = result.background.shift() ?? '';
  }
  return result;
}
