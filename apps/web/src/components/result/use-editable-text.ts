import { useState } from 'react';

/**
 * The text of a result as the user edits it. A new result (`owner`: another run, a reopened
 * entry) starts over from its own text; editing never changes the result itself.
 */
export function useEditableText(
  original: string,
  owner: unknown = original,
): { value: string; setValue: (next: string) => void; edited: boolean; reset: () => void } {
  const [edit, setEdit] = useState<{ owner: unknown; value: string } | null>(null);
  const value = edit && edit.owner === owner ? edit.value : original;
  return {
    value,
    setValue: (next) => setEdit({ owner, value: next }),
    edited: value !== original,
    reset: () => setEdit(null),
  };
}
