/**
 * The content lifecycle as an admin sees it: delete into the trash, the trash, a record's
 * history, saves that carry the version they edited, the order of lists, admin users,
 * archived orders. The server's answers are its own sentences (lifecycle/, admins/).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminUsers from '../pages/admin/AdminUsers';
import ArchivedOrders from '../pages/admin/ArchivedOrders';
import History from '../pages/admin/History';
import Messages from '../pages/admin/Messages';
import Subscribers from '../pages/admin/Subscribers';
import TotalOrders from '../pages/admin/TotalOrders';
import Trash from '../pages/admin/Trash';
import { alice } from '../test/utils';
import { ContentEdit } from './ContentEdit';
import { ContentPage } from './ContentPage';
import { edges, expectToast, fail, pending, pendingNames, renderAdmin, resolve } from './test-helpers';

const SERVICES = ['SEO Audit', 'Link Building', 'Local SEO'];

async function openServices() {
  const { env } = await renderAdmin(<ContentPage page="ServiceAdmin" />, { route: '/edit-service', page: 'ServiceAdmin' });
  await resolve(env, 'contentServiceAdminQuery', {
    ServiceHeadingConnection: () => ({ edges: [] }),
    ServiceItemConnection: () => ({ totalCount: 3, edges: edges(3, (i) => ({ id: `${10 + i}`, serviceTitle: SERVICES[i] })) }),
  });
  await screen.findByRole('link', { name: 'Edit SEO Audit' });
  return env;
}

describe('delete', () => {
  it('asks, naming the item, moves it to the trash, says so and fetches the list again', async () => {
    const env = await openServices();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Link Building' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Link Building?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('restore it from the Trash for 30 days'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to the trash' }));
    const op = await pending(env, 'LifecycleDeleteMutation');
    expect(op.request.variables).toEqual({ id: '11', connections: [] });
    await resolve(env, 'LifecycleDeleteMutation');
    await expectToast('Moved to the trash: Link Building');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await pending(env, 'contentServiceAdminQuery');
  });

  it('Cancel deletes nothing', async () => {
    const env = await openServices();
    await userEvent.click(screen.getByRole('button', { name: 'Delete SEO Audit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(pendingNames(env)).not.toContain('LifecycleDeleteMutation');
  });

  it('an editor deletes its record and goes back to the page that lists it, where a singleton offers its add form again', async () => {
    const { env, router } = await renderAdmin(<ContentEdit page="BannerEdit" />, { route: '/banner/:id', path: '/banner/42', page: 'BannerEdit' });
    await resolve(env, 'contentBannerNodeQuery', { Banner: () => ({ id: '42', version: 1 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete The banner' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move to the trash' }));
    expect((await pending(env, 'LifecycleDeleteMutation')).request.variables).toEqual({ id: '42', connections: [] });
    await resolve(env, 'LifecycleDeleteMutation');
    await expectToast('Moved to the trash: The banner');
    expect(router.state.location.pathname).toBe('/edit-banner');
  });
});

describe('delete from the tables', () => {
  it('/all-subscriber: a deleted subscriber leaves the table', async () => {
    const { env } = await renderAdmin(<Subscribers />, { route: '/all-subscriber', page: 'Subscribers' });
    await resolve(env, 'SubscribersQuery', {
      SubscriberConnection: () => ({ totalCount: 2, edges: edges(2, (i) => ({ id: `${30 + i}`, email: `s${i}@example.com`, createdAt: '2026-11-01T00:00:00Z' })) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete s1@example.com' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move to the trash' }));
    const op = await pending(env, 'LifecycleDeleteMutation');
    expect(op.request.variables).toMatchObject({ id: '31', connections: [expect.stringContaining('subscribers')] });
    await resolve(env, 'LifecycleDeleteMutation', { TrashItem: () => ({ nodeID: '31' }) });
    await expectToast('Moved to the trash: s1@example.com');
    expect(screen.queryByText('s1@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('s0@example.com')).toBeInTheDocument();
  });

  it('/all-messages: each message row has Delete, named after the message', async () => {
    const { env } = await renderAdmin(<Messages />, { route: '/all-messages', page: 'Messages' });
    await resolve(env, 'MessagesQuery', {
      MessageConnection: () => ({ totalCount: 1, edges: [{ node: { id: '60', fullName: 'Dana', emailAddress: 'dana@example.com', subject: 'Quote', createdAt: '2026-11-01T00:00:00Z' } }] }),
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Delete the message "Quote" from Dana' }))[0]);
    expect(await screen.findByRole('dialog', { name: 'Delete the message "Quote" from Dana?' })).toBeInTheDocument();
  });
});

describe('list order', () => {
  it('says the public pages follow it; Move down sends the new position and announces it', async () => {
    const env = await openServices();
    expect(screen.getByText(/The public pages show these in this order/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up SEO Audit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Local SEO' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move down SEO Audit' }));
    const op = await pending(env, 'LifecycleMoveMutation');
    expect(op.request.variables).toEqual({ id: '10', position: 1 });
    await resolve(env, 'LifecycleMoveMutation');
    expect(await screen.findByText('Moved SEO Audit to position 2 of 3')).toHaveAttribute('aria-live', 'polite');
    await pending(env, 'contentServiceAdminQuery');
  });

  it('dropping a dragged item on another moves it there', async () => {
    const env = await openServices();
    const item = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(item('Local SEO'), { dataTransfer });
    fireEvent.dragOver(item('SEO Audit'), { dataTransfer });
    fireEvent.drop(item('SEO Audit'), { dataTransfer });
    expect((await pending(env, 'LifecycleMoveMutation')).request.variables).toEqual({ id: '12', position: 0 });
  });

  it('types without an order have no move buttons', async () => {
    const { env } = await renderAdmin(<ContentPage page="PricingAdmin" />, { route: '/pricing-edit', page: 'PricingAdmin' });
    await resolve(env, 'contentPricingAdminQuery', { PricingPackageConnection: () => ({ edges: edges(1, () => ({ id: '3', packageName: 'Basic' })) }), TestimonialConnection: () => ({ edges: [] }) });
    expect(await screen.findByRole('button', { name: 'Delete Basic' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });
});

describe('versions', () => {
  it('a stale save shows who changed it, keeps the typed text, and Reload loads the newest values', async () => {
    const { env } = await renderAdmin(<ContentEdit page="ServiceItemEdit" />, { route: '/service-edit/:id', path: '/service-edit/42', page: 'ServiceItemEdit' });
    await resolve(env, 'contentServiceItemNodeQuery', { ServiceItem: () => ({ id: '42', version: 3, serviceIcon: '/i.svg', serviceTitle: 'SEO Audit', serviceDetails: 'Old' }) });
    fireEvent.change(await screen.findByLabelText('Service Title'), { target: { value: 'My new title' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    const op = await pending(env, 'contentServiceItemUpdateMutation');
    expect(op.request.variables).toEqual({ id: '42', input: { serviceIcon: '/i.svg', serviceTitle: 'My new title', serviceDetails: 'Old', version: 3 } });
    const message = 'This ServiceItem was changed by bob@seo-agency.test at 2026-11-22 19:30 UTC, after you opened it: reload it to see that change, then make yours again.';
    await fail(env, 'contentServiceItemUpdateMutation', [{ message, extensions: { code: 'CONFLICT', fields: { version: 'stale' } } }]);
    await expectToast(message, 'error');
    expect(screen.getByLabelText('Service Title')).toHaveValue('My new title');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await resolve(env, 'contentServiceItemNodeQuery', { ServiceItem: () => ({ id: '42', version: 4, serviceIcon: '/i.svg', serviceTitle: "Bob's title", serviceDetails: 'Old' }) });
    expect(await screen.findByDisplayValue("Bob's title")).toBe(screen.getByLabelText('Service Title'));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('the plan editor says which points each page shows, and links to the history', async () => {
    const { env } = await renderAdmin(<ContentEdit page="PackageEdit" />, { route: '/package-edit/:id', path: '/package-edit/8', page: 'PackageEdit' });
    await resolve(env, 'contentPricingPackageNodeQuery', { PricingPackage: () => ({ id: '8', version: 1, packageName: 'Basic' }) });
    expect(
      await screen.findByText('The home page shows points 1–7 of Basic and Standard and 1–10 of Premium; the pricing page shows 1–7 of Basic and Premium and 1–10 of Standard.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/admin/history/8');
  });
});

describe('/admin/trash', () => {
  async function openTrash() {
    const { env } = await renderAdmin(<Trash />, { route: '/admin/trash', page: 'Trash' });
    const op = await resolve(env, 'TrashQuery', {
      TrashItemConnection: () => ({
        totalCount: 1,
        edges: [{ node: { id: '900', nodeID: '11', nodeType: 'ServiceItem', label: 'Link Building', deletedBy: alice.email, createdAt: '2026-11-22T10:00:00Z', purgeAt: '2026-12-22T10:00:00Z' } }],
      }),
    });
    expect(op.request.variables).toEqual({ count: 10 });
    await screen.findByText('Link Building');
    return env;
  }

  it('lists type, label, who and when, the purge date; Restore brings it back', async () => {
    const env = await openTrash();
    const row = screen.getByText('Link Building').closest('tr')!;
    expect(within(row).getByText('Service Item')).toBeInTheDocument();
    expect(within(row).getByText(alice.email!)).toBeInTheDocument();
    expect(within(row).getByText('12/22/2026')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Link Building' }));
    // The record's id, not the trash item's.
    expect((await pending(env, 'TrashRestoreMutation')).request.variables).toEqual({ id: '11' });
    await resolve(env, 'TrashRestoreMutation');
    await expectToast('Restored: Link Building');
    await pending(env, 'TrashQuery');
  });

  it("shows the server's refusal", async () => {
    const env = await openTrash();
    await userEvent.click(screen.getByRole('button', { name: 'Restore Link Building' }));
    const message = 'This Banner cannot come back while another takes its place (there can be only one, or another has the same unique value): delete that one first, then restore this one.';
    await fail(env, 'TrashRestoreMutation', [{ message, extensions: { code: 'CONFLICT' } }]);
    await expectToast(message, 'error');
  });

  it('says when it is empty', async () => {
    const { env } = await renderAdmin(<Trash />, { route: '/admin/trash', page: 'Trash' });
    await resolve(env, 'TrashQuery', { TrashItemConnection: () => ({ totalCount: 0, edges: [] }) });
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
  });
});

describe('/admin/history/{id}', () => {
  const revisions = (newest: string, restorable = true) => [
    {
      id: 'r3',
      action: newest,
      actor: 'bob@seo-agency.test',
      createdAt: '2026-11-22T12:00:00Z',
      nodeType: 'ServiceItem',
      restorable,
      changes: [{ field: 'serviceTitle', before: 'SEO Audit', after: 'Site Audit' }],
    },
    { id: 'r1', action: 'create', actor: alice.email, createdAt: '2026-11-20T12:00:00Z', nodeType: 'ServiceItem', restorable, changes: [{ field: 'serviceTitle', before: null, after: 'SEO Audit' }] },
  ];

  async function openHistory(newest: string, restorable = true) {
    const { env } = await renderAdmin(<History />, { route: '/admin/history/:id', path: '/admin/history/11', page: 'History' });
    const op = await resolve(env, 'HistoryQuery', { Query: () => ({ history: revisions(newest, restorable) }) });
    expect(op.request.variables).toEqual({ id: '11' });
    await screen.findByText('Site Audit');
    return env;
  }

  it('lists revisions newest first with each field before → after; restores a version', async () => {
    const env = await openHistory('update');
    const items = within(screen.getByRole('list', { name: 'Revisions, newest first' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Changed by bob@seo-agency.test');
    expect(items[0]).toHaveTextContent('Service TitleSEO Audit → Site Audit');
    expect(items[1]).toHaveTextContent(`Created by ${alice.email}`);
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Restore this version' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore this version' }));
    expect((await pending(env, 'HistoryRestoreMutation')).request.variables).toEqual({ id: 'r1' });
    await resolve(env, 'HistoryRestoreMutation');
    await expectToast(/^Restored the version of/);
    await pending(env, 'HistoryQuery');
  });

  it('a record in the trash is read-only, with a hint to restore it from the trash', async () => {
    await openHistory('delete');
    expect(screen.getByText(/This record is in the trash/)).toBeInTheDocument();
    expect(within(screen.getByText(/This record is in the trash/)).getByRole('link', { name: 'Trash' })).toHaveAttribute('href', '/admin/trash');
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });

  it('a record that changes only through its own actions (a subscriber) shows its versions without a way back', async () => {
    await openHistory('update', false);
    expect(screen.getByText(/changes only through its own actions/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });
});

describe('/admin/users', () => {
  async function openUsers(role: 'Owner' | 'Admin' = 'Owner', others = ['Admin']) {
    const { env } = await renderAdmin(<AdminUsers />, { route: '/admin/users', page: 'AdminUsers', role });
    const mates = others.map((userRole, i) => ({ node: { id: String(i + 2), userEmail: `${'bc'[i]}@seo-agency.test`, userRole } }));
    await resolve(env, 'AdminUsersQuery', {
      Viewer: () => ({ email: alice.email }),
      AdminUserConnection: () => ({ edges: [{ node: { id: '1', userEmail: alice.email, userRole: role } }, ...mates] }),
    });
    await screen.findByText(`${alice.email} (you)`);
    return env;
  }

  it('adds an admin', async () => {
    const env = await openUsers();
    fireEvent.change(screen.getByLabelText('User Email'), { target: { value: 'c@seo-agency.test' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect((await pending(env, 'AdminUsersCreateMutation')).request.variables).toEqual({ input: { userEmail: 'c@seo-agency.test', userRole: 'Admin' } });
    await resolve(env, 'AdminUsersCreateMutation');
    await expectToast('User Is Added');
  });

  it("renames one's own entry only after the second question the server asks for", async () => {
    const env = await openUsers();
    await userEvent.click(screen.getByRole('button', { name: `Change the e-mail of ${alice.email}` }));
    fireEvent.change(await screen.findByLabelText('New e-mail'), { target: { value: 'me@seo-agency.test' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect((await pending(env, 'AdminUsersRenameMutation')).request.variables).toEqual({ id: '1', email: 'me@seo-agency.test', confirmOwnEmailChange: false });
    await fail(env, 'AdminUsersRenameMutation', [{ message: 'userEmail is your own', extensions: { code: 'CONFLICT', fields: { userEmail: 'ownEmail' } } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Change my e-mail' }));
    expect((await pending(env, 'AdminUsersRenameMutation')).request.variables).toEqual({ id: '1', email: 'me@seo-agency.test', confirmOwnEmailChange: true });
    await resolve(env, 'AdminUsersRenameMutation');
    await expectToast('User Is Update');
  });

  it('an Owner changes a role with the picker, which offers every role', async () => {
    const env = await openUsers('Owner');
    const picker = screen.getByRole('combobox', { name: 'Role of b@seo-agency.test' });
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Owner', 'Admin', 'Editor', 'Author', 'Support']);
    await userEvent.selectOptions(picker, 'Support');
    expect((await pending(env, 'AdminUsersRoleMutation')).request.variables).toEqual({ id: '2', role: 'Support', confirmOwnEmailChange: false });
    await resolve(env, 'AdminUsersRoleMutation', { AdminUser: () => ({ id: '2', userRole: 'Support' }) });
    await expectToast('The role of b@seo-agency.test is now Support.');
  });

  it('an Admin is not offered the Owner role, and cannot change an Owner', async () => {
    await openUsers('Admin', ['Editor', 'Owner']);
    const editor = screen.getByRole('combobox', { name: 'Role of b@seo-agency.test' });
    expect([...editor.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Admin', 'Editor', 'Author', 'Support']);
    expect(screen.getByRole('combobox', { name: 'Role of c@seo-agency.test' })).toBeDisabled();
  });

  it("demoting the last Owner shows the server's refusal", async () => {
    const env = await openUsers('Owner', []);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: `Role of ${alice.email}` }), 'Admin');
    expect((await pending(env, 'AdminUsersRoleMutation')).request.variables).toEqual({ id: '1', role: 'Admin', confirmOwnEmailChange: false });
    const message = `${alice.email} is the last Owner: the site needs one, so this entry cannot be renamed, given another role or removed. Make another admin user an Owner first.`;
    await fail(env, 'AdminUsersRoleMutation', [{ message, extensions: { code: 'CONFLICT', fields: { userRole: 'lastOwner' } } }]);
    await expectToast(/^alice@example\.com is the last Owner: the site needs one, so this entry cannot be renamed, given another role or removed\. Make another admin user an Owner first\.$/i, 'error');
  });

  it("removing the last admin shows the server's refusal", async () => {
    const env = await openUsers();
    await userEvent.click(screen.getByRole('button', { name: 'Delete b@seo-agency.test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move to the trash' }));
    expect((await pending(env, 'LifecycleDeleteMutation')).request.variables).toEqual({ id: '2', connections: [] });
    const message = 'b@seo-agency.test is the last admin: the site needs one, so this entry cannot be renamed or removed. Add another admin first.';
    await fail(env, 'LifecycleDeleteMutation', [{ message, extensions: { code: 'CONFLICT', fields: { userEmail: 'lastAdmin' } } }]);
    await expectToast(/^b@seo-agency.test is the last admin: the site needs one, so this entry cannot be renamed or removed\. Add another admin first\.$/i, 'error');
  });
});

describe('archived orders', () => {
  const order = {
    id: '77',
    customerName: 'Carol',
    customerEmail: 'carol@example.com',
    orderDateText: '11/20/2026',
    packageName: 'Basic',
    price: '199.00',
    orderStatus: 'Pending',
    paymentStatus: 'Paid',
  };

  it('/total-orders: Archive asks, then archives the order, which leaves the table', async () => {
    const { env } = await renderAdmin(<TotalOrders />, { route: '/total-orders', page: 'TotalOrders' });
    await resolve(env, 'TotalOrdersQuery', { OrderConnection: () => ({ totalCount: 1, edges: [{ node: order }] }) });
    expect(await screen.findByRole('link', { name: 'Archived orders' })).toHaveAttribute('href', '/admin/archived-orders');
    await userEvent.click(await screen.findByRole('button', { name: "Archive Carol's order of 11/20/2026" }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect((await pending(env, 'ArchiveButtonMutation')).request.variables).toMatchObject({ id: '77', archived: true });
    await resolve(env, 'ArchiveButtonMutation', { Order: () => ({ id: '77' }) });
    await expectToast("Archived: Carol's order of 11/20/2026");
    expect(screen.queryByText('carol@example.com')).not.toBeInTheDocument();
  });

  it('/admin/archived-orders lists them and unarchives one', async () => {
    const { env } = await renderAdmin(<ArchivedOrders />, { route: '/admin/archived-orders', page: 'ArchivedOrders' });
    await resolve(env, 'ArchivedOrdersQuery', { OrderConnection: () => ({ totalCount: 1, edges: [{ node: order }] }) });
    await userEvent.click(await screen.findByRole('button', { name: "Unarchive Carol's order of 11/20/2026" }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unarchive' }));
    expect((await pending(env, 'ArchiveButtonMutation')).request.variables).toMatchObject({ id: '77', archived: false });
  });
});
