import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, fail, pending, renderAdmin, resolveData } from '../../admin/test-helpers';
import Coupons, { discountText } from './Coupons';

const coupon = (id: string, more: Record<string, unknown> = {}) => ({
  __typename: 'Coupon',
  id,
  code: 'SPRING20',
  kind: 'percent',
  amount: '20.00',
  planID: null,
  plan: null,
  expiresAt: null,
  maxUses: null,
  uses: 3,
  duration: 'every_period',
  active: true,
  createdAt: '2026-11-02T10:00:00Z',
  ...more,
});

const PLANS = {
  edges: [
    { node: { __typename: 'PricingPackage', id: '81604378625', packageName: 'Standard', packagePrice: '99.00', billingPeriod: 'monthly' } },
  ],
};

async function open() {
  const r = await renderAdmin(<Coupons />, { route: '/admin/coupons', page: 'Coupons' });
  await resolveData(r.env, 'CouponsQuery', {
    coupons: {
      totalCount: 2,
      edges: [
        { node: coupon('2', { code: 'WELCOME', kind: 'fixed', amount: '10.00', planID: '81604378625', plan: { __typename: 'PricingPackage', id: '81604378625', packageName: 'Standard' }, maxUses: 5, uses: 5, duration: 'first_period', expiresAt: '2026-12-31T23:00:00Z' }) },
        { node: coupon('1', { active: false }) },
      ],
    },
    pricingPackages: PLANS,
  });
  return r;
}

describe('/admin/coupons', () => {
  it('words a discount', () => {
    expect(discountText('percent', '20.00')).toBe('20% off');
    expect(discountText('percent', '12.50')).toBe('12.5% off');
    expect(discountText('fixed', '10.00')).toBe('$10.00 off');
  });

  it('lists every coupon with its discount, plan, periods, uses and state', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Coupons (2)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/WELCOME.*\$10\.00 off.*Standard.*First period only.*5 of 5.*Active/);
    expect(rows[1]).toHaveTextContent(/SPRING20.*20% off.*Every plan.*Every period.*Never.*3.*Inactive/);
    expect(within(rows[1]).getByRole('button', { name: 'Activate the coupon SPRING20' })).toBeInTheDocument();
  }, 20_000);

  it('adds a coupon: the amount as typed, no plan for every plan, no limit when empty', async () => {
    const { env } = await open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a coupon' });
    await user.type(within(form).getByLabelText('Code'), 'autumn-15');
    await user.type(within(form).getByLabelText('Percent off'), '15');
    await user.click(within(form).getByRole('button', { name: 'Add Coupon' }));
    const op = await pending(env, 'CouponsCreateMutation');
    expect(op.request.variables.input).toEqual({ code: 'autumn-15', kind: 'percent', amount: '15', duration: 'every_period', planID: null, expiresAt: null, maxUses: null });
  }, 20_000);

  it("shows the server's refusal on the form", async () => {
    const { env } = await open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a coupon' });
    await user.type(within(form).getByLabelText('Code'), 'FREE');
    await user.type(within(form).getByLabelText('Percent off'), '100');
    await user.click(within(form).getByRole('button', { name: 'Add Coupon' }));
    const message = 'A percentage coupon takes at most 99.99% off: a coupon never makes a payment free (PayPal takes no payment of $0).';
    await fail(env, 'CouponsCreateMutation', [{ message, extensions: { code: 'VALIDATION', fields: { amount: 'range' } } }]);
    await expectToast(message, 'error');
    expect(within(form).getByLabelText('Percent off')).toHaveAccessibleDescription(`${message} Like 20 or 12.5; at most 99.99.`);
  }, 20_000);

  it('deactivates a coupon after a confirmation', async () => {
    const { env } = await open();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate the coupon WELCOME' }));
    const op = await pending(env, 'CouponsUpdateMutation');
    expect(op.request.variables).toEqual({ id: '2', input: { active: false } });
  }, 20_000);
});
