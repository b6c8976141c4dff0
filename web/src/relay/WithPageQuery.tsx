import { Suspense, type ReactNode } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { usePageQuery } from './usePageQuery';

type Show<T extends OperationType> = (data: T['response'] | null) => ReactNode;

function Loaded<T extends OperationType>({ query, show }: { query: GraphQLTaggedNode; show: Show<T> }) {
  return show(usePageQuery<T>(query));
}

/**
 * A part of a page that shows the page's query: drawn without data (its skeletons, the same
 * size as what replaces them) until the answer is there.
 */
export function WithPageQuery<T extends OperationType>({ query, show }: { query: GraphQLTaggedNode; show: Show<T> }) {
  return (
    <Suspense fallback={show(null)}>
      <Loaded<T> query={query} show={show} />
    </Suspense>
  );
}

/** A page titled `title` that is its view of the page's query, drawn without data until the answer is there. */
export function queryPage<T extends OperationType>(title: string, query: GraphQLTaggedNode, View: (props: { data: T['response'] | null }) => ReactNode) {
  return function QueryPage() {
    useDocumentTitle(title);
    return <WithPageQuery<T> query={query} show={(data) => <View data={data} />} />;
  };
}
