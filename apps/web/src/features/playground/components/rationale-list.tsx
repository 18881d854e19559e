import type { RationaleItem } from '@promptsmith/contract';

/** 'What changed': each edit the engine made and the vendor guideline behind it. */
export function RationaleList({ items }: { items: readonly RationaleItem[] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">No changes were recorded for this result.</p>
    );
  }
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item, index) => (
        <li
          key={index}
          className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/60"
        >
          <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">{item.change}</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{item.rule}</p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Source: {item.source}</p>
        </li>
      ))}
    </ol>
  );
}
