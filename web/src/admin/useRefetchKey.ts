import { useCallback, useState, useTransition } from 'react';

/**
 * A fetchKey for useLazyLoadQuery and a function that bumps it: the screen's query runs
 * again (in a transition, so the current content stays until the new data is there).
 */
export function useRefetchKey(): [number, () => void, boolean] {
  const [key, setKey] = useState(0);
  const [isPending, startTransition] = useTransition();
  const refetch = useCallback(() => startTransition(() => setKey((k) => k + 1)), []);
  return [key, refetch, isPending];
}
