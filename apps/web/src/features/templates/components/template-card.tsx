import { memo, useId } from 'react';
import { SuitedTo, TemplateActions } from '@/components/templates/template-actions';
import { Card } from '@/components/ui/card';
import { CATEGORY_LABELS, type PromptTemplate } from '../data/template-types';

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
      <SuitedTo agents={template.agents} className="mt-4" />
      <TemplateActions template={template} onCopy={onCopy} />
    </Card>
  );
});
