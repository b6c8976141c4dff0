import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import type { AuthStore } from './auth/store';

export function App({ authStore, router }: { authStore: AuthStore; router: DataRouter }) {
  return (
    <AppProviders authStore={authStore}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
