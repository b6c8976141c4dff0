import { useEffect, useRef } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useRevalidator } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import type { RootData } from '../routes';
import { Chrome } from './Chrome';

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
      <Chrome shell={shell} after={<ScrollRestoration />}>
        <Outlet />
      </Chrome>
    </RelayEnvironmentProvider>
  );
}
