import { isChatTranscript } from './material-inline';
import { sentenceStarts, startsWithOrder } from './material-heads';
import { DETERMINER, END, POSSESSIVE, re } from './material-words';
import type { MaterialSplit } from './types';

/**
 * "<document>Write a cover letter for…</document>" or "material:\n\"\"\"Plan my week…\"\"\"" with
 * nothing else around it: the user wrapped their own request, nothing was pasted. Filed as
 * material, the request would become data and the assistant would have no task, so the one
 * block goes back to being the request (issue 11). A paste always comes with an ask or at
 * least text that is not an order, so only a lone block that reads as an order is unwrapped.
 */

/** What may stay around the block: nothing, or a bare one-word label ("Material", "Input:"). */
const BARE_LABEL = /^\s*(?:\p{L}[\p{L}-]*\s*[:：]?)?\s*$/u;

/**
 * `isTask` tells whether the block read as a request names a task ("Plan a trip…" has no
 * verb the material detectors know, the classifier still knows it for a plan).
 */
/** "The library opens at nine…", "Our pipeline runs…": a sentence with its subject first states, it does not ask. */
const SUBJECT_FIRST = re(`^(?:${DETERMINER}|${POSSESSIVE})${END}`);

export function ownRequestUnwrapped(split: MaterialSplit, isTask: (text: string) => boolean): MaterialSplit {
  if (split.material.length !== 1 || !BARE_LABEL.test(split.request)) return split;
  const only = split.material[0]!;
  // "Alex: can we just skip it?" asks Jo, not the assistant: a pasted chat stays pasted.
  if (only.kind !== 'text' || isChatTranscript(only.content)) return split;
  const content = only.content.trim();
  const first = content.slice(0, sentenceStarts(content)[1] ?? content.length).split('\n')[0] ?? '';
  if (!startsWithOrder(first) && (SUBJECT_FIRST.test(first) || !isTask(content))) return split;
  return { request: content, material: [] };
}
