/**
 * Questions and requests with no verb: a plain question is sharpened by what surrounds it (code
 * with a fault, numbers with a quantity asked, options, advice, a level to teach at).
 */
import { isSpokenScript } from './classify-script';
import { nounAfter, imageGenerator, verdict, type Ctx, type Noun, type Verdict } from './classify-context';
import { aboutHealth, mathSignal } from './classify-signals';
import { comparesOptions, comparison } from './classify-compare';
import { wordCount } from './word-count';

/** Advice is asked ("should I move?"), not a practical "how long should I boil an egg". */
function asksAdvice(ctx: Ctx): boolean {
  const advice = ctx.d.advice.exec(ctx.f);
  if (!advice) return ctx.hits.some((h) => h.kind === 'advice');
  const quantity = ctx.d.quantities.exec(ctx.f);
  return !quantity || quantity.index > advice.index;
}

// "my 2 year old", "mon fils de 5 ans": the age of the user's child, who the question is about.
const OWN_CHILD =
  /(?<![\p{L}])(?:my|our|his|her|mon|ma|notre|son|sa|mi|nuestro|nuestra|su|mein|meine|unser|unsere|sein|seine|ihr|ihre|mio|mia|nostro|nostra|suo|sua|meu|minha|nosso|nossa|seu)\s+(?:\p{L}+\s+){0,2}$/u;

/**
 * A level asked for ("like I'm 5", "to a 10 year old"), not an age in the story ("my 2 year old
 * has a fever"); a question about medicine is never a lesson.
 */
export function levelAsked(ctx: Ctx): boolean {
  if (aboutHealth(ctx.f)) return false;
  return ctx.d.levels
    .all(ctx.f)
    .some((m) => !OWN_CHILD.test(ctx.f.slice(Math.max(0, m.index - 30), m.index).replace(/\d+[\s-]*$/, '')));
}

/** A plain question, sharpened by the material and cues around it. */
export function fromQuestion(ctx: Ctx): Verdict {
  const { d, f, mat } = ctx;
  if ((mat.code || mat.log) && d.faults.test(f)) return verdict('debug', 0.85);
  // "why won't my container start?" over a log or config: a why-question about code is a fault.
  if ((mat.code || mat.log) && WHY.test(f)) return verdict('debug', 0.75);
  if (mat.code && d.codeMeaning.test(f)) return verdict('explain', 0.8);
  // "my react native app crashes when I open the camera, what do I check": a fault in software,
  // described without the code. "How should our agent have handled a customer whose app
  // crashed?" asks about people, not the app.
  if (d.faults.test(f) && SOFTWARE.test(f) && !ctx.talk && !CONDUCT.test(f)) return verdict('debug', 0.7);
  if (mat.data) return verdict('analyze-data', 0.75);
  if (mathSignal(f, d, mat)) return verdict('math', 0.85);
  const compare = comparison(ctx);
  if (compare) return compare;
  // "How do I compare two quotes?", "Minha mãe compara eu e minha irmã": "compare" inside a
  // question or a statement is no request for a comparison; only the request's own verb is.
  if (ctx.hits.some((h) => h.kind === 'compare' && comparesOptions(ctx, h))) return verdict('compare', 0.8);
  if (asksAdvice(ctx)) return verdict('advice', 0.75);
  if (levelAsked(ctx)) return verdict('explain', 0.75);
  const wanted = suggested(ctx);
  if (wanted) return verdict('brainstorm', 0.75, wanted);
  if (mat.code) return verdict('debug', 0.5);
  return verdict('question', f.includes('?') ? 0.7 : 0.6);
}

// Frameworks and code words, and code tokens ("user.email!", "useEffect", "ngOnInit()"): the
// fault is in software.
const SOFTWARE =
  /[\p{Ll}]\.[\p{Ll}_]+[!?]?(?=[\s,)]|$)|\w\(\)|\b[a-z]+[A-Z][a-z]+\w*\b|(?<![\p{L}])(?:angular|vue|svelte|component|eslint|tsc|jsx|tsx|app|apps|android|ios|react|expo|sdk|api|server|backend|frontend|build|compile[rd]?|deploy\w*|npm|pip|docker|python|javascript|typescript|java|kotlin|swift|rust|golang|code|script|function|database|sql|website|css|html|node|django|rails|flask|kubernetes|git|vscode|xcode|gradle|webpack|vite|next\.?js)(?![\p{L}])/u;
/** The request calls its source a conversation (folded). */
export const TALK_NOUNS =
  /(?<![\p{L}])(?:chat|chats|transcript|call|meeting|conversation|dialogue|chatprotokoll|gesprach|anruf|meeting|appel|reunion|conversacion|llamada|reunion|conversazione|chiamata|telefonata|riunione|conversa|chamada|reuniao|atendimento)(?![\p{L}])/u;
// Someone's handling of a customer or a call: a question about people, not a fault to debug.
const CONDUCT =
  /(?<![\p{L}])(?:(?:support|sales|service|customer|call center|help ?desk)\s+(?:agents?|reps?|staff|team|chat|call)|(?:the|our|my|this)\s+(?:agent|rep|representative|operator|cashier|waiter)|agent'?s|transcript|(?:have|has|had|they|she|he|we|i)\s+handled|empathy|polite\w*|rude\w*)(?![\p{L}])/u;
const WHY = /^\s*(?:why|how come|por ?que|pourquoi|warum|wieso|weshalb|perche)(?![\p{L}])/u;
// "a good name", "some ideas", "un buen nombre": asking for suggestions, not a fact.
const SUGGEST =
  /(?:good|nice|cool|catchy|creative|clever|fun|funny|unique|original|some|buen|buena|buenos|buenas|bon|bonne|bons|bonnes|gute|guter|gutes|guten|buon|buona|buoni|buone|bom|boa|boas)\s+$/;

/** A brainstorm noun asked for with a quality ("what's a good name for a grey kitten?"). */
function suggested(ctx: Ctx): Noun | null {
  for (const m of ctx.d.nouns.list.all(ctx.f)) {
    if (m.index > 80) break;
    if (ctx.d.nouns.kindOf(m.text) !== 'brainstorm') continue;
    if (SUGGEST.test(ctx.f.slice(Math.max(0, m.index - 12), m.index)))
      return { kind: 'brainstorm', start: m.index, end: m.index + m.text.length, text: m.text };
  }
  return null;
}

/** No verb at all: a bare topic, a noun phrase, or a paste with no words. */
export function fromNothing(ctx: Ctx): Verdict {
  const { d, f, mat } = ctx;
  if (mathSignal(f, d, mat)) return verdict('math', 0.8);
  const compare = comparison(ctx);
  if (compare) return compare;
  if (d.advice.test(f)) return verdict('advice', 0.65);
  const noun = nounAfter(ctx, 0, 40);
  const words = wordCount(f, 3);
  if (noun && noun.start <= 20) {
    if (imageGenerator(ctx)) return verdict('image', 0.75, noun);
    // "script to ask my boss for a raise": words to say, not a program.
    if (isSpokenScript(ctx, noun)) return verdict('write', 0.62, noun);
    // One word is a topic: it names the deliverable but nothing about it.
    return verdict(noun.kind, words <= 2 ? 0.6 : 0.62, noun);
  }
  if (levelAsked(ctx) && words > 2) return verdict('explain', 0.6);
  if (imageGenerator(ctx)) return verdict('image', 0.7);
  if (!f.trim() && mat.any) {
    if (mat.code || mat.log) return verdict('debug', 0.35);
    if (mat.data) return verdict('analyze-data', 0.35);
    return verdict('summarize', 0.3);
  }
  if (f.includes('?')) return fromQuestion(ctx);
  // "getting this error in my react app" over a stack trace and the component: a fault to find.
  if ((mat.code || mat.log) && d.faults.test(f)) return verdict('debug', 0.8);
  // "git push fails with rejected", "npm install hangs forever": a fault in software, no code.
  if (d.faults.test(f) && SOFTWARE.test(f) && !ctx.talk && !CONDUCT.test(f)) return verdict('debug', 0.65);
  return verdict(words <= 3 ? 'question' : 'write', 0.3);
}
