import { ASSISTANTS, type AssistantKey } from '@promptsmith/contract';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useLlmStatus } from '../api/llm-status';
import { useRun } from '../api/run';
import { type AnswerBoard } from '../lib/answer-board';
import { AnswerBox } from './answer-box';
import { blockedLabel, llmBlocker, LlmGateNote } from './llm-gate';

const SUGGESTION_TEXT = { best: 'Best', 'needs-work': 'Needs Work' } as const;

/**
 * Inside a Compare card: run its optimized prompt on its own assistant's model, and show what the
 * judge suggests for it. The suggestion is only that: the user's mark wins, and only a mark the
 * user sets (here by accepting the suggestion) is saved to history.
 */
export function CompareCardRun({
  board,
  scope,
  model,
  prompt,
  mark,
  onMark,
}: {
  board: AnswerBoard;
  scope: unknown;
  model: AssistantKey;
  prompt: string;
  mark: boolean | null;
  onMark?: ((pressed: boolean) => void) | undefined;
}) {
  const noteId = useId();
  const status = useLlmStatus();
  const { state, run } = useRun();
  const blocker = llmBlocker(status.data, model);
  const name = ASSISTANTS[model].name;
  const judged = board.view(scope).judged?.answers.find((a) => a.id === model);
  const suggested = judged?.suggestion ?? null;
  const agrees = suggested !== null && mark === (suggested === 'best');

  const start = async () => {
    const answer = await run(prompt, model);
    if (answer) board.setAnswer(scope, model, answer);
  };

  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => void start()}
        loading={state.status === 'loading'}
        disabled={blocker !== null}
        aria-describedby={blocker ? noteId : undefined}
        aria-label={blocker ? `Run on ${name}: ${blockedLabel(blocker)}` : `Run on ${name}`}
      >
        <Play className="size-4" aria-hidden="true" />
        {blocker ? `Run (${blockedLabel(blocker)})` : 'Run'}
      </Button>
      {blocker && <LlmGateNote id={noteId} blocker={blocker} model={model} action="run prompts" />}
      <AnswerBox title={`${name}'s answer`} state={state} testId={`compare-answer-${model}`} />
      {judged && (
        <div
          className="rounded-lg bg-slate-100 p-2 text-sm dark:bg-slate-800"
          data-testid={`judge-suggestion-${model}`}
        >
          <p>
            <span className="font-medium">Judge suggests:</span>{' '}
            {suggested ? SUGGESTION_TEXT[suggested] : 'no mark'} (score {judged.overall} of 5)
          </p>
          {judged.reasons.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-xs">
              {judged.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
          {judged.unfollowedInstruction && (
            <p className="mt-1 text-xs">Instruction not followed: {judged.unfollowedInstruction}</p>
          )}
          {suggested && !agrees && onMark && (
            <p className="mt-1 text-xs">
              {mark === null ? '' : 'Your own mark stands. '}
              <button
                type="button"
                className="font-medium text-brand-700 underline dark:text-brand-100"
                onClick={() => onMark(suggested === 'best')}
              >
                Mark as {SUGGESTION_TEXT[suggested]}
              </button>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
