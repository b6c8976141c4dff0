import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import {
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  type GraphQLTaggedNode,
  type OperationType,
} from 'relay-runtime';

const EMPTY = { data: null, error: null } as const;

export interface NonSuspendingResult<T extends OperationType> {
  /** The query's data from the Relay store (kept current as the store changes), or null until loaded. */
  data: T['response'] | null;
  error: Error | null;
}

/**
 * Runs a query without suspending: for the shell (header, footer), which must stay mounted —
 * keeping focus, an open menu, a half-typed newsletter address — while its data loads.
 * Reads from the store when the data is there, fetches it otherwise, retains it, and
 * re-renders when a mutation changes it. Pages use useLazyLoadQuery / usePreloadedQuery.
 */
export function useQueryWithoutSuspense<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
  { enabled = true, anonymous = false }: { enabled?: boolean; /** public data: send without a token */ anonymous?: boolean } = {},
): NonSuspendingResult<T> {
  const environment = useRelayEnvironment();
  const variablesKey = JSON.stringify(variables);
  // Results are tagged with what produced them: after a switch of environment (sign-in,
  // sign-out) or variables, the old data (and its fragment references) is never returned.
  const [tagged, setTagged] = useState<{ env: unknown; key: string; result: NonSuspendingResult<T> } | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const setResult = (update: NonSuspendingResult<T> | ((r: NonSuspendingResult<T>) => NonSuspendingResult<T>)) =>
      setTagged((prev) => {
        const base = prev && prev.env === environment && prev.key === variablesKey ? prev.result : { data: null, error: null };
        return { env: environment, key: variablesKey, result: typeof update === 'function' ? update(base) : update };
      });
    const vars = JSON.parse(variablesKey) as T['variables'];
    const operation = createOperationDescriptor(getRequest(query), vars);
    const retained = environment.retain(operation);
    let storeSubscription: { dispose(): void } | null = null;
    let active = true;

    const readAndSubscribe = () => {
      const snapshot = environment.lookup(operation.fragment);
      storeSubscription?.dispose();
      storeSubscription = environment.subscribe(snapshot, (next) => {
        if (active && !next.isMissingData) setResult({ data: next.data as T['response'], error: null });
      });
      if (!snapshot.isMissingData) setResult({ data: snapshot.data as T['response'], error: null });
    };

    if (environment.check(operation).status === 'available') readAndSubscribe();

    const fetching = fetchQuery<T>(environment, query, vars, {
      fetchPolicy: 'network-only',
      networkCacheConfig: anonymous ? { metadata: { anonymous: true } } : undefined,
    }).subscribe({
      complete: () => {
        if (active) readAndSubscribe();
      },
      error: (error: Error) => {
        if (active) setResult((r) => ({ data: r.data, error }));
      },
    });

    return () => {
      active = false;
      fetching.unsubscribe();
      storeSubscription?.dispose();
      retained.dispose();
    };
  }, [environment, query, variablesKey, enabled, anonymous]);

  if (!enabled || !tagged || tagged.env !== environment || tagged.key !== variablesKey) return EMPTY;
  return tagged.result;
}
