import { ArrowRight, Copy } from 'lucide-react';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { AssistantChip } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CATEGORY_LABELS, type PromptTemplate } from '../data/template-types';
import { playgroundHref } from '../lib/filter-templates';

/**
 * A template: category, assistants, title, description, Copy and Use Template (opens the
 * Playground prefilled). Memoised: typing in the search re-renders only the cards that change.
 */
export const TemplateCard = memo(function TemplateCard({
  template,
  onCopy,
}: {
  template: PromptTemplate;
  onCopy: (content: string) => void;
}) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full min-w-0 flex-col p-5">
      <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
        {CATEGORY_LABELS[template.use]}
      </span>
      <h2 id={headingId} className="mt-3 text-lg font-semibold">
        {template.title}
      </h2>
      <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">{template.description}</p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Suited to">
        {template.agents.map((agent) => (
          <li key={agent}>
            <AssistantChip assistant={agent} />
          </li>
        ))}
      </ul>
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
      </div>
    </Card>
  );
});
