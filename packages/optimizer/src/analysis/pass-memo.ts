/**
 * Readings of one line that several detectors ask for during one analysis (is this line a note to
 * AI tools? asked by the head reader, the instruction test and the injection finder alike). They
 * are pure functions of the text, so an answer can be kept for the rest of the request; a new
 * request starts a new pass and drops them, so a repeated prompt is read again in full and no
 * memory outlives the next request.
 */

let pass = 0;

/** A new request: answers kept for the previous one are dropped on their next use. */
export function newPass(): void {
  pass++;
}

/** The current pass, for memos that keep more than one answer per text. */
export function currentPass(): number {
  return pass;
}

/** `read`, answering each text once per pass. */
export function perPass<T>(read: (text: string) => T): (text: string) => T {
  let seen = -1;
  const answers = new Map<string, T>();
  return (text) => {
    if (seen !== pass) {
      answers.clear();
      seen = pass;
    }
    if (answers.has(text)) return answers.get(text) as T;
    const answer = read(text);
    answers.set(text, answer);
    return answer;
  };
}
