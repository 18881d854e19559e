import type { Answers, Question } from '@promptsmith/contract';
import { Wand2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type Draft, answersFrom, toggleChip } from '@/lib/answers';
import { QuestionField } from './question-field';

/**
 * "Sharpen it": the details the engine would rather ask than guess, under a result. Chips and
 * an "Other…" field per question; Sharpen prompt re-runs the same optimization with the answers.
 * Mount it with a `key` per result so a new result starts with a clean panel.
 */
export function SharpenPanel({
  questions,
  onSharpen,
  busy,
}: {
  questions: readonly Question[];
  onSharpen: (answers: Answers) => void;
  busy: boolean;
}) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const headingId = useId();
  const answers = answersFrom(questions, drafts);
  const answered = Object.keys(answers).length;

  const update = (id: string, change: (draft: Draft) => Draft) =>
    setDrafts((current) => ({ ...current, [id]: change(current[id] ?? { chips: [], text: '' }) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || answered === 0) return;
    onSharpen(answers);
  };

  return (
    <Card className="p-4 sm:p-5">
      <form aria-labelledby={headingId} onSubmit={submit} noValidate>
        <h2 id={headingId} className="text-base font-semibold">
          Sharpen it
        </h2>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Answer any of these and the prompt says it instead of leaving it to the assistant.
        </p>
        <div className="mt-3 flex flex-col gap-4">
          {questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              draft={drafts[question.id]}
              disabled={busy}
              onToggle={(option) =>
                update(question.id, (d) => ({ ...d, chips: toggleChip(question, d.chips, option) }))
              }
              onText={(text) => update(question.id, (d) => ({ ...d, text }))}
            />
          ))}
        </div>
        <Button type="submit" size="sm" className="mt-4" loading={busy} disabled={answered === 0}>
          {!busy && <Wand2 className="size-4" aria-hidden="true" />}
          {busy ? 'Sharpening…' : 'Sharpen prompt'}
        </Button>
      </form>
    </Card>
  );
}
