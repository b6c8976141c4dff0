import { Suspense, type ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { apiError, type ApiError } from './errors';

export interface QueryBoundaryProps {
  /** Shown while the page's data loads. */
  loading: ReactNode;
  /** Shown when loading failed; `retry` loads the route's query again. */
  error: (error: ApiError, retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Suspense and an error boundary around a page's data (usePageQuery), so a failure (the
 * server's GraphQL error, a failed network) shows as a sentence, never a blank page or the
 * generic error screen. Retry loads the route again; its new data clears the error.
 */
export function QueryBoundary({ loading, error, children }: QueryBoundaryProps) {
  const { revalidate } = useRevalidator();
  const loaded = useLoaderData();
  const retry = () => void revalidate();
  return (
    <ErrorBoundary
      resetKeys={[loaded]}
      fallback={(err) => error(apiError(err, 'Something went wrong while loading this page. Please try again.'), retry)}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
