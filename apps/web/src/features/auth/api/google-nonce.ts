import { type GoogleNonceResponse } from '@promptsmith/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/google/nonce: starts a Google sign-in attempt. Google puts the nonce in the ID
 * token; the HttpOnly cookie set beside it proves this browser started the attempt (one use).
 * Called by the Google button as it prepares itself, like loading Google's script.
 */
export function startGoogleAttempt(): Promise<GoogleNonceResponse> {
  return api('/api/auth/google/nonce', { method: 'POST' });
}
