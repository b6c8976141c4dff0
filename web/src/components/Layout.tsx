import { Suspense, useEffect, useRef } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useRevalidator } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import type { RootData } from '../routes';
import { PageSkeleton } from './Skeleton';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Moves focus to the main region after an in-app navigation, so screen readers start at the new page. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Another identity (sign-in, sign-out) means another Relay environment: the routes load
 * again with it, and the new environment and their new data arrive in the same render.
 */
function useReloadOnIdentityChange() {
  const { epoch } = useAuth();
  const { revalidate } = useRevalidator();
  const seen = useRef(epoch);
  useEffect(() => {
    if (seen.current === epoch) return;
    seen.current = epoch;
    void revalidate();
  }, [epoch, revalidate]);
}

/** The shell around every route: header, main region, footer. */
export function Layout() {
  useFocusMainOnNavigate();
  useReloadOnIdentityChange();
  const { environment, shell } = useLoaderData() as RootData;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <div className="app">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <SiteHeader shell={shell} />
        <main id="main" tabIndex={-1}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter shell={shell} />
        <ScrollRestoration />
      </div>
    </RelayEnvironmentProvider>
  );
}
