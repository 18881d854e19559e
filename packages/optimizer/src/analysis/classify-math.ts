/**
 * Maths and logic problems: notation, a word problem, a puzzle. Shared by the readers of other
 * kinds, since a problem is often asked with another verb ("explain this problem", "check my
 * answer to this riddle", "sort the people by age" in a puzzle).
 */
import { verdict, type Ctx, type Hit, type Verdict } from './classify-context';
import { mathSignal, puzzleSignal, quantityCount } from './classify-signals';
import { CHECK_ASK, isMathsLine, isWorkingToCheck } from './material-maths';

/** The request is a logic puzzle or riddle (see puzzleSignal). */
export function isPuzzle(ctx: Ctx): boolean {
  return puzzleSignal(ctx.f, ctx.d);
}

/**
 * What a maths verb works on when no digit is written: numbers, shapes, functions ("prove that
 * the sum of two odd numbers is even", "dimostra che il prodotto di due dispari è dispari").
 * Folded text; "par" is left out in French, where it is "by".
 */
const MATH_OBJECT =
  /(?<![\p{L}])(?:integers?|infinitely many|formulas?|theorems?|identit(?:y|ies)|numbers?|primes?|even|odd|irrational|rational|divisible|triangles?|angles?|circles?|squares?|roots?|polygons?|sums?|products?|equations?|functions?|derivatives?|integrals?|matri(?:x|ces)|vectors?|sequences?|series|inequalit(?:y|ies)|zahl\p{L}*|gerade|ungerade|primzahl\p{L}*|teilbar|dreieck\p{L}*|winkel\p{L}*|summe|produkt|wurzel|gleichung\p{L}*|funktion\p{L}*|folge|reihe|nombres?|entiers?|pairs?|impairs?|premiers?|triangles?|somme|produit|racine|fonctions?|suites?|numeros?|enteros?|impar(?:es)?|primos?|triangulos?|angulos?|suma|producto|raiz|ecuacion(?:es)?|funcion(?:es)?|numer[oi]|inter[oi]|pari|dispari|prim[oi]|divisibile|triangol[oi]|somma|prodotto|radice|equazion[ei]|funzion[ei]|inteiros?|divisivel|soma|produto|equacao|funcao)(?![\p{L}])/u;

/** The folded request names something a maths verb proves or computes (see MATH_OBJECT). */
export function mathObject(folded: string): boolean {
  return MATH_OBJECT.test(folded);
}

/** The user names an exercise: pasted numbers and a quantity question after it make it maths. */
const PROBLEM =
  /(?<![\p{L}])(?:word problem|problem|exercise|homework|\p{L}*aufgabe|exercice|probleme|problema|ejercicio|esercizio|exercicio)(?![\p{L}])/u;

/**
 * "Explain this word problem: 3 apples cost 2 euros, how much do 12 cost?" is still a problem to
 * solve: the maths plan, not a teacher's analogy. "Teach me the 50/30/20 rule" has notation but no
 * problem: it needs a quantity asked for or a problem named.
 */
export function problemToSolve(ctx: Ctx): boolean {
  const { d, f, mat } = ctx;
  return (
    !mat.code &&
    (PROBLEM.test(f) || isPuzzle(ctx) || d.quantities.test(f)) &&
    mathSignal(`${f}\n${ctx.pasted}`, d, mat)
  );
}

// "…and got 9196.42", "i keep getting 14.2", "me da 35": the user's own result, a number (folded).
const OWN_RESULT =
  /(?<![\p{L}])(?:(?:i|and|but|then|which) (?:got|get|keep getting|came up with|ended up with|calculated|worked (?:it )?out)|me da|me sale|me dio|obtuve|j'ai trouve|je trouve|j'obtiens|ich komme auf|ich bekomme|mi viene|mi risulta|ottengo|eu achei|me deu|obtive)(?=[^.?!\n]{0,30}\d)/u;
/**
 * "check my integration by parts", "revisa mi derivada", "vérifie mon calcul": a check of the
 * user's maths work named by its topic (folded). Only with maths in the request or the paste.
 */
const CHECK_MATHS_WORK =
  /(?<![\p{L}])(?:check|go over|look over|mark|verify|revisa|comprueba|corrige|verifica|verifie|verifiez|corrige|pruf|prufe|prufen sie|kontrollier\p{L}*|controlla|correggi|confere|corrija)(?: (?:my|mi|mis|mon|ma|mes|meine[nm]?|il mio|la mia|i miei|o meu|a minha|os meus))? (?:integration|integral|integrals|derivative|derivation|differentiation|proof|algebra|solution|steps|workings?|equation|factori[sz]ation|simplification|calculo|calculos|integrale?|derivada|derivee|demostracion|solucion|calcul|calculs|integrale|demonstration|rechnung|losung|ableitung|beweis|calcolo|calcoli|derivata|dimostrazione|soluzione|conta|contas|solucao|demonstracao)(?![\p{L}])/u;

/** The folded request asks for a check of maths work named by its topic (CHECK_MATHS_WORK). */
export function checksMathsWork(folded: string): boolean {
  return CHECK_MATHS_WORK.test(folded);
}

/** "is 3/4 + 1/2 = 4/6 correct?": a sum, then whether it is right (folded). */
const SUM_CORRECT =
  /\d\s*=\s*[^?\n]{0,20}(?:correct|right|wrong|juste|richtig|correcto|giusto|corretto|certo|correto)\s*\?/u;

/**
 * "I invested 8000 at 3.5% compounded quarterly for 4 years and got 9196.42, is that right?": a
 * calculation the user did, with their result and a request to check it, is a maths check
 * whatever the topic (money, units, a recipe scaled), not advice on the topic.
 */
export function ownResultToCheck(ctx: Ctx): boolean {
  return !ctx.mat.code && OWN_RESULT.test(ctx.f) && CHECK_ASK.test(ctx.f) && quantityCount(ctx.f) >= 2;
}

/**
 * A word problem asked with another verb, or with none: the verdict becomes maths, else stays.
 */
export function asWordProblem(ctx: Ctx, hit: Hit | undefined, v: Verdict): Verdict {
  if (v.kind !== 'math' && ownResultToCheck(ctx)) return verdict('math', 0.8);
  // "here's my working, is it right?" over steps of arithmetic: a maths check, not an edit.
  if (['edit', 'question', 'debug', 'code'].includes(v.kind) && isWorkingToCheck(ctx.f, ctx.pasted))
    return verdict('math', 0.8);
  // "check my answer: 2x + 6 = 14 so x = 5", "is 3/4 + 1/2 = 4/6 correct?": "check" and
  // "correct" are no edit of a text when what is checked is a sum.
  const notation = mathSignal(`${ctx.f}\n${ctx.pasted}`, ctx.d, ctx.mat);
  if (v.kind === 'edit' && !ctx.mat.code && (CHECK_ASK.test(ctx.f) || SUM_CORRECT.test(ctx.f)) && notation)
    return verdict('math', 0.8);
  // "check my integration by parts" over a page of working: the working's own marks say maths,
  // however long it runs.
  if (
    (v.kind === 'edit' || v.kind === 'question') &&
    !ctx.mat.code &&
    CHECK_MATHS_WORK.test(ctx.f) &&
    (notation || ctx.pasted.split('\n').some(isMathsLine))
  )
    return verdict('math', 0.8);
  // "Need 2 coats. How many tins do I need?": a count and a quantity question make a word problem,
  // whatever verb came first.
  const quantityQuestion = /how (?:many|much)\b/.test(ctx.f) && v.confidence < 0.7;
  // "Write an email to the team: the budget is 4500 and 15% goes to travel" names a text to write:
  // its numbers are facts for the text, not a problem to solve.
  if (
    hit &&
    (v.kind === 'question' ||
      (v.kind === 'write' && !v.deliverable) ||
      (quantityQuestion && (v.kind === 'brainstorm' || v.kind === 'advice'))) &&
    mathSignal(ctx.f, ctx.d, ctx.mat) &&
    (quantityQuestion || !ctx.d.advice.test(ctx.f))
  )
    return verdict('math', 0.8);
  return v;
}
