import { getAppConfig } from '../config/appConfig';
import type { AuthClient } from './types';

let pending: Promise<AuthClient> | null = null;

/** Loads /app-config.json and the Firebase SDK (a separate chunk) once, on first need. */
export function loadFirebaseAuthClient(): Promise<AuthClient> {
  if (!pending) {
    pending = Promise.all([getAppConfig(), import('./firebaseClient')])
      .then(([config, mod]) => mod.createFirebaseAuthClient(config))
      .catch((err: unknown) => {
        pending = null;
        throw err;
      });
  }
  return pending;
}
