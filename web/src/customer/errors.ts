import { GraphQLHTTPError } from '../relay/network';

/** What the server said about a failed request, in the shape its GraphQL errors carry. */
export interface ApiError {
  /** extensions.code: VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, … (undefined for network failures). */
  code?: string;
  /** A sentence to show the person. */
  message: string;
  /** For VALIDATION: field name → broken rule ("required", "maxLength"). */
  fields?: Record<string, string>;
}

interface GraphQLErrorLike {
  message?: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

/** entgql's message for node(id) with an id the viewer cannot see (or that does not exist). */
const NODE_LOOKUP = /^Could not resolve to a node/;
const NOT_FOUND = "We can't find that. It may have been removed, or it belongs to another account.";
const OFFLINE = 'We could not reach the server. Check your connection and try again.';

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Reads a failure from Relay (a query or mutation error with `source.errors`, the `errors` of
 * onCompleted, a GraphQLErrorLike list) or from the network into an ApiError. Messages are
 * the server's own sentences; failures without one get `fallback`.
 */
export function apiError(err: unknown, fallback: string): ApiError {
  const e = err as { source?: { errors?: GraphQLErrorLike[] | null }; errors?: GraphQLErrorLike[] } | null | undefined;
  const list: GraphQLErrorLike[] | undefined = Array.isArray(err)
    ? (err as GraphQLErrorLike[])
    : (e?.source?.errors ?? e?.errors ?? undefined);
  const messages = (list ?? []).filter((x) => x && typeof x.message === 'string' && x.message);
  // A failed node(id) lookup next to another field's error says less than that error does.
  const first = messages.find((x) => !NODE_LOOKUP.test(x.message as string)) ?? messages[0];
  if (first) {
    const code = first.extensions?.code;
    if (code === 'INTERNAL') return { code, message: fallback };
    if (NODE_LOOKUP.test(first.message as string)) return { code, message: NOT_FOUND };
    return { code, message: capitalise(first.message as string), fields: first.extensions?.fields };
  }
  if (err instanceof GraphQLHTTPError || err instanceof TypeError) return { message: OFFLINE };
  return { message: fallback };
}
