import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { edges, pending, renderAdmin, resolveData, resolveHome } from '../../admin/test-helpers';
import AdminHome from './AdminHome';
import { rangeProblem, salesRangeOf } from './SalesChart';

const home = {
  Query: () => ({ totalSales: '0.00' }),
  PaymentSettingConnection: () => ({ edges: [] }),
  OrderConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: edges(0, () => ({})) }),
  SubscriberConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
  DashboardCounts: () => ({ unreadMessages: 3, newSubscribers: 1, since: '2026-11-17', unpaidOrders: 12 }),
};

const bucket = (start: string, end: string, paid: string, refunded: string, payments: number) => ({ start, end, paid, refunded, payments });

async function open(url = '/admin') {
  const { env, router } = await renderAdmin(<AdminHome />, { page: 'AdminHome', route: '/admin', path: url });
  await resolveHome(env, home);
  return { env, router };
}

describe('/admin counts', () => {
  it('links each count to the table filtered to what it counts', async () => {
    await open();
    const counts = within(await screen.findByRole('list', { name: 'Waiting for you' })).getAllByRole('link');
    expect(counts.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['3 unread messages', '/all-messages?status=UnRead'],
      ['1 new subscriber since 2026-11-17', '/all-subscriber?status=Confirmed&from=2026-11-17'],
      ['12 unpaid orders', '/total-orders?payment=UnPaid'],
    ]);
    expect(counts[0]).toHaveAccessibleName('3 unread messages');
  }, 20_000);
});

describe('/admin sales chart', () => {
  it('asks for the range in the address and shows paid and refunded money as a chart and a table', async () => {
    const { env } = await open('/admin?from=2026-03-02&to=2026-03-15&interval=week');
    const op = await pending(env, 'SalesChartQuery');
    expect(op.request.variables).toEqual({ from: '2026-03-02', to: '2026-03-15', interval: 'WEEK' });
    await resolveData(env, 'SalesChartQuery', {
      salesReport: {
        from: '2026-03-02',
        to: '2026-03-15',
        buckets: [bucket('2026-03-02', '2026-03-08', '399.98', '0.00', 2), bucket('2026-03-09', '2026-03-15', '0.00', '50.01', 0)],
        paid: '399.98',
        refunded: '50.01',
        payments: 2,
      },
    });
    const chart = await screen.findByRole('figure', { name: 'Sales by week' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(/^Sales by week: Money received \(Paid\) and given back/);
    expect(screen.getByTestId('sales-paid')).toHaveTextContent('$399.98');
    expect(screen.getByTestId('sales-refunded')).toHaveTextContent('$50.01');
    expect(screen.getByRole('combobox', { name: 'By' })).toHaveValue('WEEK');

    await userEvent.click(within(chart).getByText('Values of “Sales by week”, week by week'));
    const table = within(chart).getByRole('table', { name: 'Sales by week, week by week' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'WeekPaidRefunded',
      '2026-03-02 to 2026-03-08$399.98$0.00',
      '2026-03-09 to 2026-03-15$0.00$50.01',
    ]);
  }, 20_000);

  it('asks again when the interval changes, keeping the range in the address', async () => {
    const { env, router } = await open('/admin?from=2026-01-01&to=2026-03-31');
    await pending(env, 'SalesChartQuery', (v) => v.interval === 'DAY');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'By' }), 'MONTH');
    const op = await pending(env, 'SalesChartQuery', (v) => v.interval === 'MONTH');
    expect(op.request.variables).toEqual({ from: '2026-01-01', to: '2026-03-31', interval: 'MONTH' });
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-03-31&interval=MONTH');
  }, 20_000);

  it('says what is wrong with a range instead of asking for it', async () => {
    const { env } = await open('/admin?from=2026-03-31&to=2026-01-01');
    expect(await screen.findByText('The start date must be on or before the end date.')).toHaveAttribute('role', 'alert');
    expect(env.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('SalesChartQuery');
  }, 20_000);

  it('defaults to the last 30 days by day, and bounds the range as the server does', () => {
    const now = Date.parse('2026-11-24T23:59:00Z');
    expect(salesRangeOf(new URLSearchParams(''), now)).toEqual({ from: '2026-10-26', to: '2026-11-24', interval: 'DAY' });
    expect(salesRangeOf(new URLSearchParams('from=2026-02-30&to=x&interval=YEAR'), now)).toEqual({ from: '2026-10-26', to: '2026-11-24', interval: 'DAY' });
    expect(rangeProblem({ from: '2025-01-01', to: '2026-02-04', interval: 'DAY' })).toBeNull(); // 400 days
    expect(rangeProblem({ from: '2025-01-01', to: '2026-02-05', interval: 'DAY' })).toMatch(/at most 400 days/);
    expect(rangeProblem({ from: '1990-01-01', to: '2026-12-31', interval: 'MONTH' })).toMatch(/at most 400 months/);
    expect(rangeProblem({ from: '2000-01-01', to: '2026-12-31', interval: 'WEEK' })).toMatch(/at most 400 weeks/);
  });
});
