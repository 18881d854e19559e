/**
 * A short deliverable (a tagline, a subject line, a caption, a card message, an Instagram bio)
 * gets what a copywriter asks for instead of "fit the tone and length to the reader": a handful
 * of options from different angles, a length the form or the platform sets, and the pick. The
 * user's own count ("one tagline", "3 subject lines") and own length ("under 10 words") win:
 * our count and our bound then stay out. Only when the short form is the thing to write: a blog
 * post "with a catchy headline" is a blog post.
 */
import type { Analysis } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import { scaffoldKey } from '../i18n/scaffold';
import { FORM_TEXTS, type FormText } from '../i18n/scaffold/forms';
import { SHORT_FORM_LINES } from '../i18n/scaffold/short-form-lines';
import {
  longerFormFirst,
  shortFormOf,
  statedCount,
  type ShortForm,
  type ShortFormMatch,
} from '../i18n/scaffold/short-form-words';
import type { Scaffold } from '../i18n/scaffold/types';
import { opening } from './opening';

/** How many options we ask for when the user leaves it open. */
const DEFAULT_COUNT: Partial<Record<ShortForm, number>> = {
  tagline: 5,
  headline: 5,
  'subject-line': 5,
  caption: 3,
  hook: 5,
  card: 3,
  bio: 3,
};

/** Lengths said in words, which our bound only makes precise ("short" and "under 8 words" agree). */
const MOOD_LENGTH: ReadonlySet<string> = new Set(['short', 'not-long']);

/** Forms written once, to a hard limit: no options. */
const SINGLE: ReadonlySet<ShortForm> = new Set(['tweet', 'thread', 'sms', 'hashtags']);

/** The forms with a bound of their own in every language (a bio's comes with its platform). */
function bounded(
  form: ShortForm,
): form is Exclude<ShortForm, 'bio' | 'tweet' | 'thread' | 'sms' | 'hashtags'> {
  return form !== 'bio' && !SINGLE.has(form);
}

/** The short form to write, when the request surely asks for one. */
export function shortFormAsked(analysis: Analysis): ShortFormMatch | null {
  const { kind, confidence } = analysis.classification;
  if (confidence < CONFIDENT || analysis.alreadyStructured) return null;
  if (kind !== 'write' && kind !== 'brainstorm') return null;
  const head = opening(analysis.request);
  const match = shortFormOf(head);
  return match && !longerFormFirst(head, match.index) ? match : null;
}

/**
 * The role and lines for a short deliverable, or null. Brainstorm keeps its own lines ("make the
 * options genuinely different…") and gains only the length bound; a write request gets the lot.
 */
export function shortFormText(analysis: Analysis, scaffold: Scaffold): FormText | null {
  const match = shortFormAsked(analysis);
  if (!match) return null;
  const { kind } = analysis.classification;
  const head = opening(analysis.request);
  const key = scaffoldKey(analysis);
  const t = SHORT_FORM_LINES[key] ?? SHORT_FORM_LINES[analysis.language];
  if (!t) return null;
  const { form } = match;
  // A measured length of the user's own replaces ours; "short" or a count of items does not.
  const length = analysis.slots.length;
  const ownLength = length !== null && length.kind !== 'items' && !MOOD_LENGTH.has(length.kind);
  const forms = FORM_TEXTS[key] ?? FORM_TEXTS[analysis.language];
  if (SINGLE.has(form)) {
    const line =
      form === 'hashtags'
        ? t.hashtags
        : ownLength
          ? null
          : form === 'sms'
            ? t.sms
            : form === 'thread'
              ? t.thread
              : t.tweet;
    const role = (form === 'sms' ? forms?.message.role : forms?.post.role) ?? t.roles.copy;
    return line ? { role, guidance: [line] } : null;
  }
  const count = statedCount(head, match);
  const one = count === 1;
  const bound = ownLength
    ? null
    : match.platform
      ? t.bio(match.platform.limit, match.platform.name, !one)
      : bounded(form)
        ? t.bounds[form][one ? 'one' : 'each']
        : null;
  const role = form === 'bio' ? t.roles.bio : form === 'card' ? t.roles.card : t.roles.copy;
  if (kind === 'brainstorm') {
    return { role, guidance: [...(scaffold.guidance.brainstorm ?? []), ...(bound ? [bound] : [])] };
  }
  const versions = form === 'bio' || form === 'card';
  const options = one ? [] : count ? [t.distinct] : [t.many(DEFAULT_COUNT[form] ?? 3, versions)];
  return { role, guidance: [...options, ...(bound ? [bound] : []), ...(one ? [] : [t.pick])] };
}
