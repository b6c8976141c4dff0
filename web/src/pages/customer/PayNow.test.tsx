import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { alice, makeAuth, renderAt } from '../../test/utils';
import PayNow, { safeAction } from './PayNow';

type Env = ReturnType<typeof createMockEnvironment>;

const FIELDS = [
  ['cmd', '_xclick'],
  ['business', 'shop@seo-agency.test'],
  ['item_name', 'Standard'],
  ['item_number', '1'],
  ['amount', '99.00'],
  ['currency_code', 'USD'],
  ['no_shipping', '1'],
  ['invoice', '64424509440'],
  ['notify_url', 'https://site.test/api/paypal/ipn'],
  ['return', 'https://site.test/received-payment/64424509440'],
  ['cancel_return', 'https://site.test/order-cancelled/64424509440'],
].map(([name, value]) => ({ name, value }));

function open() {
  const env = createMockEnvironment();
  const utils = renderAt(<PayNow />, { page: 'PayNow', path: '/pay-now/64424509440', route: '/pay-now/:id', environment: env, store: makeAuth(alice).store });
  const op = env.mock.getAllOperations().find((o) => o.request.node.params.name === 'PayNowQuery');
  if (!op) throw new Error('no PayNowQuery');
  return { env, op, ...utils };
}

async function answer(env: Env, op: ReturnType<typeof open>['op'], payload: object) {
  await act(async () => env.mock.resolve(op, payload as never));
}

const UNTAXED = { __typename: 'Order', amountDue: '99.00', subtotal: '99.00', taxAmount: '0.00', taxRatePercent: '0', reverseCharge: false, vatID: '',
  couponCode: '', discount: '0.00', renewalAmountDue: null };

describe('Pay Now page', () => {
  it('shows the tax line and the total the server quoted before paying', async () => {
    const { env, op } = open();
    await answer(env, op, {
      data: {
        checkout: { action: 'https://www.sandbox.paypal.com/cgi-bin/webscr', fields: FIELDS },
        order: { ...UNTAXED, id: '64424509440', packageName: 'Standard', price: '99.00', orderDateText: '11/22/2026', customerName: 'Ann',
          subtotal: '99.00', taxAmount: '19.80', taxRatePercent: '20', amountDue: '118.80' },
      },
    });
    expect(await screen.findByText('Tax (20%)')).toBeInTheDocument();
    expect(screen.getByText('$19.80')).toBeInTheDocument();
    expect(screen.getByText('$118.80')).toBeInTheDocument();
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
  });

  it('shows a coupon\'s discount before tax, and what a first-period coupon\'s later months cost', async () => {
    const { env, op } = open();
    await answer(env, op, {
      data: {
        checkout: { action: 'https://www.sandbox.paypal.com/cgi-bin/webscr', fields: FIELDS },
        order: { ...UNTAXED, id: '64424509440', packageName: 'Standard', price: '99.00', billingPeriod: 'monthly', orderDateText: '11/22/2026',
          customerName: 'Ann', couponCode: 'WELCOME', discount: '19.80', subtotal: '79.20', taxAmount: '15.05', taxRatePercent: '19',
          amountDue: '94.25', renewalAmountDue: '117.81' },
      },
    });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByText('Coupon WELCOME')).toBeInTheDocument();
    expect(fact('Plan price')).toHaveTextContent('$99.00');
    expect(fact('Coupon WELCOME')).toHaveTextContent('−$19.80');
    expect(fact('Subtotal')).toHaveTextContent('$79.20');
    expect(fact('Tax (19%)')).toHaveTextContent('$15.05');
    expect(fact('Amount due')).toHaveTextContent('$94.25 USD for the first month');
    expect(fact('Then')).toHaveTextContent('$117.81 USD / month');
  });

  it('says reverse charge for an EU company, and the VAT id', async () => {
    const { env, op } = open();
    await answer(env, op, {
      data: {
        checkout: { action: 'https://www.sandbox.paypal.com/cgi-bin/webscr', fields: FIELDS },
        order: { ...UNTAXED, id: '64424509440', packageName: 'Standard', price: '99.00', orderDateText: '11/22/2026', customerName: 'Ann',
          reverseCharge: true, vatID: 'FR12345678901' },
      },
    });
    expect(await screen.findByText('Reverse charge: VAT to be accounted for by the recipient')).toBeInTheDocument();
    expect(screen.getByText('FR12345678901')).toBeInTheDocument();
    expect(screen.queryByText(/^Tax \(/)).toBeNull();
  });

  it('posts exactly the server\'s hidden fields to the server\'s PayPal address with "Pay Now With Paypal"', async () => {
    const { env, op, container } = open();
    expect(op.request.variables).toEqual({ id: '64424509440' });
    await answer(env, op, {
      data: {
        checkout: { action: 'https://www.sandbox.paypal.com/cgi-bin/webscr', fields: FIELDS },
        order: { ...UNTAXED, id: '64424509440', packageName: 'Standard', price: '99.00', orderDateText: '11/22/2026', customerName: 'Ann' },
      },
    });
    const button = await screen.findByRole('button', { name: 'Pay Now With Paypal' });
    const form = button.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('https://www.sandbox.paypal.com/cgi-bin/webscr');
    const hidden = Array.from(form.querySelectorAll('input')).map((i) => ({ type: i.type, name: i.name, value: i.value }));
    expect(hidden).toEqual(FIELDS.map((f) => ({ type: 'hidden', ...f })));
    expect(container.querySelectorAll('input:not([type="hidden"])')).toHaveLength(0);
    expect(screen.getByText('$99.00')).toBeInTheDocument();
  });

  it.each([
    ['CONFLICT', 'Payments are not set up yet: an admin must set the PayPal e-mail first.'],
    ['CONFLICT', 'The order is Paid: only an UnPaid order can be paid.'],
    ['NOT_FOUND', 'No order of yours has the id 64424509440.'],
  ])('shows the server\'s %s error as a sentence and no form', async (code, message) => {
    const { env, op } = open();
    await answer(env, op, { data: null, errors: [{ message, extensions: { code } }] });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now With Paypal' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/my-order');
  });

  it("shows the checkout's refusal, not the node lookup's, for somebody else's order", async () => {
    const { env, op } = open();
    await answer(env, op, {
      data: null,
      errors: [
        { message: "Could not resolve to a node with the global id of '64424509440'", extensions: { code: 'NOT_FOUND' } },
        { message: 'No order of yours has the id 64424509440.', extensions: { code: 'NOT_FOUND' } },
      ],
    });
    expect(await screen.findByText('No order of yours has the id 64424509440.')).toBeInTheDocument();
    expect(screen.queryByText(/Could not resolve/)).not.toBeInTheDocument();
  });

  it('refuses an action that is not a web address', () => {
    expect(safeAction('javascript:alert(1)')).toBeNull();
    expect(safeAction('https://www.paypal.com/cgi-bin/webscr')).toBe('https://www.paypal.com/cgi-bin/webscr');
  });
});
