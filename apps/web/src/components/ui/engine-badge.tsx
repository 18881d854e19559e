import { Cpu, Sparkles } from 'lucide-react';
import type { Engine } from '@promptsmith/contract';
import { cn } from '@/lib/cn';

/**
 * Names what produced a result: the built-in rules engine, or the LLM provider and model
 * (the API labels those "provider:model").
 */
export function EngineBadge({
  engine,
  provider,
  className,
}: {
  engine: Engine;
  provider?: string | undefined;
  className?: string;
}) {
  const text = engine === 'builtin' ? 'Built-in engine' : `LLM · ${provider ?? 'unknown provider'}`;
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 truncate rounded-full border px-2 py-0.5 text-xs font-medium',
        engine === 'builtin'
          ? 'border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200'
          : 'border-violet-300 bg-violet-50 text-violet-800 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-200',
        className,
      )}
      title={text}
    >
      {engine === 'builtin' ? (
        <Cpu className="size-3.5 shrink-0" aria-hidden="true" />
      ) : (
        <Sparkles className="size-3.5 shrink-0" aria-hidden="true" />
      )}
      <span className="truncate">{text}</span>
    </span>
  );
}
