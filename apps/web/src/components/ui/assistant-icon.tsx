import { ASSISTANTS, type AssistantKey } from '@promptsmith/contract';
import { cn } from '@/lib/cn';

/** The assistant's monogram on its colour: recognisable without shipping vendor logos. */
export function AssistantIcon({ assistant, className }: { assistant: AssistantKey; className?: string }) {
  const info = ASSISTANTS[assistant];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-md text-[10px] font-bold text-white',
        className,
      )}
      // Catalog colours are chosen to give the white monogram at least 4.5:1.
      style={{ backgroundColor: info.color }}
    >
      {info.monogram}
    </span>
  );
}

export function AssistantChip({ assistant }: { assistant: AssistantKey }) {
  const info = ASSISTANTS[assistant];
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium text-slate-700 dark:text-slate-200"
      style={{ borderColor: `${info.color}80` }}
    >
      <AssistantIcon assistant={assistant} className="size-4 rounded text-[8px]" />
      {info.name}
    </span>
  );
}
