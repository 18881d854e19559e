import { ASSISTANTS, type AssistantKey } from '@promptsmith/contract';
import { cn } from '@/lib/cn';
import { ASSISTANT_MARKS } from './assistant-marks';

/** The assistant's mark, white on its colour, in a rounded tile (decorative: its name is always beside it). */
export function AssistantIcon({ assistant, className }: { assistant: AssistantKey; className?: string }) {
  const info = ASSISTANTS[assistant];
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-assistant-mark={assistant}
      className={cn('inline-block size-6 shrink-0 rounded-md text-white', className)}
      // Catalog colours are chosen to give the white mark at least 4.5:1.
      style={{ backgroundColor: info.color }}
    >
      <g transform="translate(3.6 3.6) scale(0.7)">{ASSISTANT_MARKS[assistant]}</g>
    </svg>
  );
}

export function AssistantChip({ assistant }: { assistant: AssistantKey }) {
  const info = ASSISTANTS[assistant];
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium text-slate-700 dark:text-slate-200"
      style={{ borderColor: `${info.color}80` }}
    >
      <AssistantIcon assistant={assistant} className="size-4 rounded" />
      {info.name}
    </span>
  );
}
