import { useCallback, useTransition } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useRouteQuery } from '../relay/usePageQuery';

/**
 * The query the route's loader started for this page, a function that asks it again from
 * the network (after an add, or "Try again"; it takes no arguments, so it can be a callback
 * as it is) and one that asks it with other variables (another page of it), in a transition
 * so the current content stays until the new answer is there.
 */
export function useReloadable<T extends OperationType>(
  query: GraphQLTaggedNode,
): [PreloadedQuery<T>, () => void, boolean, (variables: T['variables']) => void] {
  const loaded = useRouteQuery<T>() as PreloadedQuery<T>;
  const [ref, load] = useQueryLoader<T>(query, loaded);
  const [pending, startTransition] = useTransition();
  const current = ref ?? loaded;
  const loadWith = useCallback(
    (variables: T['variables']) => {
      startTransition(() => load(variables, { fetchPolicy: 'network-only' }));
    },
    [load],
  );
  const reload = useCallback(() => loadWith(current.variables), [loadWith, current.variables]);
  return [current, reload, pending, loadWith];
}
