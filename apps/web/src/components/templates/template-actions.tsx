import type { AssistantKey } from '@promptsmith/contract';
import { ArrowRight, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AssistantChip } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The Playground link a template's Use Template button follows. */
export function playgroundHref(template: { content: string }): string {
  return `/playground?template=${encodeURIComponent(template.content)}`;
}

/** The assistants a template suits, as chips (the built-in and the user's own templates alike). */
export function SuitedTo({ agents, className }: { agents: readonly AssistantKey[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Suited to">
      {agents.map((agent) => (
        <li key={agent}>
          <AssistantChip assistant={agent} />
        </li>
      ))}
    </ul>
  );
}

/** Copy and Use Template, then any actions of the card's own (edit, delete). */
export function TemplateActions({
  template,
  onCopy,
  children,
}: {
  template: { title: string; content: string };
  onCopy: (content: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Copy ${template.title}`}
        onClick={() => onCopy(template.content)}
      >
        <Copy className="size-4" aria-hidden="true" />
        Copy
      </Button>
      <Link
        to={playgroundHref(template)}
        aria-label={`Use Template ${template.title}`}
        className="inline-flex h-8 items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        Use Template
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
      {children}
    </div>
  );
}
