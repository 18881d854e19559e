import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A screen's frame: its title (document and h1), an optional lead, and the content width.
 * Every page shares the header's container, so its left edge lines up with the logo; `narrow`
 * (the sign-in forms) centres one column in it instead.
 */
export function Page({
  title,
  lead,
  actions,
  children,
  className,
  width = 'default',
}: {
  title: string;
  lead?: ReactNode;
  /** Controls beside the title (wrapping under it on a phone). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  width?: 'narrow' | 'default' | 'wide';
}) {
  useDocumentTitle(title);
  return (
    <div className={cn('container-page py-10 sm:py-12', className)}>
      <div className={cn(width === 'narrow' && 'mx-auto max-w-md')}>
        <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="min-w-0">
            <h1 className="text-title font-bold">{title}</h1>
            {lead && <p className="mt-2 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{lead}</p>}
          </div>
          {actions}
        </header>
        {children}
      </div>
    </div>
  );
}
