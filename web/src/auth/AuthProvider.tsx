import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthStore, type AuthState } from './store';

const AuthContext = createContext<AuthStore | null>(null);

/** Runs fn when the browser is idle after first paint (or soon, where idle callbacks are missing). */
function whenIdle(fn: () => void): () => void {
  const w = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(fn, { timeout: 2000 });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  useEffect(() => {
    // A browser that was signed in last time confirms it after first paint; visitors never
    // load the identity SDK on public pages.
    if (!store.hinted) return;
    return whenIdle(() => {
      store.ensureLoaded().catch(() => undefined);
    });
  }, [store]);
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuthStore: no <AuthProvider> above');
  return store;
}

export interface UseAuth extends AuthState {
  store: AuthStore;
}

export function useAuth(): UseAuth {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getServerState);
  return useMemo(() => ({ ...state, store }), [state, store]);
}

/** Loads the identity SDK on mount: for pages that need to know for sure (login, guarded pages). */
export function useEnsureAuthLoaded(): UseAuth {
  const auth = useAuth();
  const { store } = auth;
  useEffect(() => {
    store.ensureLoaded().catch(() => undefined);
  }, [store]);
  return auth;
}
