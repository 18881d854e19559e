import type { Analysis } from '../analysis/types';
import { scaffoldKey } from '../i18n/scaffold';
import type { Scaffold } from '../i18n/scaffold/types';
import { unicodeWords } from '../grammar/unicode-words';
import { NO_PICK, roomFor } from './consistency';
import { isDecision } from './role-fit';

/**
 * "Help me pick a phone plan: 1) … 2) …", "should I take the job in Leeds or stay", "which is
 * better for me, X or Y, I mainly read…": the user wants a pick, not "which option fits best
 * under which conditions", a neutral survey that hands the choice back. When the user asks us
 * to choose, or tells us their own situation beside a comparison, the closing line asks for the
 * assistant's own pick for that situation and what would change it. A bare "compare X and Y"
 * keeps the neutral line, and "don't tell me which to pick" keeps no verdict at all.
 */
const PICK_LINE: Readonly<Record<string, string>> = {
  en: 'End with the one you would pick for my situation and why, and what would change that choice.',
  es: 'Termina diciendo cuál elegirías tú en mi situación y por qué, y qué te haría cambiar de elección.',
  fr: 'Terminez en indiquant l’option que vous choisiriez dans ma situation et pourquoi, et ce qui changerait ce choix.',
  'fr-tu':
    'Termine en indiquant l’option que tu choisirais dans ma situation et pourquoi, et ce qui changerait ce choix.',
  de: 'Sag zum Schluss, welche Option du in meiner Situation wählen würdest und warum, und was diese Wahl ändern würde.',
  'de-sie':
    'Sagen Sie zum Schluss, welche Option Sie in meiner Situation wählen würden und warum, und was diese Wahl ändern würde.',
  it: 'Concludi dicendo quale opzione sceglieresti nella mia situazione e perché, e che cosa cambierebbe questa scelta.',
  pt: 'Termine dizendo qual opção você escolheria na minha situação e por quê, e o que mudaria essa escolha.',
};

/** The user asks us to choose: a verb of choosing aimed at us. */
const CHOOSE_ASK = unicodeWords(
  /\b(?:help me (?:to )?(?:pick|choose|decide|select)|pick (?:one )?for me|choose for me|decide for me|which (?:one |option )?(?:should|would) (?:i|you)|what would you (?:pick|choose|do|go for)|which (?:one )?(?:is|would be) (?:better|best|right) for (?:me|us)|ay[úu]da(?:me|s|rme)? a (?:elegir|decidir|escoger)|me ayudas a (?:elegir|decidir)|cu[áa]l (?:elijo|escojo|me conviene|deber[íi]a|elegir[íi]as)|aide[sz]?[- ]moi à (?:choisir|d[ée]cider)|lequel choisir|laquelle choisir|(?:lequel|laquelle) (?:choisirais|prendrais|me conseill)\w*|hilf mir\b[^.?!\n]{0,30}\b(?:entscheid\w*|auszuwählen|wählen)|helfen\b[^.?!\n]{0,30}\b(?:zu entscheiden|auszuwählen|zu wählen)|welche[rsn]? (?:soll(?:te)? ich|würdest du|würden sie|nehme ich)|aiutami a (?:scegliere|decidere)|quale (?:dovrei )?(?:scegliere|prendere|mi conviene|sceglieresti)|me ajud[ea] a (?:escolher|decidir)|ajude-me a (?:escolher|decidir)|qual (?:devo )?(?:escolher|compensa|voc[êe] escolheria))\b/i,
);

/**
 * "Should I take the job in Leeds or stay?": a question to oneself between two courses. Not
 * "should I be worried or is this normal", whose "or" opens a second question, not an option.
 */
const OR_TAIL =
  "(?!\\s+(?:is|are|was|not|no|does|do|did|will|am|something|what|anything|es|est[áa]|est|n['’]est|pas|ist|nicht|sind|non|[èé]|não|nao)\\b)";
const SHOULD_OR = unicodeWords(
  new RegExp(
    `\\b(?:(?:should|shall) (?:i|we)|whether (?:to|i should|we should))\\b[^.?!\\n]{1,80}\\bor\\b${OR_TAIL}|\\b(?:deber[íi]a|me quedo)\\b[^.?!\\n]{1,80}\\bo\\b${OR_TAIL}|\\b(?:dois|devrais)[- ]je\\b[^.?!\\n]{1,80}\\bou\\b${OR_TAIL}|\\bsoll(?:te)? ich\\b[^.?!\\n]{1,80}\\boder\\b${OR_TAIL}|\\bdovrei\\b[^.?!\\n]{1,80}\\bo\\b${OR_TAIL}|\\bdevo\\b[^.?!\\n]{1,80}\\bou\\b${OR_TAIL}`,
    'i',
  ),
);
/**
 * Italian "devo accettare … o restare": Portuguese "devo pagar o IPVA" has the article "o", so
 * only an Italian infinitive (-are, -ere, -ire) after the "o" counts.
 */
const DEVO_O = /\bdevo\b[^.?!\n]{1,80}\bo (?:\w+ )?\w+(?:are|ere|ire)\b/i;

function asksToChoose(analysis: Analysis): boolean {
  const request = analysis.request;
  return CHOOSE_ASK.test(request) || SHOULD_OR.test(request) || DEVO_O.test(request) || isDecision(analysis);
}

/** The user tells their own situation: the answer is for them, not for readers in general. */
const OWN_SITUATION = unicodeWords(
  /\b(?:for me|for us|my situation|in my case|i(?:'m| am) an?|i (?:mainly|mostly|usually|often|only|rarely|work|live|commute|travel|read|play|earn|have (?:a|two|three|kids|a kid))|para m[íi]|en mi (?:caso|situaci[óo]n)|sobre todo|principalmente|pour moi|dans mon cas|surtout|principalement|je suis|für mich|in meinem fall|hauptsächlich|meistens|ich bin|per me|nel mio caso|soprattutto|para mim|no meu caso|sobretudo)\b/i,
);

/** The user rules out a recommendation or a verdict ("don't decide for me", "not a yes or no"). */
const NO_VERDICT = unicodeWords(
  /\b(?:don['’]?t|do not) (?:decide|choose|pick|recommend)\b|\bno decidas\b|\bne (?:décide|choisis|décidez|choisissez) pas\b|\bentscheide(?:n sie)? nicht\b|\bnon decidere\b|\bnão decida\b/i,
);

/** Two named options: "between X and Y", "X or Y". */
const BETWEEN = unicodeWords(/\b(?:between|or|entre|o|ou|zwischen|oder|tra|fra)\b/i);

/** Kinds a choice is read as; a plan of "whether to move to Berlin or Amsterdam" is one too. */
const DECIDING_KINDS: ReadonlySet<string> = new Set(['compare', 'advice', 'question', 'plan']);

/** The user wants our pick for their situation, and has not ruled a verdict out. */
export function wantsPick(analysis: Analysis): boolean {
  const { kind } = analysis.classification;
  const request = analysis.request;
  // "aiutami a scegliere tra la palestra e la piscina" read, unsure, as something to write, or
  // "help me pick a tariff: 1) … 2) …" as an edit: the choice is still the ask.
  const listed = analysis.material.some((m) => m.kind === 'list');
  const unsureChoice =
    analysis.classification.confidence < 0.5 && asksToChoose(analysis) && (BETWEEN.test(request) || listed);
  if (!(DECIDING_KINDS.has(kind) || unsureChoice) || analysis.material.some((m) => m.kind !== 'list'))
    return false;
  // "Help me choose a marathon plan" still wants a plan; only two named courses make it a choice.
  if (kind === 'plan' && !BETWEEN.test(request)) return false;
  if (NO_PICK.test(request) || NO_VERDICT.test(request)) return false;
  if (analysis.slots.constraints.some((c) => c.topic === 'recommendation' && c.negated)) return false;
  // A comparison with the user's own situation beside it ("compare X and Y, I mostly…") is theirs.
  return asksToChoose(analysis) || (kind === 'compare' && OWN_SITUATION.test(request));
}

export function pickLine(analysis: Analysis): string | null {
  return PICK_LINE[scaffoldKey(analysis)] ?? PICK_LINE[analysis.language] ?? null;
}

interface Closed {
  role: string | null;
  guidance: string[];
  format: string | null;
}

/**
 * The neutral "which option fits best under which conditions" becomes the user's pick; a choice
 * read as advice or a question gets the pick as its last line. A choice read as a plan ("help me
 * plan whether to move to Berlin or Amsterdam") is no plan: the planner, its "make every step
 * concrete" and its step-by-step format go.
 */
export function closeWithPick(analysis: Analysis, scaffold: Scaffold, plan: Closed): Closed {
  if (!wantsPick(analysis)) return plan;
  const line = pickLine(analysis);
  if (!line) return plan;
  const { kind } = analysis.classification;
  const bestFit = scaffold.guidance.compare?.[1];
  const planLines = new Set(kind === 'plan' ? (scaffold.guidance.plan ?? []) : []);
  const guidance = plan.guidance.filter((l) => !planLines.has(l));
  const at = bestFit ? guidance.indexOf(bestFit) : -1;
  if (at >= 0) guidance.splice(at, 1, line);
  // A closing line has no room in a one-sentence answer.
  else if (!guidance.includes(line) && roomFor(analysis) !== 'none') guidance.push(line);
  if (kind !== 'plan') return { ...plan, guidance };
  return {
    role: plan.role === scaffold.roles.plan ? (scaffold.roles.advice ?? null) : plan.role,
    guidance,
    format: plan.format === scaffold.formats.plan ? null : plan.format,
  };
}
