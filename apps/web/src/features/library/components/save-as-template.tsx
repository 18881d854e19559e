import type { AssistantKey } from '@promptsmith/contract';
import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RadioChips } from '@/components/ui/radio-chips';
import { errorMessage } from '@/lib/api-client';
import { useCreateTemplate } from '../api/templates';
import { TemplateForm } from './template-form';

type Source = 'optimized' | 'original';
const SOURCES = [
  { value: 'optimized' as const, label: 'The optimized prompt' },
  { value: 'original' as const, label: 'My prompt' },
];

/** "Save as template" under a result: the optimized prompt, or the user's own with its [PLACEHOLDERS]. */
export function SaveAsTemplate({
  optimizedPrompt,
  original,
  model,
}: {
  optimizedPrompt: string;
  original: string;
  model: AssistantKey;
}) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>('optimized');
  const [saved, setSaved] = useState<string | null>(null);
  const create = useCreateTemplate({
    onSuccess: (template) => {
      setSaved(template.title);
      setOpen(false);
    },
  });

  if (!open) {
    return (
      <div className="flex flex-col gap-2">
        {saved && (
          <Alert tone="success">
            Saved “{saved}” to{' '}
            <Link to="/templates" className="font-medium underline">
              My templates
            </Link>
            .
          </Alert>
        )}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            setSaved(null);
            create.reset();
            setOpen(true);
          }}
        >
          <BookmarkPlus className="size-4" aria-hidden="true" />
          Save as template
        </Button>
      </div>
    );
  }
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Save as template</h2>
      <RadioChips<Source> label="Save" options={SOURCES} value={source} onChange={setSource} />
      <TemplateForm
        key={source}
        initial={{
          title: '',
          description: '',
          use: 'writing',
          agents: [model],
          tags: [],
          content: source === 'optimized' ? optimizedPrompt : original,
        }}
        submitLabel="Save template"
        busy={create.isPending}
        error={create.error ? errorMessage(create.error, 'The template could not be saved.') : null}
        onSubmit={(input) => create.mutate(input)}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}
