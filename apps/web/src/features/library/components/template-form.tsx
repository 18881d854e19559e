import type { AssistantKey, TemplateUse, UserTemplateFields, UserTemplateInput } from '@promptsmith/contract';
import { ASSISTANT_LIST, REFINE_LIMITS, TEMPLATE_USES } from '@promptsmith/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { Select } from '@/components/ui/select';
import { CATEGORY_NAMES } from '@/lib/template-categories';
import { parseTags } from '../lib/tags';

const USE_OPTIONS = TEMPLATE_USES.map((value) => ({ value, label: CATEGORY_NAMES[value] }));
const AGENT_OPTIONS = ASSISTANT_LIST.map((assistant) => ({
  value: assistant.key,
  label: assistant.name,
  icon: <AssistantIcon assistant={assistant.key} className="size-5 text-[9px]" />,
}));

export type TemplateDraft = UserTemplateFields;

/** Title, tags, category, assistants and the prompt: saving a new template and editing one. */
export function TemplateForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  contentEditable = true,
}: {
  initial: TemplateDraft;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (input: UserTemplateInput) => void;
  onCancel: () => void;
  /** Saving a result keeps its text as it is; editing a template may change it. */
  contentEditable?: boolean;
}) {
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [use, setUse] = useState<TemplateUse>(initial.use);
  const [agents, setAgents] = useState<AssistantKey[]>(initial.agents);
  const [tags, setTags] = useState(initial.tags.join(', '));
  const [content, setContent] = useState(initial.content);
  const [missing, setMissing] = useState<string | null>(null);

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) return setMissing('A template needs a title');
        if (!content.trim()) return setMissing('A template needs a prompt');
        setMissing(null);
        onSubmit({
          title: title.trim(),
          description: description.trim(),
          use,
          agents,
          tags: parseTags(tags),
          content,
        });
      }}
    >
      <Field label="Title" error={missing === 'A template needs a title' ? missing : null}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={REFINE_LIMITS.templateTitleMaxChars}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <Field label="Tags" hint="Separated by commas, e.g. work, weekly">
        {(control) => <Input {...control} value={tags} onChange={(e) => setTags(e.target.value)} />}
      </Field>
      <Field label="Category">
        {(control) => <Select id={control.id} value={use} onValueChange={setUse} options={USE_OPTIONS} />}
      </Field>
      <MultiSelect<AssistantKey>
        label="Suited to"
        options={AGENT_OPTIONS}
        value={agents}
        onChange={setAgents}
      />
      <Field label="Description (optional)">
        {(control) => (
          <Input
            {...control}
            value={description}
            maxLength={REFINE_LIMITS.templateDescriptionMaxChars}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      {contentEditable && (
        <Field
          label="Prompt"
          hint="Write [PLACEHOLDERS] in capitals for what changes each time."
          error={missing === 'A template needs a prompt' ? missing : null}
        >
          {(control) => (
            <Textarea {...control} rows={6} value={content} onChange={(e) => setContent(e.target.value)} />
          )}
        </Field>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
