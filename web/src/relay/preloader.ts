import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { Environment, FetchPolicy, OperationType, PreloadableConcreteRequest, VariablesOf } from 'relay-runtime';

export interface LoadOptions {
  fetchPolicy: Extract<FetchPolicy, 'store-or-network' | 'store-and-network' | 'network-only'>;
  /** Public data: sent without a token, so it never waits for the identity SDK. */
  anonymous?: boolean;
}

/**
 * What route loaders load queries with: the Relay environment of the current identity, and
 * the query each route has loaded last.
 *
 * The environment is made afresh whenever `identity()` changes (another user, or signed
 * out), so no private record outlives the session that could read it (the old one goes with
 * everything it holds). Loading a route's query again (a new visit, a retry) releases the
 * one before the previous, so the store can collect what nobody shows any more; the previous
 * one stays, as the page may show it until the new one is ready (releasing it would cancel
 * its request under the page's feet).
 */
export class RoutePreloader {
  private env: Environment | null = null;
  private identityOfEnv: unknown;
  /** Per route: the query loaded last and the one before it. */
  private loaded = new Map<string, PreloadedQuery<OperationType>[]>();

  constructor(
    private readonly create: () => Environment,
    private readonly identity: () => unknown = () => 0,
  ) {}

  environment(): Environment {
    const id = this.identity();
    if (!this.env || id !== this.identityOfEnv) {
      this.loaded.clear();
      this.env = this.create();
      this.identityOfEnv = id;
    }
    return this.env;
  }

  /** Starts `request` for the route `key` (a `$parameters` artifact: the page's code need not be loaded). */
  load<T extends OperationType>(
    key: string,
    request: PreloadableConcreteRequest<T>,
    variables: VariablesOf<T>,
    { fetchPolicy, anonymous = false }: LoadOptions,
  ): PreloadedQuery<T> {
    const environment = this.environment();
    const query = loadQuery<T>(environment, request, variables, {
      fetchPolicy,
      networkCacheConfig: anonymous ? { metadata: { anonymous: true } } : undefined,
    });
    const [previous, older] = this.loaded.get(key) ?? [];
    older?.dispose();
    this.loaded.set(key, [query as unknown as PreloadedQuery<OperationType>, ...(previous ? [previous] : [])]);
    return query;
  }
}
