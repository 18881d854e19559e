import { TriangleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/** Things the user should know about their input (e.g. instruction-like text kept as quoted text). */
export function WarningsNotice({ warnings, className }: { warnings: readonly string[]; className?: string }) {
  if (warnings.length === 0) return null;
  return (
    <Alert tone="info" className={className}>
      <div className="flex gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {warnings.length === 1 ? (
          <p>{warnings[0]}</p>
        ) : (
          <ul className="list-disc pl-4">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
      </div>
    </Alert>
  );
}
