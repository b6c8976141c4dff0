import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import type { StaffGate } from '../staff/gate';
import { createFetchFn, type PreloadedResponses, type TokenGetter } from './network';

export function createRelayEnvironment(getToken: TokenGetter, preloaded?: PreloadedResponses, gate?: StaffGate): Environment {
  const fromServer = createFetchFn(getToken, '/graphql', gate);
  // A preloaded answer is returned as a value, not a promise: Relay then has the data while
  // rendering, and a page being hydrated does not suspend.
  const fetchFn: FetchFunction = (params, variables, cacheConfig, uploadables) =>
    (params.id && params.operationKind === 'query' ? preloaded?.take(params.id, variables) : null) ??
    fromServer(params, variables, cacheConfig, uploadables);
  return new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
    options: { preloaded },
  });
}
