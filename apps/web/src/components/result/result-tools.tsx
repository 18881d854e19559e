import { ExternalLink, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';
import { type ChatApp, openPlan } from './open-in';

/** Switches every result between highlighted and plain text (a toggle button). */
export function PlainTextToggle({ plain, onChange }: { plain: boolean; onChange: (plain: boolean) => void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={plain}
      onClick={() => onChange(!plain)}
      className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 dark:aria-pressed:border-brand-500 dark:aria-pressed:bg-brand-700/30 dark:aria-pressed:text-white"
    >
      Plain text
    </Button>
  );
}

/** Says the text was edited and puts the optimized prompt back. */
export function EditedNote({ onReset, className }: { onReset: () => void; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300', className)}
    >
      <span>Edited</span>
      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onReset}>
        <RotateCcw className="size-3.5" aria-hidden="true" />
        Restore original
      </Button>
    </span>
  );
}

const LINK =
  'inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * Links that open the prompt in each assistant's own chat, in a new tab: in the URL where the
 * vendor reads one, else (or as well, see open-in.ts) on the clipboard with a note to paste.
 */
export function OpenInLinks({
  text,
  apps,
  className,
}: {
  text: string;
  apps: readonly ChatApp[];
  className?: string;
}) {
  const toast = useToast();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {apps.length > 1 && (
        <span aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-300">
          Open in
        </span>
      )}
      {apps.map((app) => {
        const plan = openPlan(app, text);
        return (
          <a
            key={app.assistant}
            href={plan.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(LINK, !text && 'pointer-events-none opacity-50')}
            aria-disabled={!text || undefined}
            onClick={(event) => {
              if (!text) {
                event.preventDefault();
                return;
              }
              if (!plan.copy) return;
              // Started inside the click, while the browser still allows clipboard writes.
              void copyText(text).then((ok) =>
                toast(
                  ok
                    ? `Prompt copied. Paste it into ${app.name} (Ctrl+V or ⌘V).`
                    : `Could not copy the prompt. Copy it here, then paste it into ${app.name}.`,
                  { tone: ok ? 'success' : 'error', durationMs: 6000 },
                ),
              );
            }}
          >
            {/* Spaces between the pieces, not inside them: accessible names trim each piece. */}
            <span className={apps.length > 1 ? 'sr-only' : undefined}>Open in</span> {app.name}{' '}
            <span className="sr-only">(opens in a new tab)</span>
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        );
      })}
    </div>
  );
}
