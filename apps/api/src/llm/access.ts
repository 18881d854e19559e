import { type LlmStatusResponse } from '@promptsmith/contract';
import { AppError, unauthorized } from '../lib/app-error';

export type LlmAccess = LlmStatusResponse['access'];

/** LLM features spend the operator's keys: a signed-in user with a confirmed email, unless ALLOW_ANONYMOUS_LLM. */
export function llmAccessOf(
  user: { emailVerifiedAt: Date | null } | undefined,
  allowAnonymous: boolean,
): LlmAccess {
  if (allowAnonymous) return 'allowed';
  if (!user) return 'sign-in-required';
  return user.emailVerifiedAt ? 'allowed' : 'confirmation-required';
}

export function requireLlmAccess(
  user: { emailVerifiedAt: Date | null } | undefined,
  allowAnonymous: boolean,
): void {
  const access = llmAccessOf(user, allowAnonymous);
  if (access === 'sign-in-required')
    throw unauthorized('Please sign in to run prompts and judge answers with AI models.');
  if (access === 'confirmation-required')
    throw new AppError(
      403,
      'EMAIL_NOT_VERIFIED',
      'Please confirm your email address to run prompts and judge answers with AI models.',
    );
}
