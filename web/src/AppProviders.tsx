import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { AuthProvider } from './auth/AuthProvider';
import type { AuthStore } from './auth/store';
import { ToastProvider } from './components/Toast';

export interface AppProvidersProps {
  authStore: AuthStore;
  /** For components rendered outside the routes (tests); routes use the root route's environment. */
  environment?: Environment;
  children: React.ReactNode;
}

/** Auth → toasts. The Relay environment (one per identity) comes with the routes (routes/index.tsx). */
export function AppProviders({ authStore, environment, children }: AppProvidersProps) {
  const inner = <ToastProvider>{children}</ToastProvider>;
  return (
    <AuthProvider store={authStore}>
      {environment ? <RelayEnvironmentProvider environment={environment}>{inner}</RelayEnvironmentProvider> : inner}
    </AuthProvider>
  );
}
