import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { alice, makeAuth, renderAt, withAdvancingFakeTimers } from '../../test/utils';
import OrderCancelled, { CANCEL_REDIRECT_MS } from './OrderCancelled';

type Env = ReturnType<typeof createMockEnvironment>;

const named = (env: Env, name: string) => env.mock.getAllOperations().filter((o) => o.request.node.params.name === name);

function op(env: Env, name: string) {
  const found = named(env, name);
  if (!found.length) throw new Error(`no pending ${name}; pending: ${env.mock.getAllOperations().map((o) => o.request.node.params.name)}`);
  return found[found.length - 1];
}

async function resolve(env: Env, name: string, payload: object) {
  await act(async () => env.mock.resolve(op(env, name), payload as never));
}

function open(search = '?token=tok-77') {
  const env = createMockEnvironment();
  const utils = renderAt(<OrderCancelled />, {
    path: `/order-cancelled/77${search}`,
    route: '/order-cancelled/:id',
    environment: env,
    store: makeAuth(alice).store,
  });
  return { env, ...utils };
}

const order = (paymentStatus: string) => ({
  __typename: 'Order',
  id: '77',
  packageName: 'Basic',
  price: '49.00',
  orderDateText: '07/01/2026',
  paymentStatus,
});

/** The answer to the page's query: who asks, and the order. */
const looked = (paymentStatus = 'UnPaid', isAdmin = false) => ({ data: { viewer: { isAdmin }, node: order(paymentStatus) } });

const CANCELLED = { data: { cancelOrder: { id: '77', paymentStatus: 'Cancelled' } } };
const CONFIRM_FIRST = {
  data: null,
  errors: [{ message: 'Please confirm that you want to cancel this order.', extensions: { code: 'CONFLICT' } }],
};

describe('Order cancelled page, back from PayPal with the token', () => {
  withAdvancingFakeTimers();

  it('shows a spinner while it cancels the order with the token, then "You have cancelled the payment."', async () => {
    const { env, container } = open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cancelling your payment…');
    expect(container.querySelector('.spinner')).not.toBeNull();
    expect(op(env, 'OrderCancelledQuery').request.variables).toEqual({ id: '77' });
    await resolve(env, 'OrderCancelledQuery', looked());

    expect(op(env, 'OrderCancelledMutation').request.variables).toEqual({ id: '77', token: 'tok-77' });
    // Sent once, however often React runs the effect.
    expect(named(env, 'OrderCancelledMutation')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cancelling your payment…');
    await resolve(env, 'OrderCancelledMutation', CANCELLED);
    expect(await screen.findByRole('heading', { level: 1, name: 'You have cancelled the payment.' })).toBeInTheDocument();
    expect(container.querySelector('.spinner')).toBeNull();
    expect(screen.getByText('You have cancelled the payment.').closest('[role="status"]')).not.toBeNull();
  });

  it('takes a customer to /dashboard after 1500 ms', async () => {
    const { env, router } = open();
    await resolve(env, 'OrderCancelledQuery', looked());
    await resolve(env, 'OrderCancelledMutation', CANCELLED);
    await screen.findByText('You have cancelled the payment.');
    await act(async () => vi.advanceTimersByTime(CANCEL_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/order-cancelled/77');
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(CANCEL_REDIRECT_MS).toBe(1500);
  });

  it('never cancels for an admin following the link: the order and a confirmation instead; after it, /admin', async () => {
    const { env, router } = open();
    await resolve(env, 'OrderCancelledQuery', looked('UnPaid', true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel this order?' })).toBeInTheDocument();
    expect(named(env, 'OrderCancelledMutation')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Keep the order' })).toHaveAttribute('href', '/admin/payment-status/77');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(op(env, 'OrderCancelledMutation').request.variables).toEqual({ id: '77', token: null });
    await resolve(env, 'OrderCancelledMutation', CANCELLED);
    await screen.findByText('You have cancelled the payment.');
    await act(async () => vi.advanceTimersByTime(CANCEL_REDIRECT_MS + 50));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it("asks for a confirmation when the server does not take the token (someone else's link)", async () => {
    const { env } = open();
    await resolve(env, 'OrderCancelledQuery', looked());
    await resolve(env, 'OrderCancelledMutation', CONFIRM_FIRST);
    // It looks at the order again: still UnPaid, so it asks.
    await resolve(env, 'OrderCancelledQuery', looked());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel this order?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this order' })).toBeEnabled();
    expect(screen.queryByText('You have cancelled the payment.')).not.toBeInTheDocument();
    expect(named(env, 'OrderCancelledMutation')).toHaveLength(0);
  });

  it('treats an order that is already Cancelled (a reload) as cancelled, sending nothing', async () => {
    const { env } = open();
    await resolve(env, 'OrderCancelledQuery', looked('Cancelled'));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have cancelled the payment.' })).toBeInTheDocument();
    expect(named(env, 'OrderCancelledMutation')).toHaveLength(0);
  });

  it('stops the spinner and says why when the order is already paid, and stays', async () => {
    const { env, router, container } = open();
    await resolve(env, 'OrderCancelledQuery', looked('Paid'));
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not cancel this payment' })).toBeInTheDocument();
    expect(screen.getByText('This order is already paid, so its payment cannot be cancelled.')).toBeInTheDocument();
    expect(container.querySelector('.spinner')).toBeNull();
    expect(named(env, 'OrderCancelledMutation')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(CANCEL_REDIRECT_MS * 2));
    expect(router.state.location.pathname).toBe('/order-cancelled/77');
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/my-order');
  });

  it("says it cannot find somebody else's order", async () => {
    const { env } = open();
    await resolve(env, 'OrderCancelledQuery', { data: { viewer: { isAdmin: false }, node: null } });
    expect(await screen.findByText("We can't find that order among yours. Check the link, or find the order in My Orders.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not cancel this payment');
    expect(named(env, 'OrderCancelledMutation')).toHaveLength(0);
  });

  it('says the server could not be reached when the network fails', async () => {
    const { env } = open();
    await act(async () => env.mock.reject(op(env, 'OrderCancelledQuery'), new TypeError('Failed to fetch')));
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument();
  });
});

describe('Order cancelled page without a token', () => {
  it('shows the order and cancels nothing until "Cancel this order" is pressed', async () => {
    const { env, router } = open('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loading your order…');
    await resolve(env, 'OrderCancelledQuery', looked());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Cancel this order?' });
    expect(heading).toHaveFocus();
    for (const text of ['Basic', '07/01/2026', '$49.00 USD', 'UnPaid']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep the order' })).toHaveAttribute('href', '/my-order');
    expect(named(env, 'OrderCancelledMutation')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(op(env, 'OrderCancelledMutation').request.variables).toEqual({ id: '77', token: null });
    expect(screen.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await resolve(env, 'OrderCancelledMutation', CANCELLED);
    expect(await screen.findByRole('heading', { level: 1, name: 'You have cancelled the payment.' })).toBeInTheDocument();
    await screen.findByTestId('location', {}, { timeout: CANCEL_REDIRECT_MS + 2000 });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("keeps the confirmation and shows the server's sentence when cancelling fails", async () => {
    const { env } = open('');
    await resolve(env, 'OrderCancelledQuery', looked());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel this order' }));
    await resolve(env, 'OrderCancelledMutation', { data: null, errors: [{ message: 'Your session has ended.', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await screen.findByText('Your session has ended.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Cancel this order' })).toBeEnabled();
  });
});
