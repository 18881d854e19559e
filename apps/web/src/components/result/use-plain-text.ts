import { useCallback, useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

// One preference for every result on the page (and the next visit): a user who wants plain
// text wants it on all the Compare cards, not one card at a time.
const KEY = 'resultView';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => storage.get(KEY) === 'plain';

/** Whether results show as plain text instead of highlighted, and a setter shared by all. */
export function usePlainText(): [boolean, (plain: boolean) => void] {
  const plain = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((next: boolean) => {
    if (next) storage.set(KEY, 'plain');
    else storage.remove(KEY);
    listeners.forEach((listener) => listener());
  }, []);
  return [plain, set];
}
