import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { createFetchFn } from '../relay/network';
import { holdOf, StaffGate } from './gate';

const query = { id: 'q1', name: 'Q', operationKind: 'query', text: null, cacheID: 'q1', metadata: {} } as unknown as RequestParameters;
const held = { errors: [{ message: 'Pass your second factor first.', extensions: { code: 'SECOND_FACTOR_REQUIRED' } }], data: null };

afterEach(() => vi.unstubAllGlobals());

describe('the staff gate', () => {
  it('reads a hold from a GraphQL answer and from a REST error, and nothing else', () => {
    expect(holdOf(held)).toEqual({ code: 'SECOND_FACTOR_REQUIRED', message: 'Pass your second factor first.' });
    expect(holdOf({ error: { code: 'SECOND_FACTOR_RECENT', message: 'Again.' } })).toEqual({ code: 'SECOND_FACTOR_RECENT', message: 'Again.' });
    expect(holdOf({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] })).toBeNull();
    expect(holdOf(null)).toBeNull();
  });

  it('holds a request until the prompt is passed, then sends it again', async () => {
    const answers = [held, { data: { ok: true } }];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const gate = new StaffGate();
    const answer = createFetchFn(async () => 'tok', '/graphql', gate)(query, {}, {}, null);
    await vi.waitFor(() => expect(gate.getHold()?.code).toBe('SECOND_FACTOR_REQUIRED'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    gate.settle(true);
    await expect(answer).resolves.toEqual({ data: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(gate.getHold()).toBeNull();
  });

  it('keeps the refusal when the person gives up', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(held), { status: 200 })));
    const gate = new StaffGate();
    const answer = createFetchFn(async () => 'tok', '/graphql', gate)(query, {}, {}, null);
    await vi.waitFor(() => expect(gate.getHold()).not.toBeNull());
    gate.settle(false);
    await expect(answer).resolves.toEqual(held);
  });
});
