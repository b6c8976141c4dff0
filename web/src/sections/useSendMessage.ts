import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateMessageInput, useSendMessageMutation } from '../__generated__/useSendMessageMutation.graphql';

export type MessageInput = Required<{ [K in keyof CreateMessageInput]-?: string }>;

/** A refused message: the server's sentence, and a sentence per field at fault. */
export class SendMessageError extends Error {
  constructor(
    message: string,
    readonly fields: Partial<Record<keyof MessageInput, string>>,
  ) {
    super(message);
    this.name = 'SendMessageError';
  }
}

interface ServerError {
  message?: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

const FALLBACK = 'Your message could not be sent. Please try again.';

const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** Turns the server's errors ({message, extensions.fields}) into a SendMessageError. */
export function toSendMessageError(errors: readonly ServerError[] | null | undefined): SendMessageError {
  const list = errors ?? [];
  const fields: Record<string, string> = {};
  for (const e of list) {
    for (const name of Object.keys(e.extensions?.fields ?? {})) {
      // "emailAddress must be an e-mail address like …" → "Must be an e-mail address like …"
      const msg = (e.message ?? '').replace(new RegExp(`^${name}\\s+`), '');
      fields[name] = capitalise(msg) || 'This value is not valid.';
    }
  }
  return new SendMessageError(capitalise(list[0]?.message ?? '') || FALLBACK, fields);
}

/**
 * sendMessage as a promise; the server sets messageStatus (UnRead). honeypot is the form's
 * field that people never see: what a bot types there makes the server keep nothing.
 */
export function useSendMessage(): [(input: MessageInput, honeypot?: string) => Promise<string>, boolean] {
  const [commit, inFlight] = useMutation<useSendMessageMutation>(graphql`
    mutation useSendMessageMutation($input: CreateMessageInput!, $honeypot: String) {
      sendMessage(input: $input, honeypot: $honeypot) {
        id
      }
    }
  `);
  const send = useCallback(
    (input: MessageInput, honeypot = '') =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: { input, honeypot },
          onCompleted: (response, errors) => {
            if (errors?.length || !response.sendMessage) reject(toSendMessageError(errors as ServerError[] | null));
            else resolve(response.sendMessage.id);
          },
          onError: (err) => {
            const source = (err as { source?: { errors?: ServerError[] } }).source;
            reject(source?.errors?.length ? toSendMessageError(source.errors) : new SendMessageError(FALLBACK, {}));
          },
        });
      }),
    [commit],
  );
  return [send, inFlight];
}
