import {
  JudgeRequest,
  RunRequest,
  ChangePasswordRequest,
  CompareRequest,
  ConfirmEmailRequest,
  HistoryListQuery,
  LibraryImportRequest,
  LoginRequest,
  RefineRequest,
  RestoreRequest,
  ResetPasswordRequest,
  SignupRequest,
  SocialLoginRequest,
  TestimonialListQuery,
  TestimonialSubmitRequest,
  TransformRequest,
  UpdateMarksRequest,
  UserTemplateInput,
  VersionListQuery,
  UpdateProfileRequest,
  VerifyEmailRequest,
  VerifyOtpRequest,
} from '@promptsmith/contract';
import { type z } from 'zod';
import { JsonRpcMessage } from '../../src/modules/mcp';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every API endpoint, with the contract schema of what it reads from the request. */
export interface Endpoint {
  method: Method;
  /** `:id` is filled by the fuzzer (fuzzed ids, and a real id of the fuzz user). */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /**
   * 'user': fuzzed with and without the fuzz user's session. 'never': fuzzed only without a
   * valid session, because a valid one would end it (logout) and starve the rest of the run.
   */
  session: 'user' | 'anonymous' | 'never';
  /** Accepts bodies over the usual 1 MiB (an import): a 2 MB body is a 4xx, not 413. */
  largeBodies?: true;
}

export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/health', session: 'anonymous' },
  { method: 'GET', path: '/api/auth/config', session: 'anonymous' },
  { method: 'POST', path: '/api/auth/signup', body: SignupRequest, session: 'anonymous' },
  { method: 'POST', path: '/api/auth/login', body: LoginRequest, session: 'anonymous' },
  { method: 'POST', path: '/api/auth/google/nonce', session: 'anonymous' },
  { method: 'POST', path: '/api/auth/social-login', body: SocialLoginRequest, session: 'anonymous' },
  { method: 'GET', path: '/api/auth/me', session: 'user' },
  { method: 'GET', path: '/api/auth/session', session: 'anonymous' },
  { method: 'POST', path: '/api/auth/logout', session: 'never' },
  { method: 'POST', path: '/api/auth/logout-all', session: 'never' },
  { method: 'PUT', path: '/api/auth/profile', body: UpdateProfileRequest, session: 'user' },
  { method: 'POST', path: '/api/auth/change-password', body: ChangePasswordRequest, session: 'user' },
  { method: 'POST', path: '/api/auth/confirm-email', body: ConfirmEmailRequest, session: 'user' },
  { method: 'POST', path: '/api/auth/confirm-email/resend', session: 'user' },
  { method: 'POST', path: '/api/auth/verify-email', body: VerifyEmailRequest, session: 'anonymous' },
  { method: 'POST', path: '/api/auth/verify-otp', body: VerifyOtpRequest, session: 'anonymous' },
  { method: 'POST', path: '/api/auth/reset-password', body: ResetPasswordRequest, session: 'anonymous' },
  { method: 'POST', path: '/api/transform', body: TransformRequest, session: 'user' },
  { method: 'POST', path: '/api/compare', body: CompareRequest, session: 'user' },
  { method: 'GET', path: '/api/history', query: HistoryListQuery, session: 'user' },
  { method: 'GET', path: '/api/history/:id', session: 'user' },
  { method: 'PATCH', path: '/api/history/:id', body: UpdateMarksRequest, session: 'user' },
  { method: 'DELETE', path: '/api/history/:id', session: 'user' },
  { method: 'DELETE', path: '/api/history', session: 'user' },
  { method: 'GET', path: '/api/history/:id/versions', query: VersionListQuery, session: 'user' },
  { method: 'POST', path: '/api/history/:id/versions', body: RefineRequest, session: 'user' },
  {
    method: 'POST',
    path: '/api/history/:id/versions/:number/restore',
    body: RestoreRequest,
    session: 'user',
  },
  { method: 'GET', path: '/api/templates/mine', session: 'user' },
  { method: 'POST', path: '/api/templates/mine', body: UserTemplateInput, session: 'user' },
  { method: 'PUT', path: '/api/templates/mine/:id', body: UserTemplateInput, session: 'user' },
  { method: 'DELETE', path: '/api/templates/mine/:id', session: 'user' },
  { method: 'GET', path: '/api/library/export', session: 'user' },
  { method: 'GET', path: '/api/library/export/markdown', session: 'user' },
  {
    method: 'POST',
    path: '/api/library/import',
    body: LibraryImportRequest,
    session: 'user',
    largeBodies: true,
  },
  { method: 'POST', path: '/api/testimonials/submit', body: TestimonialSubmitRequest, session: 'user' },
  { method: 'GET', path: '/api/testimonials', query: TestimonialListQuery, session: 'anonymous' },
  // The JSON-RPC envelope; the MCP SDK checks each method's params behind it.
  { method: 'POST', path: '/api/mcp', body: JsonRpcMessage, session: 'user' },
  { method: 'GET', path: '/api/mcp', session: 'user' },
  { method: 'DELETE', path: '/api/mcp', session: 'user' },
  // No provider is configured here: a valid run or judge is a 409 saying so, never a 5xx.
  { method: 'POST', path: '/api/run', body: RunRequest, session: 'user' },
  { method: 'POST', path: '/api/judge', body: JudgeRequest, session: 'user' },
  { method: 'GET', path: '/api/llm/status', session: 'anonymous' },
  { method: 'GET', path: '/api/llm/usage', session: 'user' },
];

export const label = (e: Endpoint) => `${e.method} ${e.path}`;
