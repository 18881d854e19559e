import { MESSAGES } from '@promptsmith/contract';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <Compass className="size-12 text-brand-500" aria-hidden="true" />
      <h1 className="text-title font-bold">{MESSAGES.notFoundTitle}</h1>
      <p className="text-slate-600 dark:text-slate-300">
        The page you're looking for doesn't exist or has moved.
      </p>
      <Link
        to="/"
        className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
      >
        Go to Home
      </Link>
    </div>
  );
}
