import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { edges, expectToast, fail, pending, renderAdmin, resolve, resolveData, resolveHome } from '../../admin/test-helpers';
import AdminHome from './AdminHome';
import MessageView from './MessageView';
import Messages from './Messages';
import Settings from './Settings';
import Subscribers from './Subscribers';
import TotalOrders from './TotalOrders';

const order = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `${100 + i}`,
  orderDateText: '07/01/2026',
  customerName: `Customer ${i}`,
  customerEmail: `c${i}@seo-agency.test`,
  packageName: 'Standard',
  price: '99.00',
  orderStatus: 'Pending',
  paymentStatus: 'UnPaid',
  ...extra,
});

function orderPage(count: number, total: number, endCursor: string, hasNextPage: boolean, from = 0) {
  return () => ({ totalCount: total, pageInfo: { hasNextPage, endCursor }, edges: edges(count, (i) => order(from + i)) });
}

const noSubscribers = () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
/** The dashboard's query: total sales, the PayPal setting, the first page of orders and of subscribers. */
const home = (extra: Record<string, unknown> = {}) => ({
  Query: () => ({ totalSales: '0.00' }),
  PaymentSettingConnection: () => ({ edges: [] }),
  OrderConnection: orderPage(0, 0, 'c0', false),
  SubscriberConnection: noSubscribers,
  ...extra,
});

describe('/setting', () => {
  it('shows the eleven cards of section 2 with their titles and routes', async () => {
    await renderAdmin(<Settings />, { route: '/setting' });
    const cards = within(await screen.findByRole('list', { name: 'Site content' })).getAllByRole('link');
    expect(cards.map((a) => [a.querySelector('.admin-card-title')?.textContent, a.getAttribute('href')])).toEqual([
      ['Banner', '/edit-banner'],
      ['Logo', '/add-logo'],
      ['About Us', '/edit-about'],
      ['Service', '/edit-service'],
      ['Counter', '/edit-counter'],
      ['Team Members', '/edit-video'],
      ['Pricing', '/edit-pricing'],
      ['Action', '/update-calltoaction'],
      ['Footer Address', '/add-address-footer'],
      ['Footer Social', '/add-social-footer'],
      ['Footer CopyRight', '/add-copyright'],
    ]);
  });
});

describe('/admin', () => {
  it('has the admin cards, with Payment going to the PayPal e-mail editor when one is set', async () => {
    const { env } = await renderAdmin(<AdminHome />, { page: 'AdminHome', route: '/admin' });
    await resolveHome(env, home({ Query: () => ({ totalSales: '1234.50' }), PaymentSettingConnection: () => ({ edges: [{ cursor: 'x', node: { id: '9' } }] }) }));
    const cards = within(await screen.findByRole('list', { name: 'Admin' })).getAllByRole('link');
    expect(cards.map((a) => [a.querySelector('.admin-card-title')?.textContent, a.getAttribute('href')])).toEqual([
      ['Setting', '/setting'],
      ['Total Orders', '/total-orders'],
      ['All Messages', '/all-messages'],
      ['All Subscriber', '/all-subscriber'],
      ['Admin Email', '/add-user'],
      ['Site identity', '/admin/site-identity'],
      ['Menus', '/admin/menus'],
      ['Payment', '/paypal-email/9'],
      ['Payments check', '/admin/payments'],
      ['Media library', '/admin/media'],
      ['Background jobs', '/admin/queue'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(screen.getByTestId('total-sales')).toHaveTextContent('$1234.50');
  });

  it.each([
    ['Editor', { sales: false, inbox: false, owner: false }, ['Setting', 'Media library']],
    ['Support', { sales: true, inbox: true, owner: false }, ['Total Orders', 'All Messages', 'All Subscriber', 'Payments check']],
    ['Admin', { sales: true, inbox: true, owner: false }, ['Setting', 'Total Orders', 'All Messages', 'All Subscriber', 'Admin Email', 'Site identity', 'Menus', 'Payments check', 'Media library', 'Background jobs']],
  ] as const)('asks for %s only what the role reaches, and shows only that', async (role, variables, titles) => {
    const { env } = await renderAdmin(<AdminHome />, { page: 'AdminHome', route: '/admin', role });
    await resolve(env, 'AdminHomeQuery', home());
    const parts = await pending(env, 'AdminHomePartsQuery');
    expect(parts.request.variables).toEqual(variables);
    await resolve(env, 'AdminHomePartsQuery', home());
    const cards = within(await screen.findByRole('list', { name: 'Admin' })).getAllByRole('link');
    expect(cards.map((a) => a.querySelector('.admin-card-title')?.textContent)).toEqual(titles);
    expect(screen.queryByTestId('total-sales') !== null).toBe(variables.sales);
    expect(screen.queryByRole('table', { name: 'Subscribers' }) !== null).toBe(variables.inbox);
  });

  it('sends Payment to /add-paypal-Email when no PayPal e-mail is set', async () => {
    const { env } = await renderAdmin(<AdminHome />, { page: 'AdminHome', route: '/admin' });
    await resolveHome(env, home());
    expect(await screen.findByRole('link', { name: /^Payment\s?No PayPal e-mail/ })).toHaveAttribute('href', '/add-paypal-Email');
    expect(screen.getByTestId('total-sales')).toHaveTextContent('$0.00');
  });

  it('pages the orders 5 at a time with numbered links (?orders=n), each linking to its payment status editor', async () => {
    const { env, router } = await renderAdmin(<AdminHome />, { page: 'AdminHome', route: '/admin' });
    await resolveHome(env, home({ OrderConnection: orderPage(5, 12, 'cur5', true) }));
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('link', { name: "Payment status of Customer 0's order of 07/01/2026" })).toHaveAttribute(
      'href',
      '/admin/payment-status/100',
    );
    const pager = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(pager).getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual(['1', '2', '3']);
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/admin?orders=3');

    await userEvent.click(within(pager).getByRole('link', { name: /Next/ }));
    expect(router.state.location.search).toBe('?orders=2');
    const second = await resolve(env, 'AdminOrdersTablePaginationQuery', { OrderConnection: orderPage(5, 12, 'cur10', true, 5) });
    expect(second.request.variables).toEqual({ first: 5, after: 'cur5', filter: null, sort: null });
    expect(await within(pager).findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(within(table).getByText('Customer 5')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^6/);

    // Back to page 1 at once: its orders are in the store.
    await userEvent.click(within(pager).getByRole('link', { name: /Previous/ }));
    expect(router.state.location.search).toBe('');
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(table).getByText('Customer 0')).toBeInTheDocument();
  });

  it('pages the subscribers 5 at a time', async () => {
    const { env } = await renderAdmin(<AdminHome />, { page: 'AdminHome', route: '/admin' });
    await resolveHome(env, home({
      SubscriberConnection: () => ({ totalCount: 7, pageInfo: { hasNextPage: true, endCursor: 's5' }, edges: edges(5, (i) => ({ id: `${i}`, email: `s${i}@x.test`, createdAt: '2026-07-01T10:00:00Z' })) }),
    }));
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(within(table).getByText('s4@x.test')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of subscribers' });
    expect(within(pager).getAllByRole('link', { name: /^Page \d+$/ }).map((a) => a.textContent)).toEqual(['1', '2']);
    expect(within(pager).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/admin?subscribers=2');
  });
});

describe('/total-orders', () => {
  it('lists 10 orders a page, each with the order status editor: "OrderStatus is Updated"', async () => {
    const { env } = await renderAdmin(<TotalOrders />, { page: 'TotalOrders', route: '/total-orders' });
    await resolve(env, 'TotalOrdersQuery', { OrderConnection: orderPage(10, 11, 'c10', true) });
    const select = await screen.findByLabelText("Order status of Customer 3's order");
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['Pending', 'Delivered']);
    expect(select).toHaveValue('Pending');
    await userEvent.selectOptions(select, 'Delivered');
    const row = select.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Update' }));
    const m = await pending(env, 'OrderStatusFormMutation');
    expect(m.request.variables).toEqual({ id: '103', status: 'Delivered' });
    await resolve(env, 'OrderStatusFormMutation', { Order: () => ({ id: '103', orderStatus: 'Delivered' }) });
    await expectToast('OrderStatus is Updated');
    expect(screen.getByLabelText("Order status of Customer 3's order")).toHaveValue('Delivered');
    expect(within(screen.getByRole('navigation', { name: 'Pages of all orders' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/total-orders?page=2');
  });

  it('shows Support the orders read-only: statuses, no order status editor, no Archive', async () => {
    const { env } = await renderAdmin(<TotalOrders />, { page: 'TotalOrders', route: '/total-orders', role: 'Support' });
    await resolve(env, 'TotalOrdersQuery', { OrderConnection: orderPage(3, 3, 'c3', false) });
    const table = await screen.findByRole('table', { name: 'All orders' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Archive');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(table).getAllByText('Pending')).toHaveLength(3);
  });

  it('opens on the page in the address (a reload of ?page=2 stays on page 2)', async () => {
    const { env, router } = await renderAdmin(<TotalOrders />, { page: 'TotalOrders', route: '/total-orders', path: '/total-orders?page=2' });
    await resolve(env, 'TotalOrdersQuery', { OrderConnection: orderPage(10, 12, 'c10', true) });
    // The route asks for the first page; the rows of page 2 follow.
    const more = await pending(env, 'AdminOrdersTablePaginationQuery');
    expect(more.request.variables).toMatchObject({ first: 10, after: 'c10' });
    await resolve(env, 'AdminOrdersTablePaginationQuery', { OrderConnection: orderPage(2, 12, 'c12', false, 10) });
    const pager = screen.getByRole('navigation', { name: 'Pages of all orders' });
    expect(await within(pager).findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(screen.getByLabelText("Order status of Customer 11's order")).toBeInTheDocument();
    expect(screen.queryByLabelText("Order status of Customer 0's order")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows a refused change as an error toast', async () => {
    const { env } = await renderAdmin(<TotalOrders />, { page: 'TotalOrders', route: '/total-orders' });
    await resolve(env, 'TotalOrdersQuery', { OrderConnection: orderPage(1, 1, 'c1', false) });
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await fail(env, 'OrderStatusFormMutation', [{ message: 'admins only', extensions: { code: 'FORBIDDEN' } }]);
    await expectToast('Admins only', 'error');
    expect(screen.queryByText('OrderStatus is Updated')).not.toBeInTheDocument();
  });
});

describe('/all-messages', () => {
  const messages = (prefix: string, count: number, total: number) => () => ({
    __typename: 'MessageConnection',
    totalCount: total,
    pageInfo: { hasNextPage: total > count, endCursor: `${prefix}-end` },
    edges: edges(count, (i) => ({ __typename: 'Message', id: `${prefix === 'u' ? 200 : 300}${i}`, fullName: `${prefix}-name-${i}`, emailAddress: '', subject: `${prefix}-subject-${i}`, createdAt: '2026-07-01T10:00:00Z' })),
  });

  it('has the Unread and Read tables, 3 a page each, rows linking to /view/{id}', async () => {
    const { env } = await renderAdmin(<Messages />, { page: 'Messages', route: '/all-messages' });
    await resolveData(env, 'MessagesQuery', { unread: messages('u', 3, 4)(), read: messages('r', 2, 2)() });
    expect(screen.queryByRole('navigation', { name: 'Pages of read messages' })).not.toBeInTheDocument();

    const unreadTable = await screen.findByRole('table', { name: 'Unread messages' });
    const readTable = screen.getByRole('table', { name: 'Read messages' });
    expect(within(unreadTable).getAllByRole('row')).toHaveLength(4);
    expect(within(readTable).getAllByRole('row')).toHaveLength(3);
    expect(within(unreadTable).getByRole('link', { name: 'View message "u-subject-0" from u-name-0' })).toHaveAttribute('href', '/view/2000');
    expect(within(readTable).getByRole('link', { name: 'View message "r-subject-1" from r-name-1' })).toHaveAttribute('href', '/view/3001');

    const unreadPager = screen.getByRole('navigation', { name: 'Pages of unread messages' });
    expect(within(unreadPager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(unreadPager).getByRole('link', { name: /Next/ }));
    const next = await pending(env, 'MessagesUnreadPaginationQuery');
    expect(next.request.variables).toMatchObject({ first: 3, after: 'u-end', filter: { status: 'UnRead' } });
  });

  it('pages each table in its own search parameter, keeping the other one (?unread=2&read=2)', async () => {
    const { env, router } = await renderAdmin(<Messages />, { page: 'Messages', route: '/all-messages', path: '/all-messages?read=2' });
    await resolveData(env, 'MessagesQuery', { unread: messages('u', 3, 4)(), read: messages('r', 3, 5)() });
    const more = await pending(env, 'MessagesReadPaginationQuery');
    expect(more.request.variables).toMatchObject({ first: 3, after: 'r-end', filter: { status: 'Read' } });
    await resolveData(env, 'MessagesReadPaginationQuery', { read: { ...messages('r', 2, 5)(), pageInfo: { hasNextPage: false, endCursor: 'r-last' } } });

    const readPager = await screen.findByRole('navigation', { name: 'Pages of read messages' });
    expect(await within(readPager).findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    const unreadPager = screen.getByRole('navigation', { name: 'Pages of unread messages' });
    expect(within(unreadPager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(unreadPager).getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?read=2&unread=2');
    expect(within(readPager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/all-messages?unread=2');
  });
});

describe('/view/{id}', () => {
  const message = (status: string, extra: Record<string, unknown> = {}) => () => ({
    id: '2000',
    fullName: 'Jane Doe',
    emailAddress: 'jane@example.com',
    phoneNumber: '555',
    website: 'jane.example',
    subject: 'Help with SEO',
    message: 'Please call me.',
    messageStatus: status,
    createdAt: '2026-07-01T10:00:00Z',
    ...extra,
  });

  it('links the sender by mailto: and tel:, and never a stored address that would add recipients', async () => {
    const { env, unmount } = await renderAdmin(<MessageView />, { page: 'MessageView', route: '/view/:id', path: '/view/2000' });
    await resolve(env, 'MessageViewQuery', { Message: message('Read', { emailAddress: "o'hara+seo@example.com", phoneNumber: '+1 (555) 0100' }) });
    expect(await screen.findByRole('link', { name: "o'hara+seo@example.com" })).toHaveAttribute('href', "mailto:o'hara%2Bseo@example.com");
    expect(screen.getByRole('link', { name: '+1 (555) 0100' })).toHaveAttribute('href', 'tel:+15550100');
    unmount();
    for (const hostile of ['a?bcc=attacker@evil.example', 'victim@example.com?bcc=attacker@evil.example', 'a@b.co&cc=x@y.z', 'A <a@b.co>', 'a@b.co,c@d.co']) {
      const view = await renderAdmin(<MessageView />, { page: 'MessageView', route: '/view/:id', path: '/view/2000' });
      await resolve(view.env, 'MessageViewQuery', { Message: message('Read', { emailAddress: hostile }) });
      expect(await screen.findByText(hostile)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: hostile })).not.toBeInTheDocument();
      expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
      view.unmount();
    }
  });

  it('shows the message and a Mark Read form while it is UnRead: "Message is Read", then no form', async () => {
    const { env } = await renderAdmin(<MessageView />, { page: 'MessageView', route: '/view/:id', path: '/view/2000' });
    await resolve(env, 'MessageViewQuery', { Message: message('UnRead') });
    expect(await screen.findByRole('heading', { name: 'Help with SEO' })).toBeInTheDocument();
    expect(screen.getByText('Please call me.')).toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="messageStatus"]')).toHaveValue('Read');
    await userEvent.click(screen.getByRole('button', { name: 'Mark Read' }));
    const m = await pending(env, 'MessageViewMutation');
    expect(m.request.variables).toEqual({ id: '2000' });
    await resolve(env, 'MessageViewMutation', { Message: () => ({ id: '2000', messageStatus: 'Read' }) });
    await expectToast('Message is Read');
    expect(screen.queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument();
  });

  it('shows no action for a Read message', async () => {
    const { env } = await renderAdmin(<MessageView />, { page: 'MessageView', route: '/view/:id', path: '/view/2000' });
    await resolve(env, 'MessageViewQuery', { Message: message('Read') });
    expect(await screen.findByRole('heading', { name: 'Help with SEO' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument();
  });
});

describe('/all-subscriber', () => {
  it('lists subscribers 5 a page', async () => {
    const { env } = await renderAdmin(<Subscribers />, { page: 'Subscribers', route: '/all-subscriber' });
    await resolve(env, 'SubscribersQuery', {
      SubscriberConnection: () => ({ totalCount: 3, pageInfo: { hasNextPage: false, endCursor: 'e' }, edges: edges(3, (i) => ({ id: `${i}`, email: `s${i}@x.test` })) }),
    });
    const table = await screen.findByRole('table', { name: 'All subscribers' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of all subscribers' })).not.toBeInTheDocument();
  });
});
