import { Card } from '@/components/ui/card';
import { useLlmUsage } from '../api/usage';

/** The profile's "AI use today": tokens spent against the daily budget, and when it resets. */
export function UsagePanel() {
  const usage = useLlmUsage();
  if (!usage.data) return null;
  const { usedTokens, limitTokens, resetsAt } = usage.data;
  const percent = Math.min(100, Math.round((usedTokens / Math.max(limitTokens, 1)) * 100));
  const reset = new Date(resetsAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return (
    <Card className="mt-4 p-4" data-testid="llm-usage">
      <h2 className="text-sm font-semibold">AI use today</h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {usedTokens.toLocaleString('en-US')} of {limitTokens.toLocaleString('en-US')} tokens used · resets at{' '}
        {reset}
      </p>
      <div
        role="progressbar"
        aria-label="AI tokens used today"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </Card>
  );
}
