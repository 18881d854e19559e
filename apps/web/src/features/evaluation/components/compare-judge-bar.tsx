import { ASSISTANTS, type AssistantKey, MESSAGES } from '@promptsmith/contract';
import { Scale } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useJudge } from '../api/judge';
import { useLlmStatus } from '../api/llm-status';
import { type AnswerBoard } from '../lib/answer-board';
import { blockedLabel, llmBlocker, LlmGateNote } from './llm-gate';

/**
 * Above Compare's cards: judge the answers the cards ran (two or more), every pair in both
 * orders. The first card is the verdict's baseline; each card then shows its suggestion.
 */
export function CompareJudgeBar({
  board,
  scope,
  prompt,
  models,
}: {
  board: AnswerBoard;
  scope: unknown;
  prompt: string;
  models: readonly AssistantKey[];
}) {
  const noteId = useId();
  const status = useLlmStatus();
  const judge = useJudge();
  const { answers, judged } = board.view(scope);
  const ran = models.filter((m) => answers[m]);
  const blocker = llmBlocker(status.data, 'judge');

  const start = async () => {
    const result = await judge
      .mutateAsync({
        task: prompt,
        answers: ran.map((m) => ({ id: m, text: answers[m]?.answer ?? '', model: m })),
      })
      .catch(() => null);
    if (result) board.setJudged(scope, result);
  };

  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {ran.length < 2
            ? 'Run two or more cards on their models, then let a judge compare the answers.'
            : `${ran.length} answers ready: ${ran.map((m) => ASSISTANTS[m].name).join(', ')}.`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void start()}
          loading={judge.isPending}
          disabled={blocker !== null || ran.length < 2}
          aria-describedby={blocker ? noteId : undefined}
        >
          <Scale className="size-4" aria-hidden="true" />
          {blocker ? `Judge the answers (${blockedLabel(blocker)})` : 'Judge the answers'}
        </Button>
      </div>
      {blocker && <LlmGateNote id={noteId} blocker={blocker} model="judge" action="judge answers" />}
      {judge.isError && <Alert tone="error">{errorMessage(judge.error, MESSAGES.judgeFailed)}</Alert>}
      {judged && (
        <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
          Judged by {judged.judge} over {judged.comparisons} comparisons (every pair, both orders). The
          suggestions are on the cards; your own marks always win.
        </p>
      )}
    </Card>
  );
}
