import type { AuthStore } from '../auth/store';
import { holdOf, type StaffGate } from './gate';

/** A refusal of the staff API (/api/staff/…): the server's sentence and code. */
export class StaffApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

export interface SessionRow {
  startedAt: string;
  lastSeenAt: string;
  clientIp: string;
  userAgent: string;
  endedAt: string | null;
  current: boolean;
}

/** A registered passkey, as the security page lists it. */
export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/staff/security: the person's own sign-ins and factors. */
export interface SecurityStatus {
  role: string;
  held: string;
  secondFactorNeeded: boolean;
  secondFactorAt: string | null;
  totp: boolean;
  passkeys: Passkey[];
  /** False on a site at an IP address: browsers use passkeys only for domain names. */
  passkeysAvailable: boolean;
  recoveryCodesLeft: number;
  secondFactorRoles: string[];
  sessions: SessionRow[] | null;
}

export interface Enrolment {
  uri: string;
  /** The QR code as a PNG data URL, drawn by the server. */
  qr: string;
  secret: string;
}

/**
 * Calls the staff API with the person's token. With a gate, a held answer (a sensitive
 * action whose factor is older than 15 minutes) prompts, then the call goes again.
 */
export async function staffApi<T>(auth: AuthStore, method: string, path: string, body?: unknown, gate?: StaffGate): Promise<T> {
  for (let tries = 0; ; tries++) {
    const token = await auth.getIdToken();
    let res: Response;
    try {
      res = await fetch(`/api/staff/${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw new StaffApiError('We could not reach the server. Check your connection and try again.', 'NETWORK');
    }
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) return json as T;
    const hold = gate && tries < 3 ? holdOf(json) : null;
    if (hold && (await gate!.held(hold))) continue;
    const e = (json as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
    throw new StaffApiError(e?.message ?? `The server answered ${res.status}. Please try again.`, e?.code ?? String(res.status), e?.fields ?? {});
  }
}
