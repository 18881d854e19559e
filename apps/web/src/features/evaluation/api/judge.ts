import { type JudgeRequest, JudgeResponse } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { apiChecked } from '@/lib/api-client';

/** POST /api/judge: every pair of answers in both orders; `answers[0]` is the baseline. */
export function judgeAnswers(request: JudgeRequest): Promise<JudgeResponse> {
  return apiChecked('/api/judge', JudgeResponse, { method: 'POST', body: request });
}

export function useJudge() {
  return useMutation({ mutationFn: judgeAnswers });
}
