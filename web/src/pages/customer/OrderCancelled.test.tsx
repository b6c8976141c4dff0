import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { alice, makeAuth, renderAt } from '../../test/utils';
import OrderCancelled, { CANCEL_REDIRECT_MS } from './OrderCancelled';

type Env = ReturnType<typeof createMockEnvironment>;

function op(env: Env, name: string) {
  const found = env.mock.getAllOperations().filter((o) => o.request.node.params.name === name);
  if (!found.length) throw new Error(`no pending ${name}; pending: ${env.mock.getAllOperations().map((o) => o.request.node.params.name)}`);
  return found[found.length - 1];
}

async function resolve(env: Env, name: string, payload: object) {
  await act(async () => env.mock.resolve(op(env, name), payload as never));
}

function open() {
  const env = createMockEnvironment();
  const utils = renderAt(<OrderCancelled />, {
    path: '/order-cancelled/77',
    route: '/order-cancelled/:id',
    environment: env,
    store: makeAuth(alice).store,
  });
  return { env, ...utils };
}

const CANCELLED = { data: { cancelOrder: { id: '77', paymentStatus: 'Cancelled' } } };

describe('Order cancelled page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner while it cancels the order, then "You have cancelled the payment."', async () => {
    const { env, container } = open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cancelling your payment…');
    expect(container.querySelector('.spinner')).not.toBeNull();
    expect(op(env, 'OrderCancelledMutation').request.variables).toEqual({ id: '77' });
    // Sent once, however often React runs the effect.
    expect(env.mock.getAllOperations().filter((o) => o.request.node.params.name === 'OrderCancelledMutation')).toHaveLength(1);

    await resolve(env, 'OrderCancelledViewerQuery', { data: { viewer: { isAdmin: false } } });
    await resolve(env, 'OrderCancelledMutation', CANCELLED);
    expect(await screen.findByRole('heading', { level: 1, name: 'You have cancelled the payment.' })).toBeInTheDocument();
    expect(container.querySelector('.spinner')).toBeNull();
    expect(screen.getByText('You have cancelled the payment.').closest('[role="status"]')).not.toBeNull();
  });

  it('takes a customer to /dashboard after 1500 ms', async () => {
    const { env, router } = open();
    await resolve(env, 'OrderCancelledViewerQuery', { data: { viewer: { isAdmin: false } } });
    await resolve(env, 'OrderCancelledMutation', CANCELLED);
    await screen.findByText('You have cancelled the payment.');
    await act(async () => vi.advanceTimersByTime(CANCEL_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/order-cancelled/77');
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(CANCEL_REDIRECT_MS).toBe(1500);
  });

  it('takes an admin to /admin after 1500 ms', async () => {
    const { env, router } = open();
    await resolve(env, 'OrderCancelledMutation', CANCELLED);
    await resolve(env, 'OrderCancelledViewerQuery', { data: { viewer: { isAdmin: true } } });
    await screen.findByText('You have cancelled the payment.');
    await act(async () => vi.advanceTimersByTime(CANCEL_REDIRECT_MS + 50));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('treats an order that is already Cancelled (a reload) as cancelled', async () => {
    const { env } = open();
    await resolve(env, 'OrderCancelledViewerQuery', { data: { viewer: { isAdmin: false } } });
    await resolve(env, 'OrderCancelledMutation', {
      data: null,
      errors: [{ message: 'The order is Cancelled and cannot become Cancelled: only an UnPaid order can be paid or cancelled.', extensions: { code: 'CONFLICT' } }],
    });
    await resolve(env, 'OrderCancelledStatusQuery', { data: { node: { __typename: 'Order', id: '77', paymentStatus: 'Cancelled' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have cancelled the payment.' })).toBeInTheDocument();
  });

  it('stops the spinner and says why when the order is already paid, and stays', async () => {
    const { env, router, container } = open();
    await resolve(env, 'OrderCancelledViewerQuery', { data: { viewer: { isAdmin: false } } });
    await resolve(env, 'OrderCancelledMutation', {
      data: null,
      errors: [{ message: 'The order is Paid and cannot become Cancelled: only an UnPaid order can be paid or cancelled.', extensions: { code: 'CONFLICT' } }],
    });
    await resolve(env, 'OrderCancelledStatusQuery', { data: { node: { __typename: 'Order', id: '77', paymentStatus: 'Paid' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not cancel this payment' })).toBeInTheDocument();
    expect(screen.getByText('This order is already paid, so its payment cannot be cancelled.')).toBeInTheDocument();
    expect(container.querySelector('.spinner')).toBeNull();
    expect(screen.queryByText('You have cancelled the payment.')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(CANCEL_REDIRECT_MS * 2));
    expect(router.state.location.pathname).toBe('/order-cancelled/77');
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-order');
  });

  it("shows the server's sentence for somebody else's order (not found)", async () => {
    const { env } = open();
    await resolve(env, 'OrderCancelledViewerQuery', { data: { viewer: { isAdmin: false } } });
    await resolve(env, 'OrderCancelledMutation', {
      data: null,
      errors: [{ message: 'No order has the id 77.', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(await screen.findByText('No order has the id 77.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not cancel this payment');
  });

  it('says the server could not be reached when the network fails', async () => {
    const { env } = open();
    await act(async () => env.mock.reject(op(env, 'OrderCancelledMutation'), new TypeError('Failed to fetch')));
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument();
  });
});
