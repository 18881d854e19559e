import { type RunResponse } from '@promptsmith/contract';
import { type RunState } from '../api/run';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Tokens and time of one run: what it cost and how long it took. */
export function RunFigures({ response }: { response: RunResponse }) {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="run-figures">
      {response.usage.totalTokens.toLocaleString('en-US')} tokens ({response.usage.inputTokens} in,{' '}
      {response.usage.outputTokens} out) · {seconds(response.durationMs)} · {response.provider}
    </p>
  );
}

/** One answer: streaming text, then the full answer with its tokens and time, or the error. */
export function AnswerBox({ title, state, testId }: { title: string; state: RunState; testId: string }) {
  if (state.status === 'idle') return null;
  const text =
    state.status === 'success' ? state.response.answer : state.status === 'loading' ? state.partial : '';
  return (
    <section
      aria-label={title}
      aria-busy={state.status === 'loading'}
      className="flex min-w-0 flex-col gap-2"
    >
      <h4 className="text-sm font-semibold">{title}</h4>
      <div
        data-testid={testId}
        tabIndex={0}
        className="max-h-80 min-h-24 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-950"
      >
        {state.status === 'error' ? (
          <span role="alert" className="text-red-700 dark:text-red-300">
            {state.message}
          </span>
        ) : (
          text || <span className="text-slate-500 dark:text-slate-400">Waiting for the first words…</span>
        )}
      </div>
      {state.status === 'success' && <RunFigures response={state.response} />}
    </section>
  );
}
