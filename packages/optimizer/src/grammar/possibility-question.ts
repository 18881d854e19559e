/**
 * "Can you freeze cooked lasagne", "can u get sunburn through a window": English "can you" also
 * asks whether something is possible for anyone, and then it is no request to the assistant.
 * Turning it into an instruction ("Freeze cooked lasagne.") changes the task, so only openers
 * followed by something an assistant does with words are read as polite requests.
 */

/** Verbs an assistant performs in text: "can you <verb> …" asks it to. */
const SERVICE_VERBS = new Set(
  `write rewrite draft create give tell explain list recommend suggest help check fix correct
  summarize summarise translate find show plan compare design generate review proofread edit improve
  polish shorten expand outline describe analyse analyze calculate solve convert format
  turn brainstorm build code teach read answer prepare compose organise organize
  sort rank rate estimate evaluate assess identify extract pull clean simplify rephrase reword
  paraphrase split merge combine tidy structure spot flag highlight point critique quiz test act
  pretend play roleplay imagine guess predict name define clarify interpret decode debug optimize
  optimise refactor implement add remove update change modify adjust adapt tailor personalise
  personalize advise send draw sketch mock transcribe proof fill complete finish continue redo
  condense elaborate word phrase title caption tag label cite research search remind recap
  reply respond think`.split(/\s+/),
);
/**
 * Verbs that ask for a service only with a recipient, the user's text, a particle or a made thing
 * ("make me a plan", "break this down", "take a look", "make a cleaning rota"); otherwise they ask what is possible ("can
 * you make pancakes without eggs", "can you break a lease early").
 */
const AMBIGUOUS_VERBS = new Set(
  'make get do take put give set run go look come break walk work figure cut keep'.split(' '),
);
const MADE_THING =
  /^(?:me|us|him|her|them|this|these|that|it|the following|(?:my|our)\s+(?:[a-z-]+\s+){0,2}?(?:essay|intro|bio|cv|resume|email|letter|post|caption|speech|text|message|paragraph|summary|answer|writing|draft|cover letter|report|slides?|presentation|code|function|script)\b|out|through|over|up|down|at|into|a\s+(?:quick\s+)?look|a\s+(?:[a-z-]+\s+){0,2}?(?:rota|timetable|worksheet|flyer|poster|invitation|playlist|itinerary|list|plan|table|summary|schedule|poem|story|letter|email|post|script|chart|outline|quiz|menu|recipe|template|version|draft|note|message|caption|slogan|song|joke|speech|toast|bio|description|review|report|checklist|timeline|budget|spreadsheet|diagram|picture|image|logo|presentation|guide)|an\s+(?:outline|email|essay|itinerary|image|example|overview|analysis)|some\s+(?:ideas|examples|suggestions))\b/i;

const OPENER = /^(?:can|could)\s+(?:you|u)\s+(?!please\b|pls\b|plz\b)(\p{L}+)\s*(.*)$/iu;

/** The sentence asks whether something can be done ("can you freeze X"), not for a service. */
export function isPossibilityQuestion(text: string): boolean {
  const match = OPENER.exec(text.trim());
  if (!match) return false;
  const verb = match[1]!.toLowerCase();
  const rest = match[2] ?? '';
  if (AMBIGUOUS_VERBS.has(verb)) return !MADE_THING.test(rest);
  return !SERVICE_VERBS.has(verb);
}
