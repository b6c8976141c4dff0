import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLResponse } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { fetchQuery, RelayEnvironmentProvider, useFragment, useMutation, type LightEnvironment } from './relay';

const query = { params: { id: 'q1', name: 'SomeQuery', operationKind: 'query', text: null, metadata: {}, cacheID: 'q1' } as const };
const mutation = { params: { ...query.params, id: 'm1', name: 'SomeMutation', operationKind: 'mutation' } as const };
const answering = (response: object): LightEnvironment => ({ send: vi.fn(async () => response as GraphQLResponse) });

describe('the light runtime for Relay', () => {
  it('useFragment reads the object it is given: the response holds every fragment\'s fields', () => {
    const ref = { logos: { edges: [] } };
    expect(useFragment({}, ref)).toBe(ref);
  });

  it('fetchQuery sends the persisted id and gives the data, subscribed or awaited', async () => {
    const environment = answering({ data: { viewer: { isAdmin: true } } });
    await expect(fetchQuery(environment, query, { a: 1 }).toPromise()).resolves.toEqual({ viewer: { isAdmin: true } });
    expect(environment.send).toHaveBeenCalledWith(query.params, { a: 1 });
    const next = vi.fn();
    fetchQuery(environment, query, {}).subscribe({ next });
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith({ viewer: { isAdmin: true } }));
  });

  it('an answer without data is an error whose source is the answer, as Relay reports it; an unsubscribed one is not told', async () => {
    const response = { data: null, errors: [{ message: 'not allowed' }] };
    const err = await fetchQuery(answering(response), query, {}).toPromise().catch((e: unknown) => e);
    expect(err).toMatchObject({ message: 'No data returned for operation `SomeQuery`', source: response });
    const error = vi.fn();
    fetchQuery(answering(response), query, {}).subscribe({ error }).unsubscribe();
    await new Promise((r) => setTimeout(r, 10));
    expect(error).not.toHaveBeenCalled();
  });

  function Sender({ onCompleted, onError }: { onCompleted: (r: unknown, e: unknown) => void; onError: (e: unknown) => void }) {
    const [commit, inFlight] = useMutation(mutation);
    return (
      <button type="button" onClick={() => commit({ variables: { email: 'a@b.test' }, onCompleted, onError })}>
        {inFlight ? 'sending' : 'send'}
      </button>
    );
  }

  it('useMutation sends the variables, is in flight until the answer, and passes data with the field errors', async () => {
    let answer!: (r: GraphQLResponse) => void;
    const environment: LightEnvironment = { send: vi.fn(() => new Promise<GraphQLResponse>((r) => (answer = r))) };
    const onCompleted = vi.fn();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Sender onCompleted={onCompleted} onError={vi.fn()} />
      </RelayEnvironmentProvider>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('sending');
    expect(environment.send).toHaveBeenCalledWith(mutation.params, { email: 'a@b.test' });
    const errors = [{ message: 'partly' }];
    await act(async () => answer({ data: { subscribe: null }, errors }));
    expect(onCompleted).toHaveBeenCalledWith({ subscribe: null }, errors);
    expect(screen.getByRole('button')).toHaveTextContent('send');
  });

  it('useMutation reports a refused mutation (no data) and a failed request to onError', async () => {
    const onError = vi.fn();
    const response = { data: null, errors: [{ message: 'email must be an e-mail address' }] };
    render(
      <RelayEnvironmentProvider environment={answering(response)}>
        <Sender onCompleted={vi.fn()} onError={onError} />
      </RelayEnvironmentProvider>,
    );
    await userEvent.click(screen.getByRole('button'));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ source: response })));
  });
});
