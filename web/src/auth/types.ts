/** The signed-in person as the web app sees them (from the identity service). */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * What the app needs from the identity service. The Firebase implementation lives in
 * firebaseClient.ts and is loaded on demand; tests pass a fake.
 */
export interface AuthClient {
  /** Calls back with the current user now and on every change; returns an unsubscribe. */
  subscribe(callback: (user: AuthUser | null) => void): () => void;
  /** A fresh ID token for the signed-in user, or null when signed out. */
  getIdToken(): Promise<string | null>;
  signInWithEmail(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  register(email: string, password: string): Promise<void>;
  /** Reads the account again and takes a fresh ID token (after its e-mail was verified). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

export type AuthClientLoader = () => Promise<AuthClient>;
