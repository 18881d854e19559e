import { DETECTORS, type Detectors } from './classify-words';
import { fold } from './fold';
import { materialFacts, mathSignal, type MaterialFacts } from './classify-signals';
import { isConversation } from './conversation';
import { languageBefore, programmingLanguage } from './programming-language';
import { CONFIDENT } from './types';
import type { Classification, MaterialSplit, TaskKind, WordLanguage } from './types';

// The ask is in the first words; a long paste-free request is still read only this far.
const MAX_CHARS = 2400;
// How far after a producer verb its deliverable noun may sit ("write me a short, warm email").
const NOUN_WINDOW = 90;
// A clause ends here; the next clause may carry its own ask.
const CLAUSE_END = /[.!?\n:;,(¿¡"]/;
// Below this many characters, what follows the first line is more request, not a pasted text.
const INLINE_MIN = 40;

interface Hit {
  kind: TaskKind | null;
  type: 'ask' | 'producer' | 'question';
  start: number;
  end: number;
  text: string;
  /** At a clause start (after lead-ins): the request's own verb, not one inside a clause. */
  primary: boolean;
}

interface Ctx {
  d: Detectors;
  /** The request folded (lower case, no accents); indexes match `raw`. */
  f: string;
  raw: string;
  mat: MaterialFacts;
  /**
   * Text pasted into the request itself, under its first line, that the material split left in
   * place ("make this sound professional:\n\nhey im dana…"): it is a source like pasted material.
   */
  inline: boolean;
  /** Pasted prose, folded: a word problem quoted under "explain this problem". */
  pasted: string;
  /** A conversation between people is the source (pasted, or written under the first line). */
  talk: boolean;
  hits: Hit[];
}

interface Verdict {
  kind: TaskKind;
  confidence: number;
  /** Where the deliverable sits in the request, to cut it in the user's own words. */
  deliverable: { start: number; end: number } | null;
}

interface Noun {
  kind: TaskKind;
  start: number;
  end: number;
  text: string;
}

const TYPE_RANK = { ask: 0, producer: 1, question: 2 } as const;

function isPrimary(ctx: Ctx, start: number): boolean {
  let b = start - 1;
  while (b >= 0 && !CLAUSE_END.test(ctx.f[b] ?? '')) b--;
  const before = ctx.f.slice(b + 1, start).trim();
  if (before !== '' && !ctx.d.leadIns.test(before)) return false;
  // "He pensado en varias cosas: alquilar bicis, hacer talleres…": options listed inside a
  // statement are what the user considers, not what they ask for.
  if (b >= 0 && /[,:;]/.test(ctx.f[b] ?? '')) {
    const { start: sentence } = sentenceAround(ctx.f, start);
    if (STATEMENT_OPENING.test(ctx.f.slice(sentence, b).trim())) return false;
  }
  return true;
}

/** Folded openings of a sentence that tells the situation. */
const STATEMENT_OPENING =
  /^(?:(?:hola|hi|hey|oi|ola|salut|ciao|hallo)[\s,!]+)?(?:i'?ve|i have|i was|i had|we'?ve|we have|we were|my|our|he|hemos|tengo|tenemos|estuve|pense|mi|mis|j'?ai|nous avons|mon|ma|mes|ich habe|ich hab|wir haben|mein|meine|ho|abbiamo|mio|mia|tenho|temos|pensei|meu|minha)(?![\p{L}])/u;

function collect(ctx: Ctx): Hit[] {
  const hits: Hit[] = [];
  const scan = (type: 'ask' | 'producer', matcher: Detectors['asks']) => {
    for (const m of matcher.list.all(ctx.f)) {
      const kind = matcher.kindOf(m.text);
      if (kind === undefined) continue;
      hits.push({ kind, type, start: m.index, end: m.index + m.text.length, text: m.text, primary: false });
    }
  };
  scan('ask', ctx.d.asks);
  scan('producer', ctx.d.producers);
  // "get the order number from this chat", "From the messages below, get …": an everyday verb
  // extracts when its sentence names where from.
  for (const m of ctx.d.fetch.all(ctx.f)) {
    const { start, end } = sentenceAround(ctx.f, m.index);
    if (!ctx.d.sources.test(ctx.f.slice(start, end))) continue;
    const hitEnd = m.index + m.text.length;
    hits.push({ kind: 'extract', type: 'ask', start: m.index, end: hitEnd, text: m.text, primary: false });
  }
  // Question words count only where a clause starts: "what" inside "tell me what to do" is no question.
  const starts = [0];
  for (let i = 0; i < ctx.f.length; i++) if (CLAUSE_END.test(ctx.f[i] ?? '')) starts.push(i + 1);
  for (const s of starts) {
    const rest = ctx.f.slice(s, s + 200);
    const lead = ctx.d.leadPrefix.exec(rest)?.[0].length ?? 0;
    const q = ctx.d.questionWords.exec(rest.slice(lead));
    // ", que me ajuda na loja", ", qui habite à Lyon": after a comma "que" opens a relative clause.
    if (q && /^(?:que|qui|che)$/.test(q[0].trim()) && ctx.f[s - 1] === ',') continue;
    // "were not really museum people" (we're), "can do 3 days a week": no subject, no question.
    if (q && AUX.test(q[0].trim()) && !SUBJECT_NEXT.test(rest.slice(lead + q[0].length))) continue;
    if (q) {
      const start = s + lead;
      hits.push({
        kind: 'question',
        type: 'question',
        start,
        end: start + q[0].length,
        text: q[0],
        primary: true,
      });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end || TYPE_RANK[a.type] - TYPE_RANK[b.type]);
  // "don't explain the moral", "sin resumir": a verb the user rules out is no ask.
  // "a Cida, que me ajuda na loja", "my sister who helps me": a verb in a relative clause
  // describes someone; it asks nothing.
  const asked = hits.filter(
    (h) =>
      h.type === 'question' ||
      (!NEGATED.test(ctx.f.slice(Math.max(0, h.start - 24), h.start)) &&
        !RELATIVE.test(ctx.f.slice(Math.max(0, h.start - 12), h.start))),
  );
  const kept: Hit[] = [];
  let covered = -1;
  for (const h of asked) {
    if (h.start < covered) continue;
    if (h.type !== 'question') h.primary = isPrimary(ctx, h.start);
    kept.push(h);
    covered = h.end;
  }
  return kept;
}

const AUX = /^(?:is|are|am|was|were|do|does|did|can|could|will|would|should|shall|have|has)$/;
const SUBJECT_NEXT =
  /^\s+(?:i|you|u|we|it|they|he|she|this|that|there|the|a|an|my|your|our|his|her|their|these|those|anyone|someone|anything|any|some|\p{Lu})/u;

const RELATIVE =
  /(?:^|[^\p{L}'])(?:que|qui|che|who|which)\s+(?:(?:me|te|nos|lui|mi|ti|ci|ela|ele|il|elle)\s+)?$/u;

const NEGATED =
  /(?:^|[^\p{L}'])(?:don'?t|do not|dont|never|not|no need to|without|nor|no|non|ne|pas|nicht|kein\p{L}*|n[aã]o|nao|sans|sin|senza|sem|ohne|nunca|jamais|mai)\s+(?:\p{L}+\s+)?$/u;

function sentenceAround(f: string, at: number): { start: number; end: number } {
  let start = at;
  while (start > 0 && !/[.?!\n]/.test(f[start - 1] ?? '')) start--;
  const stop = f.slice(at).search(/[.?!\n]/);
  return { start, end: stop < 0 ? f.length : at + stop };
}

// "budget 60 euro", "budget: $500", "a budget of 300 dollars": a noun given a value is a constraint
// of the request, not the thing to produce ("a plan of 6 weeks" still is one).
const VALUED =
  /^\s*(?:[:=]\s*)?[$€£]?\s*\d|^\s*(?:of|de|di|da|von)\s+(?:[$€£]\s*\d|\d[\d.,]*\s*(?:k|€|\$|£|eur|euros?|dollars?|usd|pounds?|gbp|reais|chf)(?![\p{L}]))/u;

/** The first deliverable noun after `from`, before the topic starts ("write about my trip"). */
function nounAfter(ctx: Ctx, from: number, window = NOUN_WINDOW): Noun | null {
  let text = ctx.f.slice(from, from + window);
  // "a Python 3.11 function": a point inside a number ends no sentence.
  const stop = text.search(/[.?!](?=\s|$)|\n/);
  if (stop >= 0) text = text.slice(0, stop);
  const topic = ctx.d.topicMarkers.exec(text);
  if (topic) text = text.slice(0, topic.index);
  const nouns = ctx.d.nouns.list.all(text);
  for (const [i, m] of nouns.entries()) {
    let kind = ctx.d.nouns.kindOf(m.text);
    if (!kind) continue;
    let end = m.index + m.text.length;
    if (VALUED.test(text.slice(end))) continue;
    // "landing page headline", "blog post ideas": in a compound the last noun is the deliverable.
    const next = nouns[i + 1];
    const nextKind = next && /^\s+$/.test(text.slice(end, next.index)) ? ctx.d.nouns.kindOf(next.text) : null;
    if (next && nextKind) {
      kind = nextKind;
      end = next.index + next.text.length;
    }
    return { kind, start: from + m.index, end: from + end, text: text.slice(m.index, end) };
  }
  return null;
}

const span = (n: Noun | null) => (n ? { start: n.start, end: n.end } : null);

function verdict(kind: TaskKind, confidence: number, noun: Noun | null = null): Verdict {
  return { kind, confidence, deliverable: span(noun) };
}

// "turn these notes into an email", "convierte esto en una tabla": the deliverable follows "into".
const CONVERT =
  /^(?:turn|convert|transform|convierte|transforma|pasa|transforme|convertis|wandle|verwandle|trasforma|converti|converta|converte)$/;
const INTO = /(?<![\p{L}])(?:into|to|in|en|em|a|zu|para)(?![\p{L}])/u;

function fromConvert(ctx: Ctx, hit: Hit): Verdict {
  const { f, mat } = ctx;
  const window = f.slice(hit.end, hit.end + NOUN_WINDOW);
  const into = INTO.exec(window);
  const from = into ? hit.end + into.index + into[0].length : hit.end;
  const target = programmingLanguage(f.slice(from, from + 30), []);
  if (mat.code || target) return verdict('code', mat.code ? 0.85 : 0.6);
  const noun = nounAfter(ctx, from);
  const source = mat.any || ctx.inline;
  if (!noun) return verdict(source ? 'edit' : 'write', 0.45);
  if (noun.kind === 'extract') {
    if (source) return verdict('extract', 0.85, noun);
    // "turn my notes into a table": the user's own notes are the source, pasted or to come.
    const owned = into !== null && ctx.d.owned.test(f.slice(hit.end, hit.end + into.index));
    return owned ? verdict('extract', 0.7, noun) : verdict('write', 0.45, noun);
  }
  return verdict(noun.kind, source ? 0.85 : 0.6, noun);
}

const AMBIGUOUS_CODE =
  /^(?:program|programme|programa|programm|programma|app|application|bot|game|formula|formule|formel|command|class|classe|klasse|clase|script|skript)$/;

/** Kind of a producer ("write", "create", "give me", "hazme") from the noun it makes. */
function fromProducer(ctx: Ctx, hit: Hit): Verdict {
  const { d, f, mat } = ctx;
  if (CONVERT.test(hit.text)) return fromConvert(ctx, hit);
  const noun = nounAfter(ctx, hit.end);
  const fallback = d.producers.kindOf(hit.text) ?? null;
  const weak = /help|ayud|aide|hilf|aiut|ajud/.test(hit.text);
  if (imageGenerator(ctx)) return verdict('image', 0.85, noun);
  // "Write TypeScript interfaces for this API response": a language right after the verb makes it code.
  if (
    fallback === 'write' &&
    (!noun || noun.kind === 'write') &&
    programmingLanguage(f.slice(hit.end, hit.end + 14), []) !== null
  )
    return verdict('code', 0.8);
  if (!noun) {
    if (fallback) return verdict(fallback, fallback === 'write' ? 0.65 : 0.6);
    // "give me 20 …": a count of things to produce is a list of options.
    if (/^\s*(?:me\s+)?\d+\s/.test(f.slice(hit.end))) return verdict('brainstorm', 0.6);
    if (mat.code) return verdict('code', 0.5);
    return verdict('write', 0.4);
  }
  let kind = noun.kind;
  let confidence = weak ? 0.5 : 0.85;
  if (
    kind === 'code' &&
    /script|guion|skript|copione|roteiro/.test(noun.text) &&
    d.proseScripts.test(f.slice(hit.end, hit.end + NOUN_WINDOW))
  )
    kind = 'write';
  // "make a table comparing iPhone and Android": the table is the form, the comparison the task.
  // "un programme de musculation", "a game for my class": words that are code only when code is in sight.
  if (kind === 'code' && AMBIGUOUS_CODE.test(noun.text) && !mat.code && !programmingLanguage(f, []))
    confidence = 0.55;
  if (kind === 'extract' && !mat.any && ctx.hits.some((h) => h.start > hit.end && h.kind === 'compare'))
    return verdict('compare', 0.75);
  if (kind === 'extract' && !mat.text && !mat.email && !mat.list && !mat.data) {
    // "generate JSON for 10 fake users" makes data; nothing is pulled out of anything.
    kind = mat.code ? 'code' : 'write';
    confidence = 0.45;
  }
  if (kind === 'code' && /\bjson|csv/.test(noun.text) && !mat.code) kind = 'extract';
  if (kind === 'summarize' && !mat.any && !/this|these|esto|ceci|dies|questo|isto/.test(f)) confidence = 0.7;
  if (kind === 'system-prompt' && /^prompt/.test(noun.text) && !d.botAudience.test(f)) confidence = 0.55;
  if (kind === 'analyze-data' && !mat.data && !d.dataNouns.test(f)) confidence = 0.5;
  if (
    kind === 'tests' &&
    !mat.code &&
    !/code|function|class|api|endpoint|component|funcion|fonction|funktion|funzione|funcao/.test(f)
  )
    confidence = 0.6;
  // "make my CV sound less junior", "help me with this email": a verb that does not write, on the
  // user's own text, is an edit.
  const ownedNoun = d.owned.test(f.slice(hit.end, noun.start)) && d.ownTexts.test(noun.text);
  if (fallback === null && (kind === 'write' || kind === 'summarize') && (ownedNoun || (weak && mat.text))) {
    kind = 'edit';
    if (!weak) confidence = 0.75;
  }
  return verdict(kind, confidence, noun);
}

// Verbs that judge a text rather than change it ("review", "rate", "give feedback on").
const ASSESS =
  /feedback|rate|grade|score|evaluat|review|critique|go over|check|assess|bewert|beurteil|pruf|evalu|analy|valut|avali|revis|verif|controll|confer|not(?:e|ez|a)(?![\p{L}])/u;

/** Kind of an edit verb: the user's text (pasted or named) makes it an edit; code makes it a review. */
function fromEdit(ctx: Ctx, hit: Hit): Verdict {
  const { d, f, mat } = ctx;
  // "Review this support chat and score the agent": judging how people talked is neither an edit
  // of the user's text nor debugging, whatever errors the customer reports; the faithful plan
  // keeps the user's own criteria.
  if (ctx.talk && ASSESS.test(hit.text)) return verdict('question', 0.5);
  // "Check my answer to this riddle: …" asks whether the solution holds, not for a revised text.
  if (ASSESS.test(hit.text) && d.puzzles.test(f)) return verdict('math', 0.8);
  const after = f.slice(hit.end, hit.end + 60);
  const own = d.ownTexts.exec(after);
  const noun = own
    ? {
        kind: 'edit' as const,
        start: hit.end + own.index,
        end: hit.end + own.index + own.text.length,
        text: own.text,
      }
    : null;
  if ((mat.code || mat.log) && !mat.text && !mat.email) {
    const rewrite =
      /refactor|optimi|clean|simplif|shorten|rewrite|re write|convert|reescrib|reecri|umschreib|riscriv|reescrev/.test(
        hit.text,
      );
    return verdict(rewrite ? 'code' : 'debug', 0.85);
  }
  if (mat.text || mat.email || mat.list) return verdict('edit', 0.9, noun);
  if (ctx.inline) return verdict('edit', 0.85, noun);
  if (noun) return verdict('edit', 0.8, noun);
  const code = nounAfter(ctx, hit.end, 50);
  if (code?.kind === 'code') return verdict('debug', 0.6);
  // "improve my sleep", "fix my posture": the object is no text, so it is a request for advice.
  if (
    /improv|fix|mejor|arregl|amelior|verbess|miglior|melhor|check|review|revis/.test(hit.text) &&
    !d.owned.test(after.slice(0, 12))
  )
    return verdict('advice', 0.4);
  return verdict('edit', 0.55);
}

function nounAnywhere(ctx: Ctx, kind: TaskKind): boolean {
  return ctx.d.nouns.list.all(ctx.f).some((m) => ctx.d.nouns.kindOf(m.text) === kind);
}

// The source is shown or about to be: "from this chat", "the messages below".
const DEICTIC =
  /(?<![\p{L}])(?:this|these|below|above|attached|following|este|esta|estos|estas|abajo|ce|cet|cette|ces|ci dessous|dieser|diese|diesem|diesen|unten|questo|questa|questi|queste|sotto|seguenti|esse|essa|esses|essas|abaixo)(?![\p{L}])/u;

/** Advice is asked ("should I move?"), not a practical "how long should I boil an egg". */
function asksAdvice(ctx: Ctx): boolean {
  const advice = ctx.d.advice.exec(ctx.f);
  if (!advice) return ctx.hits.some((h) => h.kind === 'advice');
  const quantity = ctx.d.quantities.exec(ctx.f);
  return !quantity || quantity.index > advice.index;
}

/** A plain question, sharpened by the material and cues around it. */
function fromQuestion(ctx: Ctx): Verdict {
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
  if (ctx.hits.some((h) => h.kind === 'compare')) return verdict('compare', 0.8);
  if (asksAdvice(ctx)) return verdict('advice', 0.75);
  if (d.levels.test(f)) return verdict('explain', 0.75);
  const wanted = suggested(ctx);
  if (wanted) return verdict('brainstorm', 0.75, wanted);
  if (mat.code) return verdict('debug', 0.5);
  return verdict('question', f.includes('?') ? 0.7 : 0.6);
}

const SOFTWARE =
  /(?<![\p{L}])(?:app|apps|android|ios|react|expo|sdk|api|server|backend|frontend|build|compile[rd]?|deploy\w*|npm|pip|docker|python|javascript|typescript|java|kotlin|swift|rust|golang|code|script|function|database|sql|website|css|html|node|django|rails|flask|kubernetes|git|vscode|xcode|gradle|webpack|vite|next\.?js)(?![\p{L}])/u;
/** The request calls its source a conversation (folded). */
const TALK_NOUNS =
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

/** "X vs Y", "should I use A or B for C", "which is better, A or B". */
function comparison(ctx: Ctx): Verdict | null {
  const { d } = ctx;
  // "best man", "best friend": names, not a judgement between options.
  const f = ctx.f.replace(/\bbest (?:man|woman|friend|friends|wishes|regards|of luck)\b/g, ' ');
  // "rust or go for a cli tool": two options and a purpose, no verb.
  if (
    /^\s*\S+(?:\s\S+)?\s+or\s+\S+(?:\s\S+)?\s+(?:for|to|in|para|pour|für|per)\s/.test(f) &&
    f.split(/\s+/).length <= 10
  )
    return verdict('compare', 0.75);
  if (/(?<![\p{L}])(?:vs\.?|versus)(?![\p{L}])/u.test(f)) return verdict('compare', 0.85);
  const or = d.or.exec(f);
  if (!or) return null;
  if (d.advice.test(f) && d.choose.test(f)) return verdict('compare', 0.8);
  if (/better|best|mejor|meilleur|mieux|besser|migliore|meglio|melhor/.test(f))
    return verdict('compare', 0.75);
  return null;
}

function imageGenerator(ctx: Ctx): boolean {
  return /midjourney|mid journey|dall[\s-]?e|stable diffusion|sdxl|leonardo ai|firefly|image generator|ai art/.test(
    ctx.f,
  );
}

function fromAsk(ctx: Ctx, hit: Hit): Verdict {
  const { d, f, mat } = ctx;
  const kind = hit.kind;
  const after = nounAfter(ctx, hit.end);
  switch (kind) {
    case null:
    case 'write':
      return verdict('write', 0.8);
    case 'edit':
      return fromEdit(ctx, hit);
    case 'summarize':
      return verdict('summarize', mat.any ? 0.9 : 0.8);
    case 'translate':
      if (mat.code || (!mat.text && programmingLanguage(f, []) !== null)) return verdict('code', 0.8);
      return verdict('translate', mat.any || d.languageNames.test(f) ? 0.9 : 0.7);
    case 'extract': {
      const source = mat.text || mat.email || mat.list || mat.data || mat.log || ctx.inline;
      if (source) return verdict('extract', 0.9);
      if (mat.code) return verdict('code', 0.55);
      // "get the names from these emails" expects the emails; "…as JSON" says the same.
      if (d.fetch.test(hit.text))
        return DEICTIC.test(f) || nounAnywhere(ctx, 'extract')
          ? verdict('extract', 0.7)
          : verdict('question', 0.5);
      // "list all the countries in Europe" asks a question; "extract the dates" expects a paste.
      return /extra|pull|pars|sacar|extrai|estrai|herausz|ausles/.test(hit.text)
        ? verdict('extract', 0.7)
        : verdict('question', 0.55);
    }
    case 'classify':
      return verdict('classify', mat.any ? 0.9 : 0.75);
    case 'analyze-data':
      if (mat.data || d.dataNouns.test(f)) return verdict('analyze-data', 0.88);
      if (mat.code) return verdict('debug', 0.65);
      return verdict('question', 0.4);
    case 'code': {
      const codeish = mat.code || programmingLanguage(f, []) !== null || after?.kind === 'code';
      if (/optimi|automat/.test(hit.text) && !codeish) return verdict('advice', 0.4);
      return verdict('code', codeish ? 0.85 : 0.6, after?.kind === 'code' ? after : null);
    }
    case 'debug':
      if (mat.code || mat.log) return verdict('debug', 0.9);
      if (
        /debug|troubleshoot|bug|review|depur|debogu|revis|fehler/.test(hit.text) ||
        d.faults.test(f.slice(hit.end))
      )
        return verdict('debug', 0.75);
      return verdict('question', 0.55);
    case 'tests':
      return verdict('tests', mat.code ? 0.9 : 0.75, after?.kind === 'tests' ? after : null);
    case 'sql':
      return verdict('sql', 0.85);
    case 'explain':
      // "site goes down every few hours, users get 502 … explain what to change" over a log.
      if ((mat.code && d.faults.test(f.slice(hit.end))) || (mat.log && d.faults.test(f)))
        return verdict('debug', 0.75);
      // "Explain this word problem: 3 apples cost 2 euros, how much do 12 cost?" is still a
      // problem to solve: the maths plan, not a teacher's analogy.
      // "Teach me the 50/30/20 rule" has notation but no problem: it needs a quantity asked for
      // or a problem named.
      if (
        !mat.code &&
        (PROBLEM.test(f) || d.puzzles.test(f) || d.quantities.test(f)) &&
        mathSignal(`${f}\n${ctx.pasted}`, d, mat)
      )
        return verdict('math', 0.85);
      // "Wie funktioniert die Umsatzsteuer?" asks how something works, like "how does VAT work":
      // a question, unless the user says they are learning ("wie einem Kind", "I'm a beginner").
      if (HOW_IT_WORKS.test(hit.text) && !d.levels.test(f) && !LEARNER.test(f)) return fromQuestion(ctx);
      return verdict('explain', 0.85);
    case 'math':
      if (mathSignal(f, d, mat) || /\d/.test(f)) return verdict('math', 0.9);
      return verdict('question', 0.45);
    case 'brainstorm':
      return verdict('brainstorm', 0.8, after?.kind === 'brainstorm' ? after : null);
    case 'plan':
      return verdict('plan', 0.8, after?.kind === 'plan' ? after : null);
    case 'roleplay':
      if (d.botAudience.test(f) || nounAnywhere(ctx, 'system-prompt')) return verdict('system-prompt', 0.75);
      return verdict('roleplay', d.interactive.test(f) ? 0.85 : 0.65);
    case 'image':
      return verdict('image', 0.85, after?.kind === 'image' ? after : null);
    case 'compare':
      return verdict('compare', 0.85);
    case 'advice':
      return comparison(ctx) ?? verdict('advice', 0.8, after?.kind === 'advice' ? after : null);
    case 'question':
      return fromQuestion(ctx);
    case 'system-prompt':
      return verdict('system-prompt', 0.8);
  }
}

/** The user names an exercise: pasted numbers and a quantity question after it make it maths. */
const PROBLEM =
  /(?<![\p{L}])(?:word problem|problem|exercise|homework|\p{L}*aufgabe|exercice|probleme|problema|ejercicio|esercizio|exercicio)(?![\p{L}])/u;
/** "How does X work" and other asks that lay something out without teaching it. */
// "Walk me through the volunteer onboarding", "break down the VAT rules": a procedure or rules
// to lay out, a lesson only for a learner.
const HOW_IT_WORKS =
  /^(?:wie funktioniert|comment fonctionne|como funciona|come funziona|walk me through|break down)$/;
/** The user says they are learning: the teacher's plan fits. */
const LEARNER =
  /(?<![\p{L}])(?:beginner|newbie|student|learning|anfanger\w*|einsteiger\w*|schuler\w*|debutant\w*|eleve|etudiant\w*|principiante|estudiante|alumno|principiant\w*|studente|iniciante|aluno|estudante)(?![\p{L}])/u;

/** No verb at all: a bare topic, a noun phrase, or a paste with no words. */
function fromNothing(ctx: Ctx): Verdict {
  const { d, f, mat } = ctx;
  if (mathSignal(f, d, mat)) return verdict('math', 0.8);
  const compare = comparison(ctx);
  if (compare) return compare;
  if (d.advice.test(f)) return verdict('advice', 0.65);
  const noun = nounAfter(ctx, 0, 40);
  const words = f.split(/\s+/).filter(Boolean).length;
  if (noun && noun.start <= 20) {
    if (imageGenerator(ctx)) return verdict('image', 0.75, noun);
    // One word is a topic: it names the deliverable but nothing about it.
    return verdict(noun.kind, words <= 2 ? 0.6 : 0.62, noun);
  }
  if (d.levels.test(f) && words > 2) return verdict('explain', 0.6);
  if (imageGenerator(ctx)) return verdict('image', 0.7);
  if (!f.trim() && mat.any) {
    if (mat.code || mat.log) return verdict('debug', 0.35);
    if (mat.data) return verdict('analyze-data', 0.35);
    return verdict('summarize', 0.3);
  }
  if (f.includes('?')) return fromQuestion(ctx);
  // "getting this error in my react app" over a stack trace and the component: a fault to find.
  if ((mat.code || mat.log) && d.faults.test(f)) return verdict('debug', 0.8);
  return verdict(words <= 3 ? 'question' : 'write', 0.3);
}

/** Data types written in code: models, schemas, interfaces of a named library or language (folded). */
export const CODE_TYPES =
  /(?<![\p{L}])(?:pydantic|dataclass(?:es)?|zod|typeddict|serde|codable|pojos?|dtos?|structs?|protobuf|sqlalchemy|json ?schema|(?:typescript|ts) (?:interfaces?|types?|typen|tipos?|tipi)|(?:interfaces?|types?|typen|tipos?|tipi) (?:en |de |in |em )?(?:typescript|ts)|(?:go|golang|rust|swift|kotlin|java|c#) (?:structs?|types?|data class(?:es)?|records?|classes|models?)|graphql (?:schema|types?)|(?:django|mongoose|prisma) (?:schemas?|models?))(?![\p{L}])/u;

// Kinds whose second, different ask in the same request makes the first less certain.
const DISTINCT: ReadonlySet<TaskKind> = new Set<TaskKind>([
  'summarize',
  'translate',
  'extract',
  'classify',
  'code',
  'debug',
  'tests',
  'sql',
  'image',
  'plan',
  'brainstorm',
  'edit',
]);

// Kinds a role can frame ("act as a travel agent and plan…"); advice or questions after a role are
// part of the role-play itself.
const TASKS: ReadonlySet<TaskKind> = new Set<TaskKind>([...DISTINCT, 'write', 'explain', 'math', 'compare']);

function mainHit(hits: readonly Hit[], interactive: boolean): { hit: Hit | undefined; embedded: boolean } {
  const primary = hits.filter((h) => h.primary);
  const hit = primary[0] ?? hits.find((h) => h.type !== 'question');
  // "Act as a senior developer and review my code": the role frames a task that follows it.
  if (hit?.kind === 'roleplay' && !interactive) {
    const roleEnd = hit.end;
    const next = hits.find((h) => h.start > roleEnd && h.kind !== null && TASKS.has(h.kind));
    if (next) return { hit: next, embedded: false };
  }
  return { hit, embedded: hit !== undefined && primary.length === 0 };
}

/**
 * "te cuento mi situación" (I'll tell you), "je vous raconte": a verb spelled like a deliverable
 * ("cuento", a short story). Blanked with spaces of the same length, so indexes still match.
 */
const VERB_HOMONYMS = /(?<![\p{L}])(?:te|le|les|os|me|nos|se|yo|si) (cuento)(?![\p{L}])/gu;
function withoutVerbHomonyms(f: string): string {
  return f.replace(
    VERB_HOMONYMS,
    (m, word: string) => m.slice(0, m.length - word.length) + ' '.repeat(word.length),
  );
}

/**
 * The kind of task a request asks for, with how sure we are. The first ask of the request
 * decides, nouns of the deliverable refine it, and the pasted material modifies it; when the
 * signs are weak or conflicting the confidence drops below CONFIDENT so that the engine falls
 * back to a faithful plan instead of a wrong template.
 */
export function classify(split: MaterialSplit, language: WordLanguage): Classification {
  const raw = split.request.slice(0, MAX_CHARS);
  const d = DETECTORS[language] ?? DETECTORS.en;
  const newline = raw.indexOf('\n');
  const inline = newline >= 0 && raw.slice(newline).trim().length >= INLINE_MIN;
  const ctx: Ctx = {
    d,
    f: withoutVerbHomonyms(fold(raw)),
    raw,
    mat: materialFacts(split.material),
    inline,
    pasted: fold(
      split.material
        .filter((m) => m.kind === 'text')
        .map((m) => m.content)
        .join('\n')
        .slice(0, 2000),
    ),
    talk: false,
    hits: [],
  };
  const named = TALK_NOUNS.test(ctx.f);
  ctx.talk =
    ctx.mat.conversation ||
    (named && split.material.some((m) => isConversation(m.content, true))) ||
    (inline && isConversation(raw.slice(newline), named));
  const hits = collect(ctx);
  ctx.hits = hits;
  const { hit, embedded } = mainHit(hits, d.interactive.test(ctx.f));
  let v = !hit ? fromNothing(ctx) : hit.type === 'producer' ? fromProducer(ctx, hit) : fromAsk(ctx, hit);
  // "need drills that are actually fun … give me a full practice plan": when the first ask names
  // nothing we know, a later ask that does is the request.
  if (hit?.type === 'producer' && v.confidence < CONFIDENT) {
    for (const later of hits) {
      if (later.start <= hit.start || !later.primary || later.type !== 'producer') continue;
      const second = fromProducer(ctx, later);
      if (second.confidence >= CONFIDENT) {
        v = second;
        break;
      }
    }
  }
  // "Need 2 coats. How many tins do I need?": a count and a quantity question make a word problem,
  // whatever verb came first.
  const quantityQuestion = /how (?:many|much)\b/.test(ctx.f) && v.confidence < 0.7;
  if (
    hit &&
    (v.kind === 'question' ||
      v.kind === 'write' ||
      (quantityQuestion && (v.kind === 'brainstorm' || v.kind === 'advice'))) &&
    mathSignal(ctx.f, ctx.d, ctx.mat) &&
    (quantityQuestion || !ctx.d.advice.test(ctx.f))
  )
    v = verdict('math', 0.8);
  // "Write Pydantic v2 models for this API response", "TypeScript interfaces from this JSON": the
  // deliverable is code, whatever noun or paste made it look like writing or extraction. "Write a
  // blog post about moving to Pydantic v2" names its prose deliverable first: still writing.
  const codeTypes = CODE_TYPES.exec(ctx.f.slice(0, 200));
  if (
    (v.kind === 'write' || v.kind === 'extract' || v.kind === 'edit') &&
    codeTypes &&
    (!v.deliverable || codeTypes.index < v.deliverable.start)
  )
    v = verdict('code', 0.85);
  // "Postgres. Tables: <schema> I need the top 5 customers by revenue": asking for rows of a SQL
  // database is a query, whatever verb carried it.
  const namedLang = programmingLanguage(ctx.f, split.material);
  if (
    namedLang === 'sql' &&
    (v.kind === 'code' || (v.kind === 'question' && ctx.mat.code)) &&
    v.confidence < 0.85
  )
    v = verdict('sql', 0.8);
  let confidence = v.confidence;
  if (embedded) confidence *= 0.85;
  // A bare verb ("debug", "translate") names a task but not what to do it on.
  if (hit && !ctx.mat.any && /^\s*\S+\s*$/.test(ctx.f)) confidence = Math.min(confidence, 0.45);
  if (hit && DISTINCT.has(v.kind)) {
    const other = hits.find(
      (h) =>
        h.start > hit.end &&
        h.primary &&
        h.type === 'ask' &&
        h.kind !== null &&
        DISTINCT.has(h.kind) &&
        h.kind !== v.kind,
    );
    if (other) confidence -= 0.1;
  }
  const codeKinds: ReadonlySet<TaskKind> = new Set(['code', 'debug', 'tests', 'sql']);
  let lang = namedLang;
  if (v.kind === 'sql') lang = 'sql';
  // "Write a blog post about Python" names a language but asks for no code.
  else if (!codeKinds.has(v.kind) && !ctx.mat.code && v.kind !== 'explain' && v.kind !== 'question')
    lang = null;
  return {
    kind: v.kind,
    confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
    deliverable: deliverableText(ctx, v),
    programmingLanguage: lang,
  };
}

/** The deliverable in the user's own words, with a named language or duration before it. */
function deliverableText(ctx: Ctx, v: Verdict): string | null {
  if (!v.deliverable) return null;
  let { start } = v.deliverable;
  const lang = languageBefore(ctx.f, start);
  if (lang && (v.kind === 'code' || v.kind === 'tests' || v.kind === 'sql')) start = lang.start;
  const duration = /(\d+[\s-]?\p{L}+[\s-]+)$/u.exec(ctx.f.slice(Math.max(0, start - 16), start));
  if (duration?.[1] && v.kind === 'plan') start -= duration[1].length;
  return ctx.raw.slice(start, v.deliverable.end).trim() || null;
}
