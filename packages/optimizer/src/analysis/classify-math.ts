/**
 * Maths and logic problems: notation, a word problem, a puzzle. Shared by the readers of other
 * kinds, since a problem is often asked with another verb ("explain this problem", "check my
 * answer to this riddle", "sort the people by age" in a puzzle).
 */
import { verdict, type Ctx, type Hit, type Verdict } from './classify-context';
import { mathSignal, puzzleSignal } from './classify-signals';

/** The request is a logic puzzle or riddle (see puzzleSignal). */
export function isPuzzle(ctx: Ctx): boolean {
  return puzzleSignal(ctx.f, ctx.d);
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

/**
 * A word problem asked with another verb, or with none: the verdict becomes maths, else stays.
 */
export function asWordProblem(ctx: Ctx, hit: Hit | undefined, v: Verdict): Verdict {
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
