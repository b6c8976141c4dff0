import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectToast, fail, pending, pendingNames, renderAdmin, resolve } from '../../admin/test-helpers';
import { alice } from '../../test/utils';
import AddItem from './AddItem';
import AddUser from './AddUser';
import AdminUserEdit from './AdminUserEdit';

async function fill(labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('/add-user', () => {
  it('with several admin users: the add form, and an Update User link for each', async () => {
    const { env } = await renderAdmin(<AddUser />, { page: 'AddUser', route: '/add-user' });
    await resolve(env, 'AddUserQuery', {
      AdminUserConnection: () => ({
        totalCount: 2,
        edges: [{ node: { id: '1', userEmail: 'a@seo-agency.test' } }, { node: { id: '2', userEmail: 'b@seo-agency.test' } }],
      }),
    });
    expect(await screen.findByLabelText('User Email')).toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="userRole"]')).toHaveValue('Admin');
    expect(screen.getByRole('link', { name: 'Update User b@seo-agency.test' })).toHaveAttribute('href', '/admin-user/2');
  });

  it('adds an admin with the role Admin: "User Is Added", then asks again', async () => {
    const { env } = await renderAdmin(<AddUser />, { page: 'AddUser', route: '/add-user' });
    await resolve(env, 'AddUserQuery', { AdminUserConnection: () => ({ totalCount: 0, edges: [] }) });
    await fill({ 'User Email': 'new-admin@seo-agency.test' });
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const op = await pending(env, 'AddUserCreateMutation');
    expect(op.request.variables).toEqual({ input: { userEmail: 'new-admin@seo-agency.test', userRole: 'Admin' } });
    await resolve(env, 'AddUserCreateMutation');
    await expectToast('User Is Added');
    await resolve(env, 'AddUserQuery', { AdminUserConnection: () => ({ totalCount: 1, edges: [{ node: { id: '5', userEmail: 'new-admin@seo-agency.test' } }] }) });
    expect(await screen.findByRole('link', { name: 'Update User' })).toHaveAttribute('href', '/admin-user/5');
  });
});

describe('/admin-user/{id} (one\'s own entry)', () => {
  async function openOwn() {
    const { env } = await renderAdmin(<AdminUserEdit />, { page: 'AdminUserEdit', route: '/admin-user/:id', path: '/admin-user/7' });
    await resolve(env, 'AdminUserEditQuery', { AdminUser: () => ({ id: '7', userEmail: alice.email, userRole: 'Admin' }), Viewer: () => ({ email: alice.email }) });
    fireEvent.change(await screen.findByLabelText('User Email'), { target: { value: 'new-me@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    return env;
  }

  it('asks first in an accessible dialog; Escape or "Keep my e-mail" changes nothing', async () => {
    const env = await openOwn();
    const dialog = await screen.findByRole('dialog', { name: 'Change your own admin e-mail?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('you lose access to the admin pages'));
    expect(screen.getByRole('button', { name: 'Keep my e-mail' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectToast(`Nothing changed: ${alice.email} stays your admin e-mail.`, 'error');
    expect(pendingNames(env)).not.toContain('AdminUserEditMutation');

    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my e-mail' }));
    expect(pendingNames(env)).not.toContain('AdminUserEditMutation');
  });

  it('sends the explicit yes only after "Change my e-mail"', async () => {
    const env = await openOwn();
    await userEvent.click(await screen.findByRole('button', { name: 'Change my e-mail' }));
    const op = await pending(env, 'AdminUserEditMutation');
    expect(op.request.variables).toEqual({ id: '7', input: { userEmail: 'new-me@example.com', userRole: 'Admin' }, confirmOwnEmailChange: true });
    await resolve(env, 'AdminUserEditMutation');
    await expectToast('User Is Update');
  });

  it('shows the server\'s refusal to rename the last admin', async () => {
    const env = await openOwn();
    await userEvent.click(await screen.findByRole('button', { name: 'Change my e-mail' }));
    await fail(env, 'AdminUserEditMutation', [{ message: `${alice.email} is the last admin: the site needs one, so this entry cannot be renamed or removed. Add another admin first.`, extensions: { code: 'CONFLICT', fields: { userEmail: 'lastAdmin' } } }]);
    await expectToast('User Email belongs to the last admin: add another admin before changing it', 'error');
    expect(screen.getByLabelText('User Email')).toHaveAccessibleDescription(expect.stringContaining('belongs to the last admin'));
  });
});

describe('/add-item', () => {
  it('adds a design item with format and Paid/Free choices: "Item is Added"', async () => {
    const { env } = await renderAdmin(<AddItem />, { page: 'AddItem', route: '/add-item' });
    await resolve(env, 'AddItemQuery', {
      CategoryConnection: () => ({ edges: [{ node: { id: '1', name: 'Banners' } }] }),
      DesignItemConnection: () => ({ edges: [] }),
    });
    await userEvent.selectOptions(await screen.findByLabelText('Format'), 'YouTube');
    expect(screen.getByText('Shown on /service, "Ready-Made Designs" (after the About section).')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Free or Paid'), 'Paid');
    await fill({ Category: 'Banners', 'Canva Link': 'https://www.canva.com/x', 'Image Link': '/images/about.svg' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    const op = await pending(env, 'AddItemCreateMutation');
    expect(op.request.variables.input).toEqual({
      format: 'YouTube',
      category: 'Banners',
      canvaLink: 'https://www.canva.com/x',
      imageLink: '/images/about.svg',
      freeOrPaid: 'Paid',
    });
    await resolve(env, 'AddItemCreateMutation');
    await expectToast('Item is Added');
  });
});
