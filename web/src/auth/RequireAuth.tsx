import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useEnsureAuthLoaded } from './AuthProvider';
import { PageSkeleton } from '../components/Skeleton';

export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The state /login hands the page it moves on to: the person has just signed in. */
export const SIGNED_IN: Readonly<{ signedIn: true }> = Object.freeze({ signedIn: true });

/** Whether the page was reached straight from signing in on /login. */
export function justSignedIn(state: unknown): boolean {
  return (state as { signedIn?: unknown } | null)?.signedIn === true;
}

/** The in-app path remembered by RequireAuth, or the fallback. Never an outside address. */
export function rememberedPath(state: unknown, fallback: string): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return fallback;
  const path = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (['/login', '/register', '/reset'].includes(from.pathname)) return fallback;
  return path;
}

/**
 * Guards its children (or nested routes): a visitor is sent to /login, which sends them
 * back to where they were going once signed in.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const auth = useEnsureAuthLoaded();
  const location = useLocation();

  if (auth.status === 'unknown') {
    if (auth.loadError) {
      return (
        <section className="page container narrow" aria-labelledby="auth-unavailable">
          <h1 id="auth-unavailable">Sign-in is unavailable</h1>
          <p>We could not reach the sign-in service. Check your connection and reload the page.</p>
          <button type="button" className="btn btn-primary" onClick={() => auth.store.ensureLoaded().catch(() => undefined)}>
            Try again
          </button>
        </section>
      );
    }
    return <PageSkeleton label="Checking your sign-in" />;
  }
  if (auth.status === 'signedOut') {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <>{children ?? <Outlet />}</>;
}
