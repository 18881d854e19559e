import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

// Filled buttons get a thicker, darker ring (lighter in dark mode): the page's thin brand-500
// ring sat next to an indigo button behind a white offset gap and read as a white ring.
const FILLED_RING =
  'focus-visible:outline-3 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-100';

const variants: Record<Variant, string> = {
  // A busy button is disabled but keeps its colour: it is working, not unavailable.
  primary: `bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-600/50 dark:disabled:bg-brand-600/40 aria-busy:cursor-progress aria-busy:bg-brand-600 dark:aria-busy:bg-brand-600 ${FILLED_RING}`,
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  danger: `bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50 ${FILLED_RING}`,
};

const sizes: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    className,
    children,
    disabled,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
});
