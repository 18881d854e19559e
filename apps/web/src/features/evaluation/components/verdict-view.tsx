import { JUDGE_DIMENSION_LABELS, JUDGE_DIMENSIONS, type JudgeResponse } from '@promptsmith/contract';
import { cn } from '@/lib/cn';

const VERDICT_TEXT: Record<JudgeResponse['verdict'], string> = {
  improved: 'Improved',
  flat: 'No clear difference',
  regressed: 'Regressed',
};

const VERDICT_TONE: Record<JudgeResponse['verdict'], string> = {
  improved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  flat: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  regressed: 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-100',
};

/**
 * The judge's verdict on the optimized prompt's answer against the original's: the scores per
 * rubric dimension, the reasons, and the instruction one answer did not follow.
 */
export function VerdictView({ judged, labels }: { judged: JudgeResponse; labels: Record<string, string> }) {
  return (
    <div className="flex flex-col gap-3" data-testid="judge-verdict">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', VERDICT_TONE[judged.verdict])}
        >
          {VERDICT_TEXT[judged.verdict]}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          Judged by {judged.judge} · {judged.comparisons} comparisons, both orders ·{' '}
          {judged.usage.totalTokens} tokens
        </span>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Scores from 1 to 5 per rubric dimension</caption>
        <thead>
          <tr className="text-xs text-slate-600 dark:text-slate-400">
            <th scope="col" className="py-1 font-medium">
              Dimension
            </th>
            {judged.answers.map((a) => (
              <th key={a.id} scope="col" className="py-1 font-medium">
                {labels[a.id] ?? a.id}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {JUDGE_DIMENSIONS.map((d) => (
            <tr key={d} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1 font-normal">
                {JUDGE_DIMENSION_LABELS[d]}
              </th>
              {judged.answers.map((a) => (
                <td key={a.id} className="py-1 tabular-nums">
                  {a.scores[d]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {judged.reasons.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {judged.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {judged.unfollowedInstruction && (
        <p className="text-sm">
          <span className="font-medium">Instruction not followed:</span> {judged.unfollowedInstruction}
        </p>
      )}
    </div>
  );
}
