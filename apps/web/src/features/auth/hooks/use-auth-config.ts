import { useQuery } from '@tanstack/react-query';
import { fetchAuthConfig } from '../api/auth-config';

/** Server-side auth settings; they do not change while the page is open. */
export function useAuthConfig() {
  return useQuery({ queryKey: ['auth-config'], queryFn: fetchAuthConfig, staleTime: Infinity, retry: 2 });
}
