import { isBlank } from './material-lines';
import type { Found, Lines } from './material-scan';
import { isRequirementLine } from './requirement-lines';

/**
 * A run of items that carry their own ids: survey responses "R1: …" to "R7: …", quiz questions
 * "Q1." to "Q5.", an exercise's parts "a) x² + 5x + 6" to "d) x² − 49." or "(i)" to "(iv)".
 * The ids say the lines were written as one set elsewhere (a survey export, a worksheet): they
 * are one pasted block, claimed before any lead-in or label reader can cut the first item off
 * ("R1:" reads like a label) or file the last one ("d) …") as an instruction of the user's.
 */

/** "R1:", "Q2.", "- P3)", "S4 -": a short capital prefix and a number, then the item. */
const PREFIXED = /^\s*(?:[-*•]\s+)?([A-Z]{1,2})(\d{1,3})(?:[.:)\]]|\s[-–—])?\s+\S/u;
/** "a)", "(b)", "c." for exercise parts. */
const LETTERED = /^\s*(?:[-*•]\s+)?(?:\(([a-h])\)|([a-h])[.)])\s+\S/u;
/** "(i)", "ii)", "iv." for exercise parts numbered in roman figures. */
const ROMAN = /^\s*(?:[-*•]\s+)?\(?(i{1,3}|iv|vi{0,3}|ix|x)[.)]\s+\S/u;
const ROMANS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];

const MIN_ITEMS = 3;
/** An exercise part holds a figure, a formula or a question, not a feature to build. */
const EXERCISE_PART = /[\d=+×÷²³√^<>?≤≥∫∑π]|\s[-−*/]\s/u;

type Marker = { family: string; ordinal: number };

function markerOf(line: string): Marker | null {
  const prefixed = PREFIXED.exec(line);
  if (prefixed) return { family: `id:${prefixed[1]}`, ordinal: Number(prefixed[2]) };
  const roman = ROMAN.exec(line);
  // "i)" and "v)" are letters too: a run that starts at "i" and goes on to "ii" is roman.
  if (roman) return { family: 'roman', ordinal: ROMANS.indexOf(roman[1]!) + 1 };
  const lettered = LETTERED.exec(line);
  const letter = lettered?.[1] ?? lettered?.[2];
  if (letter) return { family: 'letter', ordinal: letter.charCodeAt(0) - 96 };
  return null;
}

/** The line's marker read in the run's family ("i)" is the ninth letter or the first roman figure). */
function markerIn(line: string, family: string): Marker | null {
  const marker = markerOf(line);
  if (marker?.family === family) return marker;
  if (family === 'letter' && marker?.family === 'roman') {
    const lettered = LETTERED.exec(line);
    const letter = lettered?.[1] ?? lettered?.[2];
    return letter ? { family, ordinal: letter.charCodeAt(0) - 96 } : null;
  }
  return null;
}

/** Lines `i`.. that are items numbered in sequence, blank lines between them allowed. */
export function enumeratedRun(doc: Lines, i: number): Found | null {
  const first = markerOf(doc.line(i));
  if (!first || first.ordinal !== 1) return null;
  const items = [i];
  // Lines under each item, with no blank line between ("Q1: …" over "A: …").
  const bodies = [0];
  let expected = first.ordinal + 1;
  let last = i;
  let k = i + 1;
  for (; k < doc.n; k++) {
    const t = doc.line(k);
    if (isBlank(t)) continue;
    const marker = markerIn(t, first.family);
    if (marker?.ordinal === expected) {
      items.push(k);
      bodies.push(0);
      expected++;
      last = k;
      continue;
    }
    // A line straight under an item (or its body) belongs to it; anything else ends the run.
    if (!marker && k === last + bodies[bodies.length - 1]! + 1) {
      bodies[bodies.length - 1]!++;
      continue;
    }
    break;
  }
  // The last item keeps a body only when every item has one like it (questions and answers);
  // else the line under it is the user speaking again ("Keep the response IDs in your answer.").
  const lastBody = bodies[bodies.length - 1]!;
  const paired = bodies.every((b) => b === lastBody);
  // Other items' bodies are inside the run: up to the last item, all is the paste.
  if (paired || /^\s+\S/u.test(doc.line(last + 1))) last += paired ? lastBody : 1;
  if (items.length < MIN_ITEMS) return null;
  const texts = items.map((k) => doc.line(k));
  // "R1: must support SSO": a spec's own numbered requirements are the user's rules.
  if (texts.filter((t) => isRequirementLine(t)).length * 2 >= texts.length) return null;
  // "a) hero with signup b) pricing table": parts of a thing to build, not of an exercise.
  if (!first.family.startsWith('id:') && texts.filter((t) => EXERCISE_PART.test(t)).length * 2 < texts.length)
    return null;
  // "Factorise fully:" straight above the parts is the exercise's own wording, part of the paste.
  // Alone with the parts it is the user's ask ("Resuelve los ejercicios:"), not a paste.
  const head = i > 0 && isExerciseHead(doc.line(i - 1));
  const askedElsewhere = i > 1 || doc.nextNonBlank(last + 1) < doc.n;
  // "Resuelve los ejercicios:" over the parts and nothing else: the exercise is the request.
  if (!askedElsewhere && !first.family.startsWith('id:')) return null;
  // "Q4. A player scores 70%… (a) … (d) …" at the top, then "answers to 4 dp pls": the stem and its
  // parts are the exercise the user asks to be solved, one request, not a paste beside an ask.
  if (!first.family.startsWith('id:') && opensWithStem(doc, i)) return null;
  const top = head && askedElsewhere ? i - 1 : i;
  return { block: doc.block(top, last, 'list', null), next: last + 1 };
}

/** "Simplify:", "Factorise fully:", "Berechne:": a short order with no one in it, over the parts. */
const EXERCISE_HEAD = /^\s*\p{Lu}[\p{L} ,'’-]{2,40}:\s*$/u;
const MAX_HEAD_WORDS = 4;
/** Words of the user talking to the assistant or pointing at the paste: the user's own lead-in. */
const USER_WORDS =
  /(?<![\p{L}])(?:i|me|my|we|our|us|you|your|please|pls|help|can|could|these|this|them|it|below|following|here|answers?|responses?|questions?|items?|exercises?|ejercicios?|exercices?|aufgaben|übungen|esercizi|exercícios?|estos|estas|ces|diese|questi|queste|estes|essas)(?![\p{L}])/iu;

function isExerciseHead(line: string): boolean {
  return (
    EXERCISE_HEAD.test(line) && line.trim().split(/\s+/u).length <= MAX_HEAD_WORDS && !USER_WORDS.test(line)
  );
}

/** Words of a user asking, which a problem's own stem does not use ("help me with these"). */
const ASKING_WORDS =
  /(?<![\p{L}])(?:i|me|my|we|our|please|pls|help|these|below|following|homework|check|estos|estas|ces|diese|queste|questi)(?![\p{L}])/iu;

/** The prompt opens with the problem's stem, a figure in it, straight above the parts. */
function opensWithStem(doc: Lines, i: number): boolean {
  if (i === 0 || isBlank(doc.line(i - 1))) return false;
  let top = i - 1;
  while (top > 0 && !isBlank(doc.line(top - 1))) top--;
  if (doc.nextNonBlank(0) !== top) return false;
  const stem = Array.from({ length: i - top }, (_, k) => doc.line(top + k)).join(' ');
  return /\d/u.test(stem) && !ASKING_WORDS.test(stem) && !isExerciseHead(doc.line(i - 1));
}
