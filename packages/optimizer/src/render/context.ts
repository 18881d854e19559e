import { detectFixedForm } from '../analyze/forms';
import { LANGUAGE_NAMES, localeFor, type GuideContext, type KindGuide, type Locale } from '../i18n';
import type { FixedForm } from '../i18n/types';
import type { Intent, TaskKind } from '../types';

/** Everything a profile needs to lay out a prompt, computed once per render. */
export interface RenderContext {
  intent: Intent;
  locale: Locale;
  guide: KindGuide;
  guideCtx: GuideContext;
  role: string;
  roleIsUsers: boolean;
  /** Placeholder or value for each woven field; null when the field does not apply. */
  audience: string | null;
  tone: string | null;
  length: string | null;
  /** A form with a fixed shape (haiku, tweet…), stated instead of a length the user did not give. */
  form: FixedForm | null;
  /** The user's language when scaffolding is not translated into it. */
  answerLanguage: string | null;
}

const AUDIENCE_KINDS: readonly TaskKind[] = ['writing', 'business', 'education'];
const TONE_KINDS: readonly TaskKind[] = ['writing', 'business'];
const LENGTH_KINDS: readonly TaskKind[] = ['writing', 'creative'];

function pick(
  value: string | null,
  placeholder: string,
  applies: boolean,
  missing: readonly string[],
): string | null {
  if (value !== null) return value;
  return applies && missing.includes(placeholder) ? placeholder : null;
}

export function renderContext(intent: Intent, forceEnglish = false): RenderContext {
  const locale = forceEnglish ? localeFor('en') : localeFor(intent.language);
  const guide = locale.kinds[intent.taskKind];
  const p = locale.placeholders;
  const missing = intent.missingInputs;
  const audience = pick(
    intent.audience,
    intent.taskKind === 'education' ? p.learnerLevel : p.audience,
    AUDIENCE_KINDS.includes(intent.taskKind),
    missing,
  );
  const guideCtx: GuideContext = {
    subject: intent.subject === '' ? p.topic : intent.subject,
    audience:
      audience ?? intent.audience ?? (AUDIENCE_KINDS.includes(intent.taskKind) ? locale.readers : p.audience),
    deliverable: intent.deliverable ?? guide.noun,
    programmingLanguage: intent.programmingLanguage ?? p.programmingLanguage,
    // A [PASTE CODE HERE] slot counts: the advice is for working on what will be pasted there.
    hasInput:
      intent.blocks.length > 0 || [p.pasteCode, p.pasteData, p.pasteText].some((x) => missing.includes(x)),
  };
  return {
    intent,
    locale,
    guide,
    guideCtx,
    role: intent.role ?? guide.role(guideCtx),
    roleIsUsers: intent.role !== null,
    audience,
    tone: pick(intent.tone, p.tone, TONE_KINDS.includes(intent.taskKind), missing),
    length: pick(intent.length, p.wordCount, LENGTH_KINDS.includes(intent.taskKind), missing),
    form:
      intent.length === null
        ? detectFixedForm(intent.deliverable, [intent.objective, ...intent.requirements].join('\n'))
        : null,
    answerLanguage:
      locale.lang !== intent.language ? (LANGUAGE_NAMES[intent.language] ?? intent.language) : null,
  };
}
