import type { CacheConfig, FetchPolicy } from 'relay-runtime';

/**
 * How every public page loads its one query: public content only, so it goes without a
 * token (never waits for the identity SDK) and the server answers it from its cache;
 * data already in the store (going back to a page) renders at once.
 */
export const PUBLIC_PAGE_QUERY: { fetchPolicy: FetchPolicy; networkCacheConfig: CacheConfig } = {
  fetchPolicy: 'store-or-network',
  networkCacheConfig: { metadata: { anonymous: true } },
};
