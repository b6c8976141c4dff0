/**
 * What the admin screens make of a failed GraphQL request: the server's sentence, its
 * extensions.code and, for VALIDATION, the fields at fault (extensions.fields: field → rule).
 */
export type ErrorCode = 'VALIDATION' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | string;

interface RawGraphQLError {
  message?: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

export class AdminError extends Error {
  readonly code: ErrorCode | undefined;
  /** field name → rule ("required", "url", "email", "maxLength", …) */
  readonly fields: Record<string, string>;

  constructor(message: string, code?: ErrorCode, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'AdminError';
    this.code = code;
    this.fields = fields;
  }
}

export const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';

function graphQLErrorsOf(err: unknown): RawGraphQLError[] | null {
  if (Array.isArray(err)) return err as RawGraphQLError[];
  const e = err as { source?: { errors?: RawGraphQLError[] }; errors?: RawGraphQLError[]; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return null;
  if (Array.isArray(e.source?.errors) && e.source!.errors!.length) return e.source!.errors!;
  if (Array.isArray(e.errors) && e.errors.length) return e.errors;
  return null;
}

const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** Any failure (Relay error, GraphQL error list, network error) as an AdminError. */
export function toAdminError(err: unknown, fallback = 'Saving failed. Please try again.'): AdminError {
  if (err instanceof AdminError) return err;
  const errors = graphQLErrorsOf(err);
  if (errors) {
    const first = errors[0];
    const fields: Record<string, string> = {};
    for (const e of errors) Object.assign(fields, e.extensions?.fields ?? {});
    return new AdminError(capitalise(first.message ?? '') || fallback, first.extensions?.code, fields);
  }
  const e = err as { name?: string; message?: string; status?: number } | null;
  if (e && (e.name === 'TypeError' || e.name === 'GraphQLHTTPError' || /fetch|network/i.test(e.message ?? ''))) {
    if (e.status === 401) return new AdminError('Your session has ended. Please sign in again.', 'UNAUTHENTICATED');
    if (e.status === 403) return new AdminError('You are not allowed to do this.', 'FORBIDDEN');
    if (e.status === 429) return new AdminError('Too many requests. Please wait a moment and try again.', 'RATE_LIMITED');
    if (e.status && e.status >= 500) return new AdminError('The server ran into a problem. Please try again.', 'UNAVAILABLE');
    return new AdminError(NETWORK_MESSAGE, 'NETWORK');
  }
  return new AdminError(fallback);
}

const RULE_TEXT: Record<string, string> = {
  required: 'is required',
  url: 'must be a link (https://… or a path starting with /)',
  email: 'must be a valid e-mail address',
  maxLength: 'is too long',
  minLength: 'is too short',
  range: 'is out of range',
  format: 'is not in the right format',
  unique: 'is already in use',
  enum: 'is not one of the allowed values',
  control: 'must not contain control characters',
  lastAdmin: 'belongs to the last admin: add another admin before changing it',
  ownEmail: 'is your own: confirm the change to go ahead',
};

/**
 * The message to show beside a field the server refused: the server's own sentence with
 * the field's name replaced by its label when it names that field ("packagePrice must have
 * two decimals" → "Package Price must have two decimals"), else a sentence from the rule.
 */
export function fieldMessage(error: AdminError, field: string, label: string): string {
  const msg = error.message;
  if (msg.toLowerCase().startsWith(field.toLowerCase())) return label + msg.slice(field.length);
  return `${label} ${RULE_TEXT[error.fields[field]] ?? 'is not valid'}`;
}
