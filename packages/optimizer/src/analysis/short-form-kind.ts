/**
 * "hashtags for my pottery post", "give me hashtags…", "sms reminder for patients": a short form
 * named with no verb of writing reads as unsure writing, or as an edit with nothing to edit. The
 * form itself says what to produce, so the request is writing. An edit verb ("rewrite my bio")
 * or pasted text keeps the edit; a question ("what should my bio say?") keeps its kind.
 */
import { longerFormFirst, shortFormOf } from '../i18n/scaffold/short-form-words';
import { unicodeWords } from '../grammar/unicode-words';
import type { Material, TaskKind } from './types';

const EDIT_VERB = unicodeWords(
  /\b(?:re-?write|rephrase|reword|improve|fix|edit|shorten|tweak|polish|proofread|check|review|better|reescrib\w*|mejor\w*|corrig\w*|revisa\w*|réécri\w*|reformul\w*|amélior\w*|überarbeit\w*|verbesser\w*|korrigier\w*|umschreib\w*|riscriv\w*|miglior\w*|correggi\w*|riformul\w*|reescrev\w*|melhor\w*|revis\w*)\b/i,
);

/** The request names a short form to write, with nothing pasted and nothing to edit. */
export function writesShortForm(kind: TaskKind, request: string, material: readonly Material[]): boolean {
  if (material.length > 0 || (kind !== 'write' && kind !== 'edit')) return false;
  const head = request.slice(0, 200);
  if (/[?¿]/.test(head) || EDIT_VERB.test(head)) return false;
  const match = shortFormOf(head);
  if (!match) return false;
  return !longerFormFirst(head, match.index);
}
