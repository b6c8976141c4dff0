/**
 * What the public pages use of Relay, for the light runtime (the `light` build resolves
 * 'react-relay/hooks' and 'relay-runtime' here; see vite.config.ts). There is no store: a
 * painted page shows the data it was painted with. Its query's response holds every
 * fragment's fields (the GraphQL answer is not masked), so a fragment reads the object it
 * is given; a query or mutation sends its persisted id as the full environment does
 * (relay/network.ts) and reports its answer as Relay would.
 */
import { createContext, createElement, useCallback, useContext, useState, type ReactNode } from 'react';
import type { GraphQLResponse, GraphQLSingularResponse, PayloadError, RequestParameters, Variables } from 'relay-runtime';

/** The parts of an operation's artifact the light runtime reads (the build keeps only these). */
interface Operation {
  params: RequestParameters;
}

/** Sends an operation to /graphql (relay/network.ts, with the signed-in person's token). */
export interface LightEnvironment {
  send(params: RequestParameters, variables: Variables): Promise<GraphQLResponse>;
}

const EnvironmentContext = createContext<LightEnvironment | null>(null);

export function RelayEnvironmentProvider({ environment, children }: { environment: LightEnvironment; children: ReactNode }) {
  return createElement(EnvironmentContext.Provider, { value: environment }, children);
}

export function useRelayEnvironment(): LightEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useRelayEnvironment: no <RelayEnvironmentProvider> above');
  return environment;
}

/** Compiled away by babel-plugin-relay; the import of it stays. */
export function graphql(): never {
  throw new Error('graphql: not compiled by babel-plugin-relay');
}

/** The fragment's fields are in the object the parent read. */
export function useFragment<T>(_fragment: unknown, ref: T): T {
  return ref;
}

/** A page's or the shell's query, as light/start.tsx loaded it from the painted data. */
export interface LoadedQuery {
  data: unknown;
}

export function usePreloadedQuery(_query: unknown, loaded: LoadedQuery): unknown {
  return loaded.data;
}

/** The operation's data, or Relay's error for an answer without data (with the answer as its source). */
async function request(environment: LightEnvironment, operation: Operation, variables: Variables) {
  // One operation a request: the server never answers with a batch.
  const response = (await environment.send(operation.params, variables)) as GraphQLSingularResponse & { errors?: PayloadError[] };
  if (response.data == null) {
    throw Object.assign(new Error(`No data returned for operation \`${operation.params.name}\``), { source: response });
  }
  return response;
}

interface Observer<T> {
  next?: (value: T) => void;
  error?: (err: unknown) => void;
}

/** One request, without a store to answer from: subscribe to it or await it. */
export function fetchQuery(environment: LightEnvironment, query: Operation, variables: Variables) {
  const answer = () => request(environment, query, variables).then((r) => r.data);
  return {
    subscribe(observer: Observer<unknown>) {
      let open = true;
      answer().then(
        (data) => open && observer.next?.(data),
        (err: unknown) => open && observer.error?.(err),
      );
      return { unsubscribe: () => void (open = false) };
    },
    toPromise: answer,
  };
}

interface MutationConfig {
  variables: Variables;
  onCompleted?: (response: unknown, errors: PayloadError[] | null) => void;
  onError?: (err: unknown) => void;
}

export function useMutation(mutation: Operation): [(config: MutationConfig) => void, boolean] {
  const environment = useRelayEnvironment();
  const [inFlight, setInFlight] = useState(0);
  const commit = useCallback(
    ({ variables, onCompleted, onError }: MutationConfig) => {
      setInFlight((n) => n + 1);
      request(environment, mutation, variables)
        .then(
          (r) => onCompleted?.(r.data, r.errors ?? null),
          (err: unknown) => onError?.(err),
        )
        .finally(() => setInFlight((n) => n - 1));
    },
    [environment, mutation],
  );
  return [commit, inFlight > 0];
}
