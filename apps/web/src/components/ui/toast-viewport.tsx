import { Toast as RadixToast } from 'radix-ui';
import { cn } from '@/lib/cn';
import { type ToastItem } from './toast';

/**
 * The Radix half of the toasts, in its own chunk: it is loaded with the first toast, so the
 * first page load does not pay for it (about 10 KB gzipped).
 */
export default function ToastViewport({
  items,
  onClose,
}: {
  items: readonly ToastItem[];
  onClose: (id: number) => void;
}) {
  return (
    <RadixToast.Provider swipeDirection="right">
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          duration={item.durationMs}
          onOpenChange={(open) => {
            if (!open) onClose(item.id);
          }}
          className={cn(
            'rounded-lg border px-4 py-3 text-sm shadow-lg',
            item.tone === 'error'
              ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
              : 'border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          )}
        >
          <RadixToast.Description>{item.message}</RadixToast.Description>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed right-4 bottom-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
