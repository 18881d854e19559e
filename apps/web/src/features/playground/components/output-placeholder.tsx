import { ArrowLeftRight, FileText, ListChecks, Sparkles } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

// Widths of the preview's lines: a prompt's usual shape (role, task, then instructions).
const SECTIONS = [
  { label: 'Role', lines: ['w-10/12'] },
  { label: 'Task', lines: ['w-full', 'w-8/12'] },
  { label: 'Instructions', lines: ['w-11/12', 'w-9/12', 'w-10/12'] },
] as const;

const WHAT_YOU_GET = [
  { icon: FileText, title: 'The prompt', text: 'Written the way your assistant reads best, ready to copy.' },
  { icon: ArrowLeftRight, title: 'A diff', text: 'Your words beside the new ones.' },
  { icon: ListChecks, title: 'Every change', text: 'Each edit with the vendor rule behind it.' },
];

/** The output box before the first run: what will appear there, not an empty grey area. */
export function OutputEmptyState() {
  return (
    <div className="flex h-full flex-col gap-6" data-testid="output-empty-state">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">
            Your optimized prompt will appear here
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Write a rough prompt, pick an assistant and press Transform Prompt.
          </p>
        </div>
      </div>
      <PromptSketch />
      <ul className="grid gap-3 sm:grid-cols-3">
        {WHAT_YOU_GET.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
              <Icon className="size-4 text-brand-600 dark:text-brand-100" aria-hidden="true" />
              {title}
            </span>
            <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A still outline of a structured prompt (decorative). */
function PromptSketch({ animate = false }: { animate?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-4 rounded-lg border border-dashed border-slate-300 p-4 dark:border-slate-700"
    >
      {SECTIONS.map((section) => (
        <div key={section.label} className="flex flex-col gap-2">
          <span className="font-mono text-xs font-semibold text-slate-600 dark:text-slate-400">
            # {section.label}
          </span>
          {section.lines.map((width, i) =>
            animate ? (
              <Skeleton key={i} className={width} />
            ) : (
              <span
                key={i}
                className={`block h-2.5 rounded-full bg-slate-200/80 dark:bg-slate-800 ${width}`}
              />
            ),
          )}
        </div>
      ))}
    </div>
  );
}

/** While the first words are on their way: the prompt's outline, pulsing. */
export function OutputSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="output-skeleton">
      <p className="text-sm text-slate-600 dark:text-slate-300">Writing your prompt…</p>
      <PromptSketch animate />
    </div>
  );
}
