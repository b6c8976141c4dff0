/**
 * The staff session's holds (docs/security.md): the server answers a staff request with
 * SECOND_FACTOR_REQUIRED, SECOND_FACTOR_RECENT or SESSION_EXPIRED until the person passes
 * their second factor (or signs in again). The network layer asks the gate, which shows
 * the prompt (StaffGateHost) and settles once the person has passed it or given up; the
 * request is then sent again.
 */
export type HeldCode = 'SECOND_FACTOR_REQUIRED' | 'SECOND_FACTOR_RECENT' | 'SESSION_EXPIRED';

export const HELD_CODES: readonly string[] = ['SECOND_FACTOR_REQUIRED', 'SECOND_FACTOR_RECENT', 'SESSION_EXPIRED'];

export function isHeldCode(code: unknown): code is HeldCode {
  return typeof code === 'string' && HELD_CODES.includes(code);
}

export interface Hold {
  code: HeldCode;
  /** The server's sentence. */
  message: string;
}

export class StaffGate {
  private hold: Hold | null = null;
  private waiting: ((passed: boolean) => void)[] = [];
  private listeners = new Set<() => void>();

  getHold = (): Hold | null => this.hold;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Shows the prompt for hold (one at a time: requests held meanwhile wait for the same
   * one) and resolves true once it was passed, false when the person gave up.
   */
  held(hold: Hold): Promise<boolean> {
    if (!this.hold) this.set(hold);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Called by the prompt: passed, or given up. */
  settle(passed: boolean): void {
    const waiting = this.waiting;
    this.waiting = [];
    this.set(null);
    waiting.forEach((resolve) => resolve(passed));
  }

  private set(hold: Hold | null) {
    this.hold = hold;
    this.listeners.forEach((l) => l());
  }
}

/** The first held code among a GraphQL answer's errors. */
export function holdOf(json: unknown): Hold | null {
  const errors = (json as { errors?: { message?: string; extensions?: { code?: unknown } }[] } | null)?.errors;
  if (Array.isArray(errors)) {
    for (const e of errors) {
      if (isHeldCode(e.extensions?.code)) return { code: e.extensions.code, message: e.message ?? '' };
    }
  }
  const error = (json as { error?: { code?: unknown; message?: string } } | null)?.error;
  if (error && isHeldCode(error.code)) return { code: error.code, message: error.message ?? '' };
  return null;
}
