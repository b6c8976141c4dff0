import { readSignedInHint, writeSignedInHint } from './hint';
import type { AuthClient, AuthClientLoader, AuthUser } from './types';

export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  /** 'unknown' until the identity SDK has been loaded and has restored the session. */
  status: AuthStatus;
  user: AuthUser | null;
  /** What the UI should assume meanwhile: the SDK's answer, or the local hint before it. */
  signedIn: boolean;
  /** Changes whenever cached private data must be dropped (another user, or signed out). */
  epoch: number;
  /** Set when the identity SDK or its settings could not be loaded. */
  loadError: unknown;
}

const SERVER_STATE: AuthState = { status: 'unknown', user: null, signedIn: false, epoch: 0, loadError: null };

/**
 * Holds the signed-in state outside React so the Relay network layer can ask for a token.
 * The identity SDK is loaded only by ensureLoaded(): when a page needs auth, when a token
 * is needed, or (for browsers hinted as signed in) after first paint.
 */
export class AuthStore {
  private state: AuthState;
  private listeners = new Set<() => void>();
  private pending: Promise<AuthClient> | null = null;
  private client: AuthClient | null = null;
  private readonly hint: boolean;

  constructor(private readonly loader: AuthClientLoader) {
    this.hint = readSignedInHint();
    // A visitor starts from the server's very snapshot: useSyncExternalStore then has no new
    // state to re-render synchronously right after hydration.
    this.state = this.hint ? { ...SERVER_STATE, signedIn: true } : SERVER_STATE;
  }

  /** The browser was signed in on its last visit (not yet confirmed). */
  get hinted(): boolean {
    return this.hint;
  }

  getState = (): AuthState => this.state;

  /**
   * What a server-rendered page was rendered with (nobody signed in yet): hydration starts
   * from it, then moves to getState(), so a signed-in browser's header does not mismatch.
   */
  getServerState = (): AuthState => SERVER_STATE;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<AuthState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }

  ensureLoaded = (): Promise<AuthClient> => {
    if (!this.pending) {
      this.pending = this.loader().then(
        (client) => {
          this.client = client;
          if (this.state.loadError) this.set({ loadError: null });
          let first = true;
          client.subscribe((user) => {
            this.onUser(user, first);
            first = false;
          });
          return client;
        },
        (err: unknown) => {
          this.pending = null;
          this.set({ loadError: err });
          throw err;
        },
      );
    }
    return this.pending;
  };

  private onUser(user: AuthUser | null, first: boolean): void {
    const prev = this.state;
    let bump: boolean;
    if (first && prev.status === 'unknown') {
      // Requests sent before this point went without a token unless the hint made them wait.
      bump = user !== null && !this.hint;
    } else {
      // Another person, or the same one with an e-mail now verified (staff rights need
      // it): what was read with the old token is dropped.
      bump = (prev.user?.uid ?? null) !== (user?.uid ?? null)
        || (user !== null && prev.user !== null && prev.user.emailVerified !== user.emailVerified);
    }
    if (!bump && prev.status !== 'unknown' && prev.user?.uid === user?.uid && prev.user?.email === user?.email
      && prev.user?.emailVerified === user?.emailVerified) {
      return; // token refresh only
    }
    writeSignedInHint(user !== null);
    this.set({
      status: user ? 'signedIn' : 'signedOut',
      user,
      signedIn: user !== null,
      epoch: bump ? prev.epoch + 1 : prev.epoch,
    });
  }

  /**
   * The bearer token for a request: null for visitors without loading the SDK; waits for
   * the SDK when the browser is (hinted as) signed in.
   */
  getIdToken = async (): Promise<string | null> => {
    const { status } = this.state;
    if (status === 'signedOut') return null;
    if (status === 'unknown' && !this.hint) return null;
    try {
      const client = this.client ?? (await this.ensureLoaded());
      return await client.getIdToken();
    } catch {
      return null;
    }
  };

  signInWithEmail = async (email: string, password: string) => (await this.ensureLoaded()).signInWithEmail(email, password);
  signInWithGoogle = async () => (await this.ensureLoaded()).signInWithGoogle();
  register = async (email: string, password: string) => (await this.ensureLoaded()).register(email, password);
  refresh = async () => (await this.ensureLoaded()).refresh();
  signOut = async () => (await this.ensureLoaded()).signOut();
}
