import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { alice, makeAuth, renderAt, withAdvancingFakeTimers } from '../../test/utils';
import ReceivedPayment, { POLL_INTERVAL_MS, POLL_LIMIT } from './ReceivedPayment';

type Env = ReturnType<typeof createMockEnvironment>;

const order = (paymentStatus: string) => ({
  data: {
    node: { __typename: 'Order', id: '64', packageName: 'Basic', price: '49.00', orderDateText: '11/22/2026', paymentStatus, orderStatus: 'Pending' },
  },
});

function queries(env: Env) {
  return env.mock.getAllOperations().filter((o) => o.request.node.params.name === 'ReceivedPaymentQuery');
}

async function answerLatest(env: Env, payload: object) {
  const ops = queries(env);
  expect(ops.length).toBeGreaterThan(0);
  await act(async () => env.mock.resolve(ops[ops.length - 1], payload as never));
}

function open() {
  const env = createMockEnvironment();
  const utils = renderAt(<ReceivedPayment />, { page: 'ReceivedPayment', path: '/received-payment/64', route: '/received-payment/:id', environment: env, store: makeAuth(alice).store });
  return { env, ...utils };
}

describe('Received payment page', () => {
  withAdvancingFakeTimers();

  it('thanks the customer and asks the server again every 2 s until the order is Paid', async () => {
    const { env } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeInTheDocument();
    await answerLatest(env, order('UnPaid'));
    expect(screen.getByTestId('payment-status')).toHaveTextContent('UnPaid');
    expect(screen.getByText(/confirming your payment with PayPal/)).toBeInTheDocument();
    expect(queries(env)).toHaveLength(0);

    await act(async () => vi.advanceTimersByTime(POLL_INTERVAL_MS));
    await answerLatest(env, order('UnPaid'));
    await act(async () => vi.advanceTimersByTime(POLL_INTERVAL_MS));
    await answerLatest(env, order('Paid'));
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(screen.getByText(/Your payment is confirmed/)).toBeInTheDocument();

    // Paid: no more questions.
    await act(async () => vi.advanceTimersByTime(POLL_INTERVAL_MS * 3));
    expect(queries(env)).toHaveLength(0);
    expect(POLL_INTERVAL_MS).toBe(2000);
  });

  it(`stops after ${POLL_LIMIT} tries and says the payment is still being confirmed`, async () => {
    const { env } = open();
    await answerLatest(env, order('UnPaid'));
    for (let i = 0; i < POLL_LIMIT; i++) {
      await act(async () => vi.advanceTimersByTime(POLL_INTERVAL_MS));
      await answerLatest(env, order('UnPaid'));
    }
    expect(screen.getByText(/Your payment is still being confirmed/)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(POLL_INTERVAL_MS * 5));
    expect(queries(env)).toHaveLength(0);

    // "Check again" starts another round.
    await act(async () => screen.getByRole('button', { name: 'Check again' }).click());
    await act(async () => vi.advanceTimersByTime(POLL_INTERVAL_MS));
    await answerLatest(env, order('Paid'));
    expect(screen.getByText(/Your payment is confirmed/)).toBeInTheDocument();
  });

  it("does not show somebody else's order", async () => {
    const { env } = open();
    await answerLatest(env, { data: { node: null }, errors: [{ message: "Could not resolve to a node with the global id of '64'", extensions: { code: 'NOT_FOUND' } }] });
    expect(await screen.findByText(/We can't find that order among yours/)).toBeInTheDocument();
    expect(screen.queryByTestId('payment-status')).not.toBeInTheDocument();
  });
});
