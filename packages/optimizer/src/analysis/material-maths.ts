import { fold } from './fold';
import { isBlank } from './material-lines';
import { Lines, type Found } from './material-scan';

/**
 * "u = x, dv = e^x dx / du = dx, v = e^x / = x e^x - ∫ e^x dx": a student's maths working has
 * assignments like code's, but its marks are a maths sheet's (an integral or root sign, a power
 * written with "^"). Read as code, "check my integration by parts" became a debugging job ("show
 * the corrected code"). Only marks code never writes count: "dx" or "sin(" are code names too.
 */
const MATHS_MARK = /[∫∑∏√πθ≤≥≠±×÷∞∂Δ²³]|\b\w\^[\w({-]/u;
/** What only code writes: a statement's end, a quoted string (not a prime, f'(x)), braces, a keyword. */
const CODE_ONLY =
  /;\s*$|(["'`])[^"'`\n]*\1|[{}]|\b(?:return|print|def|function|const|let|var|if|for|while|import)\b/u;

/** A line of maths working, not of code (see MATHS_MARK). */
export function isMathsLine(line: string): boolean {
  return MATHS_MARK.test(line) && !CODE_ONLY.test(line);
}

/** "2x + 6 = 14", "du = dx, v = e^x": an equation with nothing but maths on it. */
const EQUATION = /^[\s\p{L}\d+\-*/^().,=≈<>∫∑√π·×÷±²³'|]+$/u;
/** "2x", "3y": a number glued to a variable, which no code name can start with ("30s" is a unit). */
const COEFFICIENT = /(?<![\p{L}\d.])\d+[xyznabc](?![\p{L}\d])/u;
/** "PORT=3000", "max_retries = 3": a setting named in a word, which maths never writes. */
const SETTING = /^\s*[A-Za-z_][\w.]{2,}\s*=/u;

/**
 * A block of maths working set off by a blank line: two or more equation lines, at least one with
 * a maths mark or a coefficient ("2x"). The user's working is material, never lines of the prompt.
 */
export function mathsWorking(doc: Lines, i: number): Found | null {
  if (i === 0 || !isBlank(doc.line(i - 1))) return null;
  let last = i - 1;
  let marked = 0;
  for (let k = i; k < doc.n && !isBlank(doc.line(k)); k++) {
    const line = doc.line(k);
    if (SETTING.test(line) || !(isMathsLine(line) || (EQUATION.test(line) && line.includes('='))))
      return null;
    if (MATHS_MARK.test(line) || COEFFICIENT.test(line)) marked++;
    last = k;
  }
  if (last - i < 1 || marked === 0) return null;
  return { block: doc.block(i, last, 'text', null), next: last + 1 };
}

// "is that right?", "are these right?", "check my answers": the user asks for their results to be
// checked;
// "is it right to take the higher offer?" asks for a judgement instead.
export const CHECK_ASK =
  /(?<![\p{L}])(?:is (?:that|this|it|my \p{L}+) (?:right|correct|wrong)|(?:am i|are (?:these|those|they|my answers)(?: all)?) (?:right|correct|wrong)|did i (?:do|get) (?:it|this|that|these|those|them) (?:right|wrong)|where i went wrong|what i did wrong|what did i do wrong|check my (?:answers?|math|maths|workings?|calculations?|results?)|est[- ]ce (?:juste|correct)|c'est juste|ist das richtig|stimmt das|es correcto|esta bien|e giusto|e corretto|esta certo|esta correto)(?![\p{L}])(?! (?:to|for) )/u;

/**
 * "check my physics", "ist meine Rechnung richtig?", "is my answer correct?": the user asks for
 * their own working to be checked, named in other words than CHECK_ASK's (folded).
 */
const CHECK_OWN_WORK =
  /(?<![\p{L}])(?:(?:check|verify|mark|look over|go over|prufe?|kontrollier\p{L}*|verifie|revisa|comprueba|controlla|verifica|confere)\b[^.?!\n]{0,30}(?<![\p{L}])(?:working|workings|answers?|math|maths|physics|chemistry|calculations?|solution|steps|rechnung|losung|calculs?|calculos?|calcol[oi]|contas?)|(?:is|are|ist|est|es|e|esta)\b[^.?!\n]{0,30}(?<![\p{L}])(?:right|correct|richtig|juste|correcto|giusto|corretto|certo|correto)\s*\?)/u;

// "1. ", "2) ", "- ": a step's number or bullet in front of the working.
const STEP_MARK = /^\s*(?:\d{1,2}[.)]|[-*•])\s+/u;
// "= 4000", "= (24000 - 4000) / 5": an equals sign with a number on its right.
const EQUALS_NUMBER = /=\s*[-+]?[\d(.]/u;
// "24000 - 3*4000", "(a + b) / 5", "v^2": an operation between numbers.
const OPERATION = /[\d)]\s*[-+*/×÷^]\s*[\d(]|\w\^\d/u;
const MAX_STEP_LENGTH = 100;
const MIN_EQUATIONS = 2;

/**
 * "here's my working, is it right?" over "1. cost = 24000, …", "2. (24000 - 4000) / 5 = 4000",
 * "so the answer is 12000": steps of arithmetic the user asks to have checked. Without maths
 * marks (mathsWorking's ∫ or "^") they were read as the prompt's own numbered instructions, or as
 * code to debug; they are the user's working, kept whole for a maths check. It opens on an
 * equation and runs while each line is a short step with a number in it.
 */
export function checkedWorking(doc: Lines, i: number): Found | null {
  const step = (k: number) => doc.line(k).replace(STEP_MARK, '');
  if (!EQUALS_NUMBER.test(step(i))) return null;
  let last = i - 1;
  let equations = 0;
  let operations = 0;
  for (let k = i; k < doc.n && !isBlank(doc.line(k)); k++) {
    const line = step(k);
    const isStep = /\d/u.test(line) && !/\?\s*$/u.test(line) && line.length <= MAX_STEP_LENGTH;
    if (!isStep || CODE_ONLY.test(line)) break;
    if (EQUALS_NUMBER.test(line)) equations++;
    if (OPERATION.test(line)) operations++;
    last = k;
  }
  if (equations < MIN_EQUATIONS || operations === 0) return null;
  const block = doc.block(i, last, 'text', null);
  const rest = doc.text.slice(0, block.start) + doc.text.slice(block.end);
  if (!asksForCheck(fold(rest))) return null;
  return { block, next: last + 1 };
}

/** The folded words ask for the user's own working to be checked (CHECK_ASK, CHECK_OWN_WORK). */
export function asksForCheck(folded: string): boolean {
  return CHECK_ASK.test(folded) || CHECK_OWN_WORK.test(folded);
}

/**
 * The folded request asks for a check and the paste is working checkedWorking reads: a maths
 * check, whatever verb the reader of kinds saw ("check" is no copy-edit, "is it right?" no
 * open question, "v = 19.8 m/s" no code).
 */
export function isWorkingToCheck(folded: string, pasted: string): boolean {
  if (!asksForCheck(folded)) return false;
  const doc = new Lines(`\n${pasted.trim()}\n\nis it right?`);
  return checkedWorking(doc, 1) !== null;
}
