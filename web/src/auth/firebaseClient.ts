/**
 * The Firebase Auth implementation of AuthClient. This module is only ever reached
 * through a dynamic import (see loader.ts), so the Firebase SDK is a separate chunk that
 * public pages do not load for visitors.
 */
import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AppConfig } from '../config/appConfig';
import type { AuthClient, AuthUser } from './types';

function toAuthUser(u: User | null): AuthUser | null {
  return u ? { uid: u.uid, email: u.email, emailVerified: u.emailVerified } : null;
}

function emulatorUrl(host: string): string {
  return /^https?:\/\//.test(host) ? host : `http://${host}`;
}

export function createFirebaseAuthClient(config: AppConfig): AuthClient {
  const { apiKey, authDomain, projectId, emulatorHost } = config.firebase;
  const app: FirebaseApp = getApps()[0] ?? initializeApp({ apiKey, authDomain, projectId });
  const auth: Auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    // No popupRedirectResolver here: it loads Google's api.js on every signed-in page.
    // Only the Google button needs it, and passes it to signInWithPopup.
  });
  if (emulatorHost) {
    // Must follow initializeAuth synchronously.
    connectAuthEmulator(auth, emulatorUrl(emulatorHost), { disableWarnings: true });
  }

  return {
    subscribe(callback) {
      // onIdTokenChanged also fires on sign-in, sign-out and token refresh.
      return onIdTokenChanged(auth, (u) => callback(toAuthUser(u)));
    },
    async getIdToken() {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    async signInWithEmail(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async signInWithGoogle() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    },
    async register(email, password) {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    async refresh() {
      // Reads the account again (a verified e-mail) and takes a new ID token that says so.
      await auth.authStateReady();
      if (!auth.currentUser) return;
      await auth.currentUser.reload();
      await auth.currentUser.getIdToken(true);
    },
    async signOut() {
      await signOut(auth);
    },
  };
}
