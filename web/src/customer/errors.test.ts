import { describe, expect, it } from 'vitest';
import { GraphQLHTTPError } from '../relay/network';
import { apiError } from './errors';

const relayError = (errors: object[]) => Object.assign(new Error('No data returned'), { source: { errors } });

describe('apiError', () => {
  it('reads the server sentence, code and fields of a query or mutation error', () => {
    const e = apiError(
      relayError([{ message: 'customerName is required', extensions: { code: 'VALIDATION', fields: { customerName: 'required' } } }]),
      'fallback',
    );
    expect(e).toEqual({ code: 'VALIDATION', message: 'CustomerName is required', fields: { customerName: 'required' } });
  });

  it("prefers another field's error to a failed node lookup, and words a lone one for people", () => {
    const both = relayError([
      { message: "Could not resolve to a node with the global id of '5'", extensions: { code: 'NOT_FOUND' } },
      { message: 'No order of yours has the id 5.', extensions: { code: 'NOT_FOUND' } },
    ]);
    expect(apiError(both, 'x').message).toBe('No order of yours has the id 5.');
    const lone = relayError([{ message: "Could not resolve to a node with the global id of '5'", extensions: { code: 'NOT_FOUND' } }]);
    expect(apiError(lone, 'x').message).toMatch(/^We can't find that/);
  });

  it('reads the errors list of onCompleted', () => {
    expect(apiError({ errors: [{ message: 'no', extensions: { code: 'CONFLICT' } }] }, 'x')).toMatchObject({ code: 'CONFLICT', message: 'No' });
  });

  it('hides internal errors and names network failures', () => {
    expect(apiError(relayError([{ message: 'Internal error', extensions: { code: 'INTERNAL' } }]), 'Try later.').message).toBe('Try later.');
    expect(apiError(new TypeError('Failed to fetch'), 'x').message).toMatch(/could not reach the server/);
    expect(apiError(new GraphQLHTTPError(502, null), 'x').message).toMatch(/could not reach the server/);
    expect(apiError(new Error('boom'), 'Fallback.').message).toBe('Fallback.');
  });
});
