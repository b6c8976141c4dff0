import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending, renderAdmin, resolveData } from '../../admin/test-helpers';
import Subscriptions from './Subscriptions';

const sub = (id: string, billingPeriod: string, subscriptionStatus: string, nextPaymentAt: string | null) => ({
  __typename: 'Order',
  id,
  orderDateText: '11/02/2026',
  customerName: 'Carol',
  customerEmail: 'carol@example.com',
  packageName: 'Premium',
  price: billingPeriod === 'yearly' ? '999.00' : '99.00',
  billingPeriod,
  subscriptionStatus,
  nextPaymentAt,
});

describe('/admin/subscriptions', () => {
  it('shows the recurring revenue and every subscription with its state and next payment', async () => {
    const { env } = await renderAdmin(<Subscriptions />, { route: '/admin/subscriptions', page: 'Subscriptions' });
    expect((await pending(env, 'SubscriptionsQuery')).request.variables).toEqual({ count: 20, status: null });
    const rows = [
      sub('3', 'monthly', 'active', '2026-12-02T10:00:00Z'),
      sub('2', 'yearly', 'past_due', '2026-11-30T10:00:00Z'),
      sub('1', 'monthly', 'cancelled', '2026-12-01T10:00:00Z'),
    ];
    await resolveData(env, 'SubscriptionsQuery', {
      monthlyRecurringRevenue: '182.25',
      subscriptions: { totalCount: 3, pageInfo: { hasNextPage: false, endCursor: null }, edges: rows.map((node, i) => ({ cursor: `c${i}`, node })) },
    });
    expect(await screen.findByTestId('subscriptions-mrr')).toHaveTextContent('Monthly recurring revenue: $182.25');
    const table = screen.getByRole('table', { name: 'Subscriptions' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent).slice(1)).toEqual([
      '#311/02/2026Carol (carol@example.com)Premium$99.00 / monthActive12/02/2026',
      '#211/02/2026Carol (carol@example.com)Premium$999.00 / yearPast due11/30/2026',
      '#111/02/2026Carol (carol@example.com)Premium$99.00 / monthCancellednone (paid until 12/01/2026)',
    ]);
    expect(within(table).getByRole('link', { name: '#3' })).toHaveAttribute('href', '/admin/payment-status/3');
  }, 20_000);

  it('narrows by state in the address', async () => {
    const { env, router } = await renderAdmin(<Subscriptions />, { route: '/admin/subscriptions', page: 'Subscriptions' });
    await resolveData(env, 'SubscriptionsQuery', { monthlyRecurringRevenue: '0.00', subscriptions: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } });
    expect(await screen.findByText('No subscriptions match.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'past_due');
    expect(router.state.location.search).toBe('?status=past_due');
    expect((await pending(env, 'SubscriptionsQuery', (v) => v.status === 'past_due')).request.variables).toEqual({ count: 20, status: 'past_due' });
  }, 20_000);
});
