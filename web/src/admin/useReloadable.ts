import { useCallback, useTransition } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * The query the route's loader started for this page, and a function that asks it again
 * from the network (after an add, or "Try again"), in a transition so the current content
 * stays until the new answer is there.
 */
export function useReloadable<T extends OperationType>(query: GraphQLTaggedNode): [PreloadedQuery<T>, () => void, boolean] {
  const loaded = useLoaderData() as PreloadedQuery<T>;
  const [ref, load] = useQueryLoader<T>(query, loaded);
  const [pending, startTransition] = useTransition();
  const reload = useCallback(() => {
    startTransition(() => load(loaded.variables, { fetchPolicy: 'network-only' }));
  }, [load, loaded.variables]);
  return [ref ?? loaded, reload, pending];
}
