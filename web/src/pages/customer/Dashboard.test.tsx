import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { alice, makeAuth, renderAt } from '../../test/utils';
import Dashboard from './Dashboard';

function open() {
  const env = createMockEnvironment();
  const auth = makeAuth(alice);
  const utils = renderAt(<Dashboard />, { page: 'Dashboard', path: '/dashboard', environment: env, store: auth.store });
  return { env, ...auth, ...utils };
}

async function answer(env: ReturnType<typeof createMockEnvironment>, totalSpent: string, totalCount: number) {
  const op = env.mock.getAllOperations().find((o) => o.request.node.params.name === 'DashboardQuery');
  if (!op) throw new Error('no DashboardQuery');
  await act(async () => env.mock.resolve(op, { data: { viewer: { email: 'alice@example.com', totalSpent }, orders: { totalCount } } }));
}

describe('Dashboard', () => {
  it('has cards to /my-order, / (total spent from the server) and /support', async () => {
    const { env } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await answer(env, '148.00', 3);
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/my-order', '/', '/support']);
    expect(cards[0]).toHaveTextContent('My Orders');
    expect(cards[0]).toHaveTextContent('3 orders');
    expect(cards[1]).toHaveTextContent('Total Spent');
    expect(screen.getByTestId('total-spent')).toHaveTextContent('$148.00');
    expect(cards[2]).toHaveTextContent('Support');
  });

  it('signs out and goes home', async () => {
    const user = userEvent.setup();
    const { env, client, store, router } = open();
    await store.ensureLoaded();
    await answer(env, '0.00', 0);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(client.signOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().status).toBe('signedOut');
  });
});
