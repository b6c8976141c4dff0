import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * The data of the query the page's route loaded (pages/index.ts names it; routes/index.tsx
 * starts it). Suspends until the answer is there; throws what the server answered with an error.
 */
export function usePageQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  return usePreloadedQuery<T>(query, useLoaderData() as PreloadedQuery<T>);
}
