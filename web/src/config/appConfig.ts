/**
 * Run-time settings the Go server hands the browser at GET /app-config.json.
 * One web build serves every environment; nothing here is baked in at build time.
 */
export interface FirebasePublicConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** "127.0.0.1:9099" in development and tests, "" in production. */
  emulatorHost: string;
}

export interface AppConfig {
  firebase: FirebasePublicConfig;
}

let pending: Promise<AppConfig> | null = null;

/** Fetches /app-config.json once per page load. */
export function getAppConfig(): Promise<AppConfig> {
  if (!pending) {
    pending = fetch('/app-config.json', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`app-config.json: HTTP ${res.status}`);
        return res.json() as Promise<AppConfig>;
      })
      .then((cfg) => {
        const fb = cfg?.firebase;
        if (!fb || !fb.apiKey || !fb.projectId) throw new Error('app-config.json: firebase settings missing');
        return { firebase: { ...fb, emulatorHost: fb.emulatorHost ?? '' } };
      })
      .catch((err: unknown) => {
        pending = null; // allow a retry on the next call
        throw err;
      });
  }
  return pending;
}

/** For tests. */
export function resetAppConfigForTests(): void {
  pending = null;
}
