import { useCallback, useEffect, useState } from 'react';
import { type DraftKey, drafts, type DraftValues } from './drafts';
import { useSession } from './session';

type Update<T> = T | ((previous: T) => T);

interface State<T> {
  owner: string | null;
  value: T;
  /** Only what the user changed is written: opening a page must not overwrite a hidden draft. */
  touched: boolean;
}

/**
 * State that is also this tab's draft (lib/drafts.ts): it starts from the saved draft of the
 * signed-in user (or visitor) through `initial`, and every change is saved. When the user
 * changes under the page (signed out in another tab), it starts over from that user's draft.
 */
export function useDraft<K extends DraftKey, T extends DraftValues[K] = DraftValues[K]>(
  key: K,
  parse: (value: unknown) => T | null,
  initial: (saved: T | null) => T,
): [T, (update: Update<T>) => void] {
  const owner = useSession().user?.id ?? null;
  const [state, setState] = useState<State<T>>(() => ({
    owner,
    value: initial(drafts.read(key, owner, parse)),
    touched: false,
  }));

  let current = state;
  if (state.owner !== owner) {
    // Derived from the session during render (React's "adjust state on a prop change").
    current = { owner, value: initial(drafts.read(key, owner, parse)), touched: false };
    setState(current);
  }

  useEffect(() => {
    if (state.touched) drafts.write(key, state.owner, state.value);
  }, [key, state]);

  const update = useCallback((next: Update<T>) => {
    setState((previous) => ({
      owner: previous.owner,
      value: typeof next === 'function' ? next(previous.value) : next,
      touched: true,
    }));
  }, []);

  return [current.value, update];
}
