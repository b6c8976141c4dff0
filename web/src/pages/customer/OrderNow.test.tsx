import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { RequireAuth } from '../../auth/RequireAuth';
import { alice, LocationProbe, makeAuth, pageRoute, renderAt, renderRoutes } from '../../test/utils';
import Login from '../Login';
import OrderNow from './OrderNow';
import PendingOrders from './PendingOrders';

type Env = ReturnType<typeof createMockEnvironment>;

const PLAN = {
  __typename: 'PricingPackage',
  id: '81604378625',
  packageName: 'Standard',
  packagePrice: '99.00',
  packageDetails: 'For growing businesses.',
};

function op(env: Env, name: string) {
  const found = env.mock.getAllOperations().filter((o) => o.request.node.params.name === name);
  if (!found.length) throw new Error(`no pending ${name}`);
  return found[found.length - 1];
}

async function resolve(env: Env, name: string, payload: object) {
  await act(async () => env.mock.resolve(op(env, name), payload as never));
}

async function openForm(node: object | null = PLAN) {
  const env = createMockEnvironment();
  const user = userEvent.setup();
  const utils = renderRoutes(
    [
      pageRoute(env, '/order-now/:id', 'OrderNow', <OrderNow />),
      pageRoute(env, '/pending-order', 'PendingOrders', <PendingOrders />),
      { path: '*', element: <LocationProbe /> },
    ],
    { path: '/order-now/81604378625', environment: env, store: makeAuth(alice).store },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Order Now' })).toBeInTheDocument();
  expect(op(env, 'OrderNowQuery').request.variables).toEqual({ id: '81604378625' });
  await resolve(env, 'OrderNowQuery', { data: { node, viewer: { email: 'alice@example.com' } } });
  return { env, user, ...utils };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Order Now page', () => {
  it('shows the plan name, price and the signed-in e-mail fixed (read-only)', async () => {
    await openForm();
    expect(field('Plan')).toHaveValue('Standard');
    expect(field('Price')).toHaveValue('$99.00');
    expect(field('Email')).toHaveValue('alice@example.com');
    for (const label of ['Plan', 'Price', 'Email']) expect(field(label)).toHaveAttribute('readonly');
    for (const label of ['Your Name', 'Address', 'Country']) expect(field(label)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: 'Standard' })).toBeInTheDocument();
  });

  it('requires name, address and country, with each message beside its field, and sends nothing', async () => {
    const { env, user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(field('Your Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Address')).toHaveAccessibleDescription('Address is required');
    expect(field('Country')).toHaveAccessibleDescription('Country is required');
    expect(field('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Your Name')).toHaveFocus();
    expect(env.mock.getAllOperations().some((o) => o.request.node.params.name === 'OrderNowMutation')).toBe(false);

    // Blanks are not an answer; typing clears a field's message.
    await user.type(field('Your Name'), '   ');
    expect(field('Your Name')).toHaveAccessibleDescription('Name is required');
    await user.type(field('Your Name'), 'Ann');
    expect(field('Your Name')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(field('Address')).toHaveFocus();
  });

  it('shows a field message once the field is left, not before', async () => {
    const { user } = await openForm();
    await user.click(field('Your Name'));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
  });

  it('creates the order with only the customer details and goes to /pending-order', async () => {
    const { env, user, router } = await openForm();
    await user.type(field('Your Name'), '  Ann Lee ');
    await user.type(field('Address'), '1 Main Street');
    await user.type(field('Country'), 'Ireland');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();

    const mutation = op(env, 'OrderNowMutation');
    expect(mutation.request.variables).toEqual({
      input: { packageId: '81604378625', customerName: 'Ann Lee', customerAddress: '1 Main Street', customerCountry: 'Ireland', vatID: '', couponCode: '' },
    });
    await resolve(env, 'OrderNowMutation', {
      data: {
        createOrder: {
          id: '64424509440',
          packageName: 'Standard',
          price: '99.00',
          paymentStatus: 'UnPaid',
          orderStatus: 'Pending',
          orderDateText: '11/22/2026',
          customerName: 'Ann Lee',
        },
      },
    });
    expect(router.state.location.pathname).toBe('/pending-order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Pending Orders' })).toBeInTheDocument();
    const notice = screen.getByText(/your order is placed/i).closest('.notice') as HTMLElement;
    expect(notice).toHaveTextContent('Standard plan, $99.00');
    expect(within(notice).getByRole('link', { name: /Pay Now/ })).toHaveAttribute('href', '/pay-now/64424509440');
  });

  it('shows the server\'s field messages beside the fields, and other refusals as a sentence', async () => {
    const { env, user } = await openForm();
    await user.type(field('Your Name'), 'Ann');
    await user.type(field('Address'), 'x');
    await user.type(field('Country'), 'y');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await resolve(env, 'OrderNowMutation', {
      data: null,
      errors: [{ message: 'customerCountry must be at most 100 characters', extensions: { code: 'VALIDATION', fields: { customerCountry: 'maxLength' } } }],
    });
    expect(field('Country')).toHaveAccessibleDescription('Country must be at most 100 characters');
    expect(field('Country')).toHaveFocus();
    await user.type(field('Country'), 'z');
    expect(field('Country')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await resolve(env, 'OrderNowMutation', {
      data: null,
      errors: [{ message: 'Your account has no e-mail address: sign in with an account that has one to order.', extensions: { code: 'VALIDATION', fields: { customerEmail: 'required' } } }],
    });
    expect(await screen.findByText('Your account has no e-mail address: sign in with an account that has one to order.')).toHaveClass('form-alert');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('sends a coupon code as typed, and shows why the server refused it beside the field', async () => {
    const { env, user } = await openForm();
    await user.type(field('Your Name'), 'Ann');
    await user.type(field('Address'), '1 Main Street');
    await user.type(field('Country'), 'Ireland');
    await user.type(field('Coupon code'), ' spring20 ');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(op(env, 'OrderNowMutation').request.variables.input).toMatchObject({ couponCode: 'spring20' });
    await resolve(env, 'OrderNowMutation', {
      data: null,
      errors: [{ message: 'The coupon SPRING20 expired on March 1, 2026 at 00:00 UTC.', extensions: { code: 'VALIDATION', fields: { couponCode: 'expired' } } }],
    });
    expect(field('Coupon code')).toHaveAccessibleDescription(/^The coupon SPRING20 expired on March 1, 2026 at 00:00 UTC\./);
    expect(field('Coupon code')).toHaveFocus();
  });

  it('says the plan cannot be found for an id that is not a plan', async () => {
    await openForm(null);
    expect(screen.getByText(/We can't find that plan/).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });
});

describe('customer pages are guarded', () => {
  it('sends a visitor from /order-now/{id} to /login and back there after signing in', async () => {
    const user = userEvent.setup();
    const env = createMockEnvironment();
    const { client, store } = makeAuth();
    const { router } = renderRoutes(
      [
        { path: '/login', element: <Login /> },
        { element: <RequireAuth />, children: [pageRoute(env, '/order-now/:id', 'OrderNow', <OrderNow />)] },
      ],
      { path: '/order-now/81604378625', store, environment: env },
    );
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(client.signInWithEmail).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Now' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-now/81604378625');
  });

  it('renders nothing of the page for a visitor', async () => {
    const env = createMockEnvironment();
    renderAt(
      <RequireAuth>
        <OrderNow />
      </RequireAuth>,
      { path: '/order-now/1', route: '/order-now/:id', page: 'OrderNow', environment: env, store: makeAuth().store },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByRole('heading', { name: 'Order Now' })).not.toBeInTheDocument();
  });
});
