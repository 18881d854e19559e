import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';

interface ToastItem {
  id: number;
  message: string;
  tone: 'success' | 'error' | 'info';
  durationMs: number;
}

const ToastContext = createContext<
  ((message: string, options?: Partial<Omit<ToastItem, 'id' | 'message'>>) => void) | null
>(null);

/** Transient notices, announced to screen readers, dismissable by swipe, Escape or timeout. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback((message: string, options: Partial<Omit<ToastItem, 'id' | 'message'>> = {}) => {
    setItems((current) => [
      ...current,
      {
        id: Date.now() + Math.random(),
        message,
        tone: options.tone ?? 'info',
        durationMs: options.durationMs ?? 3000,
      },
    ]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider swipeDirection="right">
        {children}
        {items.map((item) => (
          <RadixToast.Root
            key={item.id}
            duration={item.durationMs}
            onOpenChange={(open) => {
              if (!open) setItems((current) => current.filter((t) => t.id !== item.id));
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
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
