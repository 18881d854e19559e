import type { AssistantKey, HistoryVersion, RefineChip } from '@promptsmith/contract';
import { ASSISTANTS, REFINE_CHIP_LABELS, REFINE_CHIPS, REFINE_LIMITS } from '@promptsmith/contract';
import { ChevronDown, Wand2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useRefine } from '../api/versions';
import { VersionsPanel } from './versions-panel';

/** Shorter and More detailed undo each other: picking one drops the other. */
const RIVAL: Partial<Record<RefineChip, RefineChip>> = {
  shorter: 'more-detailed',
  'more-detailed': 'shorter',
};

export interface RefinePanelProps {
  historyId: string;
  model: AssistantKey;
  /** The text the result panel shows now. */
  shown: string;
  /** A new current version (a refinement or a restore) to show in the result panel. */
  onVersion: (version: HistoryVersion, notice: string | undefined) => void;
  /**
   * 'panel': a card of its own under the Playground's result. 'card': inside a Compare card,
   * folded under a "Refine" disclosure so three narrow cards stay readable side by side.
   */
  variant?: 'panel' | 'card';
}

/**
 * Refine under a saved result: chips the built-in engine applies, free text for the model,
 * and the versions each refinement makes.
 */
export function RefinePanel({ historyId, model, shown, onVersion, variant = 'panel' }: RefinePanelProps) {
  const headingId = useId();
  const [chips, setChips] = useState<RefineChip[]>([]);
  const [instruction, setInstruction] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const refine = useRefine({
    onSuccess: (response) => {
      setChips([]);
      setInstruction('');
      setNotice(response.notice ?? null);
      onVersion(response.version, response.notice);
    },
  });
  const empty = chips.length === 0 && instruction.trim() === '';

  const toggle = (chip: RefineChip) =>
    setChips((current) =>
      current.includes(chip)
        ? current.filter((c) => c !== chip)
        : [...current.filter((c) => c !== RIVAL[chip]), chip],
    );

  const inCard = variant === 'card';
  const body = (
    <>
      <form
        aria-labelledby={headingId}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setNotice(null);
          if (!empty)
            refine.mutate({ historyId, model, chips, instruction: instruction.trim() || undefined });
        }}
      >
        {inCard ? (
          // The disclosure's summary says "Refine"; the form is named for its assistant.
          <h4 id={headingId} className="sr-only">
            Refine the {ASSISTANTS[model].name} prompt
          </h4>
        ) : (
          <h2 id={headingId} className="text-lg font-semibold">
            Refine
          </h2>
        )}
        <div role="group" aria-label="Refinements" className="flex flex-wrap gap-2">
          {REFINE_CHIPS.map((chip) => {
            const on = chips.includes(chip);
            return (
              <button
                key={chip}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(chip)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-brand-500',
                  on
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
                )}
              >
                {REFINE_CHIP_LABELS[chip]}
              </button>
            );
          })}
        </div>
        <Field
          label="What should change?"
          hint="Chips are applied at once, without an AI model. Your own words are worked in by the assistant's model when a provider is configured; otherwise they are added as a requirement line."
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={instruction}
              maxLength={REFINE_LIMITS.instructionMaxChars}
              onChange={(e) => setInstruction(e.target.value)}
              placeholder="e.g. mention the budget and keep it under 300 words"
            />
          )}
        </Field>
        {refine.error && (
          <Alert tone="error">
            {errorMessage(refine.error, 'The prompt could not be refined. Please try again.')}
          </Alert>
        )}
        {notice && <Alert tone="info">{notice}</Alert>}
        <Button type="submit" className="self-start" disabled={empty} loading={refine.isPending}>
          <Wand2 className="size-4" aria-hidden="true" />
          Refine prompt
        </Button>
      </form>
      <VersionsPanel
        historyId={historyId}
        model={model}
        shown={shown}
        onRestored={(v) => onVersion(v, undefined)}
        inCard={inCard}
      />
    </>
  );
  if (inCard) return <CardDisclosure>{body}</CardDisclosure>;
  return <Card className="flex flex-col gap-4 p-4 sm:p-5">{body}</Card>;
}

/**
 * Closed at first: the chips are one click away on every card without crowding them, and a
 * card's versions are only fetched once someone opens its Refine.
 */
function CardDisclosure({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group mt-3 border-t border-slate-200 pt-3 dark:border-slate-800"
    >
      <summary className="flex cursor-pointer items-center gap-2 rounded text-sm font-medium text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-100">
        <Wand2 className="size-4" aria-hidden="true" />
        Refine
        {/* The list marker is gone with display:flex; the chevron says it opens. */}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      {open && <div className="mt-3 flex flex-col gap-4">{children}</div>}
    </details>
  );
}
