import { type PublicUser } from '@promptsmith/contract';
import { api } from '@/lib/api-client';

/** PUT /api/auth/profile: only the name can change. */
export function updateProfile(name: string): Promise<{ user: PublicUser; message: string }> {
  return api<{ user: PublicUser; message: string }>('/api/auth/profile', { method: 'PUT', body: { name } });
}
