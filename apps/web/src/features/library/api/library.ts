import type { LibraryImportErrorResponse, LibraryImportResponse } from '@promptsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorFrom, UNAUTHORIZED_EVENT } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

export const EXPORT_JSON_URL = '/api/library/export';
export const EXPORT_MARKDOWN_URL = '/api/library/export/markdown';

/** A 422 from the import: nothing was imported, and each bad entry is named. */
export class ImportRejected extends ApiError {
  constructor(readonly details: LibraryImportErrorResponse) {
    super(422, details.message, 'VALIDATION_FAILED');
    this.name = 'ImportRejected';
  }
}

/**
 * POST /api/library/import with the file's JSON as it is (the server checks every entry). Not
 * through api(): its 422 body carries the per-entry errors the screen lists.
 */
export async function importLibrary(file: unknown): Promise<LibraryImportResponse> {
  let response: Response;
  try {
    response = await fetch('/api/library/import', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(file),
    });
  } catch {
    throw new ApiError(
      0,
      'Could not reach the server. Check your connection and try again.',
      'SERVICE_UNAVAILABLE',
    );
  }
  if (response.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as LibraryImportResponse;
  if (response.status === 422 && payload && typeof payload === 'object' && 'errors' in payload)
    throw new ImportRejected(payload as LibraryImportErrorResponse);
  throw apiErrorFrom(payload, response.status);
}

export function useImportLibrary(config: MutationConfig<typeof importLibrary> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: importLibrary,
    // History, versions and templates may all have grown.
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries();
      await config.onSuccess?.(...args);
    },
  });
}
