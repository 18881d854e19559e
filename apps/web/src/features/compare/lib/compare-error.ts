import { MESSAGES } from '@promptsmith/contract';
import { ApiError } from '@/lib/api-client';

/**
 * The spec's ladder: the server's message when it sent one; 'Failed to compare across
 * assistants' when the server failed without one; otherwise (no reply, a broken stream)
 * 'Failed to generate comparison. Please try again.'
 */
export function compareErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return MESSAGES.compareFallback;
  return error.message || MESSAGES.compareFailed;
}
