import { type AssistantKey, type HistoryKind, isAssistantKey, LIMITS } from '@promptsmith/contract';

/** What the History page shows; kept in the URL (?q=&assistant=&kind=) so Back and links keep it. */
export interface HistoryFilters {
  q: string;
  model: AssistantKey | null;
  kind: HistoryKind | null;
}

export const NO_FILTERS: HistoryFilters = { q: '', model: null, kind: null };

export function readFilters(params: URLSearchParams): HistoryFilters {
  const model = params.get('assistant');
  const kind = params.get('kind');
  return {
    q: (params.get('q') ?? '').slice(0, LIMITS.historySearchMaxChars),
    model: isAssistantKey(model) ? model : null,
    kind: kind === 'transform' || kind === 'compare' ? kind : null,
  };
}

export function writeFilters(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.model) params.set('assistant', filters.model);
  if (filters.kind) params.set('kind', filters.kind);
  return params;
}

export function isFiltered(filters: HistoryFilters): boolean {
  return filters.q.trim() !== '' || filters.model !== null || filters.kind !== null;
}

/** The API's query string for one page of the list with these filters. */
export function historyQuery(filters: HistoryFilters, limit: number, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.model) params.set('model', filters.model);
  if (filters.kind) params.set('kind', filters.kind);
  return params.toString();
}
