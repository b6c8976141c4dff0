import { Component, Suspense, useState, type ReactNode } from 'react';
import { apiError, type ApiError } from './errors';

interface BoundaryProps {
  fallback: (error: ApiError, retry: () => void) => ReactNode;
  /** Called by retry before the children render again (to fetch anew). */
  onRetry?: () => void;
  /** A change of any of these (the record id, the page) clears the error. */
  resetKeys: unknown[];
  children: ReactNode;
}

interface BoundaryState {
  error: ApiError | null;
  keys: unknown[];
}

const sameKeys = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * Catches what a page's query throws (the server's GraphQL error, a failed network) and shows
 * it as a sentence, so a failure never leaves a blank page or the generic error screen.
 */
export class QueryErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(err: unknown): Partial<BoundaryState> {
    return { error: apiError(err, 'Something went wrong while loading this page. Please try again.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!sameKeys(props.resetKeys, state.keys)) return { error: null, keys: props.resetKeys };
    return null;
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}

export interface QueryBoundaryProps {
  /** Shown while the children's data loads. */
  loading: ReactNode;
  /** Shown when loading failed; `retry` fetches again. */
  error: (error: ApiError, retry: () => void) => ReactNode;
  resetKeys?: unknown[];
  /** Renders the data part; `fetchKey` changes on every retry (pass it to useLazyLoadQuery). */
  children: (fetchKey: number) => ReactNode;
}

/** Suspense and an error boundary around a page's data, with a retry that really refetches. */
export function QueryBoundary({ loading, error, resetKeys = [], children }: QueryBoundaryProps) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <QueryErrorBoundary fallback={error} onRetry={() => setFetchKey((k) => k + 1)} resetKeys={resetKeys}>
      <Suspense fallback={loading}>{children(fetchKey)}</Suspense>
    </QueryErrorBoundary>
  );
}
