import { Fragment, useMemo } from 'react';
import { cn } from '@/lib/cn';
import { highlight, type TokenKind } from './highlight';

// Colour only, never weight or size: the highlighted copy lies under the editable text and
// must take exactly the same room, glyph for glyph. Each colour keeps 4.5:1 on the output box.
const TOKEN_CLASS: Record<TokenKind, string | undefined> = {
  text: undefined,
  heading: 'text-brand-700 dark:text-indigo-300',
  list: 'text-amber-800 dark:text-amber-300',
  fence: 'text-slate-600 dark:text-slate-400',
  tag: 'text-violet-700 dark:text-violet-300',
};

function Highlighted({ text, plain }: { text: string; plain: boolean }) {
  const tokens = useMemo(() => (plain ? [] : highlight(text)), [text, plain]);
  if (plain) return text;
  return tokens.map((token, index) =>
    TOKEN_CLASS[token.kind] ? (
      <span key={index} className={TOKEN_CLASS[token.kind]} data-token={token.kind}>
        {token.text}
      </span>
    ) : (
      <Fragment key={index}>{token.text}</Fragment>
    ),
  );
}

// Both layers sit in one grid cell with the same font, spacing and wrapping, so the textarea
// grows with its text and every caret position lies over its highlighted character.
const LAYER =
  'col-start-1 row-start-1 m-0 min-w-0 border-0 p-0 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap';

/**
 * An optimized prompt, highlighted (or plain) and editable in place: a transparent textarea over
 * its highlighted copy. While the result streams in it is read-only text with a cursor.
 */
export function ResultEditor({
  value,
  onChange,
  plain,
  label,
  streaming = false,
  testId,
}: {
  value: string;
  onChange: (next: string) => void;
  plain: boolean;
  /** The textarea's accessible name. */
  label: string;
  streaming?: boolean;
  testId?: string;
}) {
  return (
    <div className="grid rounded-sm has-[textarea:focus-visible]:outline-2 has-[textarea:focus-visible]:outline-offset-4 has-[textarea:focus-visible]:outline-brand-500">
      <pre
        data-testid={testId}
        aria-hidden={streaming ? undefined : true}
        // The ::after space gives a last empty line of the textarea its line here too, without
        // adding a character to the text (Copy and tests read this element's text).
        className={cn(LAYER, "text-slate-900 after:content-['_'] dark:text-slate-100")}
      >
        <Highlighted text={value} plain={plain} />
        {streaming && (
          <span
            aria-hidden="true"
            className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-brand-500 align-middle"
          />
        )}
      </pre>
      {!streaming && (
        <textarea
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={1}
          spellCheck={false}
          className={cn(
            LAYER,
            'resize-none overflow-hidden bg-transparent text-transparent caret-slate-900 outline-none selection:bg-brand-500/30 dark:caret-white',
          )}
        />
      )}
    </div>
  );
}
