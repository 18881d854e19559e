import { type AuthSuccessResponse, type LoginRequest } from '@promptsmith/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/login: the session cookie is set by the response; the token is ignored here. */
export function login(body: LoginRequest): Promise<AuthSuccessResponse> {
  return api<AuthSuccessResponse>('/api/auth/login', { method: 'POST', body });
}
