import { ASSISTANTS, type AssistantKey, type HistoryKind } from '@promptsmith/contract';

export const KIND_LABELS: Record<HistoryKind, string> = { transform: 'Transform', compare: 'Comparison' };

/** "ChatGPT, Claude and Gemini". */
export function assistantNames(models: readonly AssistantKey[]): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(models.map((m) => ASSISTANTS[m].name));
}

/** The full date and time, for a tooltip beside "3 minutes ago". */
export function fullDate(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
