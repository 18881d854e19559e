import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

export interface ToastItem {
  id: number;
  message: string;
  tone: 'success' | 'error' | 'info';
  durationMs: number;
}

const ToastContext = createContext<
  ((message: string, options?: Partial<Omit<ToastItem, 'id' | 'message'>>) => void) | null
>(null);

// Radix Toast is fetched with the first toast, not with the first page (see toast-viewport.tsx).
const ToastViewport = lazy(() => import('./toast-viewport'));

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
  const close = useCallback((id: number) => setItems((current) => current.filter((t) => t.id !== id)), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {items.length > 0 && (
        <Suspense fallback={null}>
          <ToastViewport items={items} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
