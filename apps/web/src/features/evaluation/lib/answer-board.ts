import { type AssistantKey, type JudgeResponse, type RunResponse } from '@promptsmith/contract';
import { useCallback, useState } from 'react';

interface BoardState {
  /** The comparison these answers belong to: another comparison sees an empty board. */
  scope: unknown;
  answers: Partial<Record<AssistantKey, RunResponse>>;
  judged: JudgeResponse | null;
}

/**
 * What Compare's cards ran and what the judge said, shared by the cards and the judge bar.
 * Keyed by the comparison (`scope`): a new comparison starts empty without anyone resetting it.
 */
export function useAnswerBoard() {
  const [state, setState] = useState<BoardState>({ scope: null, answers: {}, judged: null });
  const view = useCallback(
    (scope: unknown) => (state.scope === scope ? state : { scope, answers: {}, judged: null }),
    [state],
  );
  const setAnswer = useCallback((scope: unknown, model: AssistantKey, answer: RunResponse) => {
    setState((s) => {
      const base = s.scope === scope ? s : { scope, answers: {}, judged: null };
      // A new answer makes an earlier judgement stale.
      return { ...base, answers: { ...base.answers, [model]: answer }, judged: null };
    });
  }, []);
  /** A card's prompt changed (a refinement): its answer no longer answers it, nor does the verdict. */
  const dropAnswer = useCallback((scope: unknown, model: AssistantKey) => {
    setState((s) => {
      if (s.scope !== scope || (!(model in s.answers) && s.judged === null)) return s;
      const { [model]: _dropped, ...answers } = s.answers;
      return { ...s, answers, judged: null };
    });
  }, []);
  const setJudged = useCallback((scope: unknown, judged: JudgeResponse | null) => {
    setState((s) => (s.scope === scope ? { ...s, judged } : { scope, answers: {}, judged }));
  }, []);
  return { view, setAnswer, dropAnswer, setJudged };
}

export type AnswerBoard = ReturnType<typeof useAnswerBoard>;
