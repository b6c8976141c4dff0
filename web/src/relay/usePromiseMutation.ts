import { useCallback } from 'react';
import { useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, PayloadError } from 'relay-runtime';

/** The first server message of a failed request, capitalised, or the fallback. */
export function graphQLErrorMessage(err: unknown, fallback: string): string {
  const e = err as { source?: { errors?: { message?: string }[] }; errors?: PayloadError[] } | null;
  const msg = e?.source?.errors?.[0]?.message ?? e?.errors?.[0]?.message;
  return msg ? msg.charAt(0).toUpperCase() + msg.slice(1) : fallback;
}

/**
 * useMutation as a promise: resolves with the response, rejects with an Error whose message
 * can be shown to the person (the server's, or `fallback`). Pair it with useToast():
 *   await commit({ input }); toast.success('Banner is Updated');
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  fallback = 'Saving failed. Please try again.',
): [(variables: T['variables']) => Promise<T['response']>, boolean] {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          onCompleted: (response, errors) => {
            if (errors?.length) reject(new Error(graphQLErrorMessage({ errors }, fallback)));
            else resolve(response);
          },
          onError: (err) => reject(new Error(graphQLErrorMessage(err, fallback))),
        });
      }),
    [commit, fallback],
  );
  return [run, inFlight];
}
