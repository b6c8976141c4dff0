import { use } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * The query the route's loader started (routes/index.tsx). A content admin page's may still be
 * on its way on the first location (its parameters load with the admin's code): it suspends
 * until it is there.
 */
export function useRouteQuery<T extends OperationType>(): PreloadedQuery<T> | null {
  const loaded = useLoaderData() as PreloadedQuery<T> | Promise<PreloadedQuery<T>> | null;
  return loaded instanceof Promise ? use(loaded) : loaded;
}

/**
 * The data of the query the page's route loaded (pages/index.ts names it; routes/index.tsx
 * starts it). Suspends until the answer is there; throws what the server answered with an error.
 */
export function usePageQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  return usePreloadedQuery<T>(query, useRouteQuery<T>() as PreloadedQuery<T>);
}
