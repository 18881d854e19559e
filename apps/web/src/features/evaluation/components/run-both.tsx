import { ASSISTANTS, type AssistantKey, type JudgeResponse, MESSAGES } from '@promptsmith/contract';
import { Play, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useJudge } from '../api/judge';
import { useLlmStatus } from '../api/llm-status';
import { useRun } from '../api/run';
import { AnswerBox } from './answer-box';
import { blockedLabel, llmBlocker, LlmGateNote } from './llm-gate';
import { VerdictView } from './verdict-view';

const LABELS = { original: 'Original prompt', optimized: 'Optimized prompt' };

/**
 * "Run both": the original and the optimized prompt go to the target assistant's configured
 * model at once and stream side by side, with tokens and time; then a judge of another vendor
 * family compares the answers. Mount it with a key per result: a new result starts over.
 */
export function RunBoth({
  original,
  optimized,
  model,
}: {
  original: string;
  optimized: string;
  model: AssistantKey;
}) {
  const noteId = useId();
  const judgeNoteId = useId();
  const status = useLlmStatus();
  const left = useRun();
  const right = useRun();
  const judge = useJudge();
  const [judged, setJudged] = useState<JudgeResponse | null>(null);
  const blocker = llmBlocker(status.data, model);
  const judgeBlocker = llmBlocker(status.data, 'judge');
  const running = left.state.status === 'loading' || right.state.status === 'loading';
  const bothDone = left.state.status === 'success' && right.state.status === 'success';
  const name = ASSISTANTS[model].name;

  const runBoth = async () => {
    setJudged(null);
    judge.reset();
    await Promise.all([left.run(original, model), right.run(optimized, model)]);
  };

  const judgeThem = async () => {
    if (left.state.status !== 'success' || right.state.status !== 'success') return;
    const result = await judge
      .mutateAsync({
        task: original,
        answers: [
          { id: 'original', text: left.state.response.answer, model },
          { id: 'optimized', text: right.state.response.answer, model },
        ],
      })
      .catch(() => null);
    setJudged(result);
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">Try it on {name}</h3>
        <Button
          variant="secondary"
          onClick={() => void runBoth()}
          loading={running}
          disabled={blocker !== null}
          aria-describedby={blocker ? noteId : undefined}
        >
          <Play className="size-4" aria-hidden="true" />
          {blocker ? `Run both (${blockedLabel(blocker)})` : running ? 'Running both…' : 'Run both'}
        </Button>
      </div>
      {blocker && <LlmGateNote id={noteId} blocker={blocker} model={model} action="run prompts" />}
      {!blocker && left.state.status === 'idle' && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Sends both prompts to {status.data?.models[model]} and shows the answers side by side.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <AnswerBox title={`${LABELS.original}'s answer`} state={left.state} testId="run-answer-original" />
        <AnswerBox title={`${LABELS.optimized}'s answer`} state={right.state} testId="run-answer-optimized" />
      </div>
      {bothDone && (
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-base font-semibold">Which answer is better?</h3>
            <Button
              variant="secondary"
              onClick={() => void judgeThem()}
              loading={judge.isPending}
              disabled={judgeBlocker !== null}
              aria-describedby={judgeBlocker ? judgeNoteId : undefined}
            >
              <Scale className="size-4" aria-hidden="true" />
              {judgeBlocker ? `Judge the answers (${blockedLabel(judgeBlocker)})` : 'Judge the answers'}
            </Button>
          </div>
          {judgeBlocker && (
            <LlmGateNote id={judgeNoteId} blocker={judgeBlocker} model="judge" action="judge answers" />
          )}
          {judge.isError && <Alert tone="error">{errorMessage(judge.error, MESSAGES.judgeFailed)}</Alert>}
          {judged && <VerdictView judged={judged} labels={LABELS} />}
        </div>
      )}
    </Card>
  );
}
