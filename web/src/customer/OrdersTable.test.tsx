import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { alice, makeAuth, renderAt } from '../test/utils';
import { pageItems } from '../components/Pager';
import { parsePage } from '../components/pageNumber';
import { OrdersTable } from './OrdersTable';

type Env = ReturnType<typeof createMockEnvironment>;

/** Twelve orders, newest first, as the server would list them. */
const ALL = Array.from({ length: 12 }, (_, i) => ({
  cursor: `c${i + 1}`,
  node: {
    id: `${1000 + i}`,
    orderDateText: `01/${String(12 - i).padStart(2, '0')}/2026`,
    customerName: `Customer ${i + 1}`,
    packageName: i % 2 ? 'Basic' : 'Premium',
    orderStatus: i === 0 ? 'Delivered' : 'Pending',
    paymentStatus: i % 3 === 0 ? 'UnPaid' : i % 3 === 1 ? 'Paid' : 'Cancelled',
  },
}));

/** The server's answer to myOrders(first: count, after: cursor) over ALL. */
function answer(op: OperationDescriptor, total = ALL.length, list = ALL) {
  const { count, cursor } = op.request.variables as { count: number; cursor?: string | null };
  const start = cursor ? list.findIndex((e) => e.cursor === cursor) + 1 : 0;
  const edges = list.slice(start, start + count).map((e) => ({ ...e, node: { __typename: 'Order', ...e.node } }));
  const pageInfo = { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: start + count < list.length };
  return { data: { orders: { totalCount: total, edges, pageInfo } } };
}

/** The page's query (OrdersTableQuery) and the requests for more (OrdersTablePaginationQuery). */
function pendingOrders(env: Env) {
  return env.mock.getAllOperations().filter((o) => /^OrdersTable(Pagination)?Query$/.test(o.request.node.params.name));
}

async function resolveLatest(env: Env) {
  const ops = pendingOrders(env);
  const op = ops[ops.length - 1];
  await act(async () => env.mock.resolve(op, answer(op)));
  return op.request.variables;
}

function rows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
}

function setup(path = '/my-order') {
  const env = createMockEnvironment();
  const utils = renderAt(<OrdersTable caption="Your orders" />, { page: 'MyOrders', path, route: '/my-order', environment: env, store: makeAuth(alice).store });
  return { env, ...utils };
}

describe('OrdersTable', () => {
  it('shows Sl No., Order Date, Your Name, Order Status and Payment Status for the first five orders', async () => {
    const { env } = setup();
    expect(screen.getByText('Loading your orders…')).toBeInTheDocument();
    expect(await resolveLatest(env)).toEqual({ count: 5, pending: false });

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Sl No.', 'Order Date', 'Your Name', 'Order Status', 'Payment Status']);
    expect(rows()).toEqual([
      ['1', '01/12/2026', 'Customer 1', 'Delivered', 'Pay Now for order 1, Premium plan'],
      ['2', '01/11/2026', 'Customer 2', 'Pending', 'You Have Paid'],
      ['3', '01/10/2026', 'Customer 3', 'Pending', 'You Have Cancelled'],
      ['4', '01/09/2026', 'Customer 4', 'Pending', 'Pay Now for order 4, Basic plan'],
      ['5', '01/08/2026', 'Customer 5', 'Pending', 'You Have Paid'],
    ]);
    const payLinks = within(screen.getByRole('table')).getAllByRole('link', { name: /^Pay Now/ });
    expect(payLinks.map((a) => a.getAttribute('href'))).toEqual(['/pay-now/1000', '/pay-now/1003']);
    expect(screen.getByText(/Showing 1–5 of 12 orders/)).toBeInTheDocument();
  });

  it('says what each of the six payment statuses means, with Pay Now only on an UnPaid order', async () => {
    const statuses = ['UnPaid', 'Pending', 'Paid', 'Refunded', 'Reversed', 'Cancelled'];
    const six = statuses.map((paymentStatus, i) => ({ ...ALL[i], node: { ...ALL[i].node, paymentStatus, packageName: 'Basic' } }));
    const { env } = setup();
    const ops = pendingOrders(env);
    // Five a page: the first five, then the sixth on page 2.
    await act(async () => env.mock.resolve(ops[ops.length - 1], answer(ops[ops.length - 1], six.length, six)));
    expect(rows().map((r) => r[4])).toEqual([
      'Pay Now for order 1, Basic plan',
      'Payment pending at PayPal',
      'You Have Paid',
      'Refunded',
      'Payment reversed',
    ]);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('link', { name: /^Pay Now/ }).map((a) => a.getAttribute('href'))).toEqual(['/pay-now/1000']);
    expect(within(table).getByText('Payment pending at PayPal')).toHaveClass('payStatePending');
    expect(within(table).getByText('Payment reversed')).toHaveClass('payStateReversed');

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of your orders' })).getByRole('link', { name: /Next/ }));
    const next = pendingOrders(env);
    await act(async () => env.mock.resolve(next[next.length - 1], answer(next[next.length - 1], six.length, six)));
    expect(await screen.findByText('You Have Cancelled')).toBeInTheDocument();
    expect(rows().map((r) => r[4])).toEqual(['You Have Cancelled']);
  });

  it('moves through the pages with Next, numbers and Previous, asking the server for the next five after the last cursor', async () => {
    const user = userEvent.setup();
    const { env, router } = setup();
    await resolveLatest(env);
    const pager = screen.getByRole('navigation', { name: 'Pages of your orders' });
    expect(within(pager).getByText('Previous').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getAllByRole('link', { name: /^Page / }).map((a) => a.textContent)).toEqual(['1', '2', '3']);

    await user.click(within(pager).getByRole('link', { name: /Next/ }));
    expect(await resolveLatest(env)).toEqual({ count: 5, cursor: 'c5', pending: false });
    expect(await screen.findByText('Customer 6')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(rows().map((r) => r[0])).toEqual(['6', '7', '8', '9', '10']);
    expect(rows().map((r) => r[2])).toEqual(['Customer 6', 'Customer 7', 'Customer 8', 'Customer 9', 'Customer 10']);

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await resolveLatest(env)).toEqual({ count: 5, cursor: 'c10', pending: false });
    expect(await screen.findByText('Customer 11')).toBeInTheDocument();
    expect(rows().map((r) => [r[0], r[2]])).toEqual([
      ['11', 'Customer 11'],
      ['12', 'Customer 12'],
    ]);
    expect(screen.getByText('Next').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    // The focus was on "3", which is still there.
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: /Previous/ }));
    expect(await screen.findByText('Customer 6')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    // Pages already read are shown again without asking the server.
    expect(pendingOrders(env)).toHaveLength(0);
  });

  it('opens a page it has no cursor for (a shared ?page=3 link) by loading the orders up to it', async () => {
    const { env } = setup('/my-order?page=3');
    expect(await resolveLatest(env)).toEqual({ count: 15, pending: false });
    expect(rows().map((r) => [r[0], r[2]])).toEqual([
      ['11', 'Customer 11'],
      ['12', 'Customer 12'],
    ]);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the last page when ?page= is beyond it', async () => {
    const { env, router } = setup('/my-order?page=9');
    await resolveLatest(env);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('says so when there are no orders, and links to the plans', async () => {
    const { env } = setup();
    const op = pendingOrders(env)[0];
    await act(async () => env.mock.resolve(op, { data: { orders: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } } } }));
    expect(screen.getByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See pricing plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of your orders' })).not.toBeInTheDocument();
  });

  it('asks for the orders waiting for payment on Your Pending Orders, and says when none wait', async () => {
    const env = createMockEnvironment();
    renderAt(<OrdersTable caption="Your pending orders" pending />, { page: 'PendingOrders', path: '/pending-order', route: '/pending-order', environment: env, store: makeAuth(alice).store });
    const op = pendingOrders(env)[0];
    expect(op.request.variables).toEqual({ count: 5, pending: true });
    await act(async () => env.mock.resolve(op, { data: { orders: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } } } }));
    expect(screen.getByText('Nothing is waiting for payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all my orders' })).toHaveAttribute('href', '/my-order');
  });

  it("links each order's date to the order's page", async () => {
    const { env } = setup();
    await resolveLatest(env);
    expect(screen.getByRole('link', { name: '01/12/2026, Premium plan: order details' })).toHaveAttribute('href', '/my-order/1000');
  });

  it('shows the server error as a sentence and tries again on request', async () => {
    const user = userEvent.setup();
    const { env } = setup();
    const op = pendingOrders(env)[0];
    await act(async () =>
      env.mock.resolve(op, {
        data: null,
        errors: [{ message: 'sign in required: send a token', extensions: { code: 'UNAUTHENTICATED' } }],
      } as never),
    );
    expect(await screen.findByText('Sign in required: send a token')).toBeInTheDocument();
    expect(screen.getByText('Sign in required: send a token').closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await resolveLatest(env);
    expect(await screen.findByText('Customer 1')).toBeInTheDocument();
  });
});

describe('page numbers', () => {
  it('parses ?page= safely', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('lists every page up to seven, else the ends and the neighbours of the current one', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
  });
});
