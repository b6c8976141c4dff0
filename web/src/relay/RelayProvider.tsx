import { useMemo, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { useAuth } from '../auth/AuthProvider';
import { createRelayEnvironment, responsesOfPage } from './environment';

// Read once: the server-rendered page's data serves the first environment's first requests.
const pageResponses = responsesOfPage();

/**
 * One Relay environment per signed-in identity: signing out or in as someone else starts a
 * fresh store, so no private record outlives the session that could read it.
 */
export function RelayProvider({ children, environment }: { children: ReactNode; environment?: Environment }) {
  const { epoch, store } = useAuth();
  const env = useMemo(
    () => environment ?? createRelayEnvironment(store.getIdToken, pageResponses),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [environment, store, epoch],
  );
  return <RelayEnvironmentProvider environment={env}>{children}</RelayEnvironmentProvider>;
}
