import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { PreloadedResponses } from './environment';
import {
  type Environment,
  type Variables,
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  type GraphQLTaggedNode,
  type OperationType,
} from 'relay-runtime';

const EMPTY = { data: null, error: null } as const;

/** The preloaded responses an environment was made with (createRelayEnvironment). */
function preloadedOf(environment: Environment): PreloadedResponses | undefined {
  return (environment.options as { preloaded?: PreloadedResponses } | undefined)?.preloaded;
}

interface Tagged<T extends OperationType> {
  env: unknown;
  key: string;
  result: NonSuspendingResult<T>;
  /** The first result came from the server-rendered page's data. */
  preloaded?: boolean;
}

/**
 * Queries (request identifiers) put in the store from the page's data, until the render that
 * read them has committed: every component of that render reading the same query (the header
 * and the footer share the shell's) takes it as preloaded, not only the first.
 */
const answeredFromPage = new WeakMap<Environment, Set<string>>();

/**
 * The first render's result when the answer is at hand without the network (in the store, or
 * preloaded): on the server, and in the browser hydrating a server-rendered page, both of
 * which must render the same.
 */
function preloadedResult<T extends OperationType>(environment: Environment, query: GraphQLTaggedNode, variablesKey: string): Tagged<T> | null {
  const variables = JSON.parse(variablesKey) as Variables;
  const operation = createOperationDescriptor(getRequest(query), variables);
  let fromServer = answeredFromPage.get(environment)?.has(operation.request.identifier) ?? false;
  if (environment.check(operation).status !== 'available') {
    const id = operation.request.node.params.id;
    const response = id ? preloadedOf(environment)?.take(id, variables) : null;
    if (!response || !('data' in response) || !response.data || ('errors' in response && response.errors?.length)) return null;
    environment.commitPayload(operation, response.data);
    fromServer = true;
    const answered = answeredFromPage.get(environment) ?? new Set<string>();
    answered.add(operation.request.identifier);
    answeredFromPage.set(environment, answered);
  }
  const snapshot = environment.lookup(operation.fragment);
  if (snapshot.isMissingData) return null;
  return { env: environment, key: variablesKey, result: { data: snapshot.data as T['response'], error: null }, preloaded: fromServer };
}

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
  const [tagged, setTagged] = useState<Tagged<T> | null>(() =>
    enabled ? preloadedResult<T>(environment, query, variablesKey) : null,
  );

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
    // The server rendered the page with this very answer: asking again would fetch the same.
    if (tagged?.preloaded && tagged.env === environment && tagged.key === variablesKey) {
      // Components mounted later fetch it as usual.
      answeredFromPage.get(environment)?.delete(operation.request.identifier);
      return () => {
        active = false;
        storeSubscription?.dispose();
        retained.dispose();
      };
    }

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
    // `tagged` is read only for the first run after a preloaded first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment, query, variablesKey, enabled, anonymous]);

  if (!enabled || !tagged || tagged.env !== environment || tagged.key !== variablesKey) return EMPTY;
  return tagged.result;
}
