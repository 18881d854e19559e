import type { AssistantKey, TemplateUse, UserTemplate } from '@promptsmith/contract';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { SuitedTo, TemplateActions } from '@/components/templates/template-actions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useCreateTemplate, useDeleteTemplate, useMyTemplates, useUpdateTemplate } from '../api/templates';
import { CATEGORY_NAMES } from '@/lib/template-categories';

export interface MyTemplatesProps {
  /** The Templates page's filters, applied to these templates the same way. */
  matches: (template: {
    use: TemplateUse;
    agents: readonly AssistantKey[];
    title: string;
    description: string;
    content: string;
  }) => boolean;
  onCopy: (content: string) => void;
}

// The form (with Radix Select and its positioning code, about 35 KB gzipped with their shared
// parts) only shows after New template or Edit: the Templates page paints and settles without
// it, and it is fetched as soon as the pointer or focus reaches one of those buttons.
const loadTemplateForm = () => import('./template-form');
const TemplateForm = lazy(async () => ({ default: (await loadTemplateForm()).TemplateForm }));
const prefetchTemplateForm = () => void loadTemplateForm();

const EMPTY = { title: '', description: '', use: 'writing' as const, agents: [], tags: [], content: '' };

/** The user's own templates on the Templates page: the same filters, Copy and Use Template; new, edit, delete. */
export function MyTemplates({ matches, onCopy }: MyTemplatesProps) {
  const { data, error, isPending } = useMyTemplates();
  const [creating, setCreating] = useState(false);
  const create = useCreateTemplate({ onSuccess: () => setCreating(false) });
  const items = data?.items ?? [];
  const shown = items.filter(matches);

  return (
    <section aria-labelledby="my-templates-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-templates-heading" className="text-xl font-semibold">
          My templates
        </h2>
        {!creating && (
          <Button
            variant="secondary"
            size="sm"
            onPointerEnter={prefetchTemplateForm}
            onFocus={prefetchTemplateForm}
            onClick={() => setCreating(true)}
          >
            <Plus className="size-4" aria-hidden="true" />
            New template
          </Button>
        )}
      </div>
      {creating && (
        <Card className="p-4 sm:p-5">
          <Suspense fallback={null}>
            <TemplateForm
              initial={EMPTY}
              submitLabel="Save template"
              busy={create.isPending}
              error={create.error ? errorMessage(create.error, 'The template could not be saved.') : null}
              onSubmit={(input) => create.mutate(input)}
              onCancel={() => setCreating(false)}
            />
          </Suspense>
        </Card>
      )}
      {isPending ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Loading your templates…</p>
      ) : error ? (
        <Alert tone="error">{errorMessage(error, 'Your templates could not be loaded.')}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No templates of your own yet. Save a result from the Playground, or write one with New template.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {shown.length === 0
              ? 'None of your templates match these filters.'
              : `Showing ${shown.length} of your ${items.length} templates`}
          </p>
          <div
            data-testid="my-template-grid"
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3"
          >
            {shown.map((template) => (
              <MyTemplateCard key={template.id} template={template} onCopy={onCopy} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function MyTemplateCard({ template, onCopy }: { template: UserTemplate; onCopy: (content: string) => void }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateTemplate({ onSuccess: () => setEditing(false) });
  const remove = useDeleteTemplate();

  if (editing) {
    return (
      <Card className="p-5 sm:col-span-2 md:col-span-3">
        <h3 className="mb-3 text-lg font-semibold">Edit “{template.title}”</h3>
        <Suspense fallback={null}>
          <TemplateForm
            initial={template}
            submitLabel="Save changes"
            busy={update.isPending}
            error={update.error ? errorMessage(update.error, 'The template could not be saved.') : null}
            onSubmit={(input) => update.mutate({ id: template.id, ...input })}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      </Card>
    );
  }
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full min-w-0 flex-col p-5">
      <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
        {CATEGORY_NAMES[template.use]}
      </span>
      <h3 id={headingId} className="mt-3 text-lg font-semibold break-words">
        {template.title}
      </h3>
      <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">
        {template.description || template.content.slice(0, 140)}
      </p>
      {template.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {template.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-300"
            >
              #{tag}
            </li>
          ))}
        </ul>
      )}
      {template.agents.length > 0 && <SuitedTo agents={template.agents} className="mt-3" />}
      {remove.error && (
        <Alert tone="error" className="mt-3">
          {errorMessage(remove.error, 'The template could not be deleted.')}
        </Alert>
      )}
      <TemplateActions template={template} onCopy={onCopy}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${template.title}`}
          onPointerEnter={prefetchTemplateForm}
          onFocus={prefetchTemplateForm}
          onClick={() => setEditing(true)}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
        {confirming ? (
          <Button
            variant="danger"
            size="sm"
            loading={remove.isPending}
            aria-label={`Confirm delete ${template.title}`}
            onClick={() => remove.mutate(template.id)}
          >
            Delete for good
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${template.title}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        )}
      </TemplateActions>
    </Card>
  );
}
