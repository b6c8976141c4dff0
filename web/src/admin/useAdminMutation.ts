import { useCallback } from 'react';
import { useMutation } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, UploadableMap } from 'relay-runtime';
import { toAdminError } from './errors';

/**
 * useMutation as a promise for the admin screens: resolves with the response, rejects with
 * an AdminError (message, extensions.code, extensions.fields). `uploadables`: files sent as a
 * GraphQL multipart request (relay/environment.ts).
 *
 * Every successful admin change marks the whole Relay store stale (invalidateStore): the
 * changed record is updated in place by the response, and every other query (a public page's
 * list, a singleton's "add or edit" switch) is fetched again the next time it is shown, so
 * the public site shows the change at once and never a cached copy from before it.
 */
export function useAdminMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: T['variables'], uploadables?: UploadableMap) => Promise<T['response']>, boolean] {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], uploadables?: UploadableMap) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          uploadables,
          updater: (store) => {
            store.invalidateStore();
          },
          onCompleted: (response, errors) => {
            if (errors?.length) reject(toAdminError(errors));
            else resolve(response);
          },
          onError: (err) => reject(toAdminError(err)),
        });
      }),
    [commit],
  );
  return [run, inFlight];
}
