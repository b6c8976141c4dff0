import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Environment } from 'relay-runtime';
import { AuthProvider } from './auth/AuthProvider';
import type { AuthStore } from './auth/store';
import { ToastProvider } from './components/Toast';
import { RelayProvider } from './relay/RelayProvider';
import { buildRoutes } from './routes';

export interface AppProvidersProps {
  authStore: AuthStore;
  environment?: Environment;
  children: React.ReactNode;
}

/** Auth → Relay (per identity) → toasts. Shared by the app and the tests. */
export function AppProviders({ authStore, environment, children }: AppProvidersProps) {
  return (
    <AuthProvider store={authStore}>
      <RelayProvider environment={environment}>
        <ToastProvider>{children}</ToastProvider>
      </RelayProvider>
    </AuthProvider>
  );
}

export function App({ authStore, routes }: { authStore: AuthStore; routes?: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(routes ?? buildRoutes()));
  return (
    <AppProviders authStore={authStore}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
