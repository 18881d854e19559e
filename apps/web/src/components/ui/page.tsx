import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A screen's frame: its title (document and h1), an optional lead, and the content width. */
export function Page({
  title,
  lead,
  children,
  className,
  width = 'default',
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  width?: 'narrow' | 'default' | 'wide';
}) {
  useDocumentTitle(title);
  return (
    <div
      className={cn(
        'mx-auto px-4 py-10',
        width === 'narrow' ? 'max-w-md' : width === 'wide' ? 'max-w-6xl' : 'max-w-5xl',
        className,
      )}
    >
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {lead && <p className="mt-2 text-slate-600 dark:text-slate-300">{lead}</p>}
      {children}
    </div>
  );
}
