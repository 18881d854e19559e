import { isBlank } from './material-lines';
import type { Found, Lines } from './material-scan';

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
