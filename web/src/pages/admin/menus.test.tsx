import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectToast, fail, pending, renderAdmin, resolveData } from '../../admin/test-helpers';
import MenusAdmin from './MenusAdmin';

const item = (id: string, menu: string, label: string, target: string, newTab = false) => ({
  node: { __typename: 'MenuItem', id, version: 1, menu, label, target, newTab },
});

async function open() {
  const r = await renderAdmin(<MenusAdmin />, { route: '/admin/menus', page: 'MenusAdmin' });
  await resolveData(r.env, 'MenusAdminQuery', {
    menuItems: {
      edges: [item('1', 'HEADER', 'Home', '/'), item('2', 'HEADER', 'Pricing', '/pricing'), item('3', 'FOOTER', 'Partner', 'https://partner.example/', true)],
    },
    menuTargets: [
      { path: '/', title: 'Home', kind: 'page' },
      { path: '/blog', title: 'Blog', kind: 'listing' },
      { path: '/blog/audit', title: 'The audit', kind: 'post' },
      { path: '/blog/checklist', title: 'The Technical SEO Audit Checklist We Use for Every New Client', kind: 'post' },
    ],
  });
  await screen.findByRole('region', { name: 'Header menu' });
  return r;
}

describe('/admin/menus', () => {
  it('lists both menus in order, with keyboard buttons to move and remove each link', async () => {
    const { env } = await open();
    const header = screen.getByRole('region', { name: 'Header menu' });
    expect(within(header).getAllByRole('textbox', { name: /^Label of the link/ }).map((i) => (i as HTMLInputElement).value)).toEqual(['Home', 'Pricing']);
    expect(within(header).getByRole('button', { name: 'Move Home up' })).toBeDisabled();
    await userEvent.click(within(header).getByRole('button', { name: 'Move Home down' }));
    const op = await pending(env, 'MenusAdminReorderMutation');
    expect(op.request.variables).toEqual({ menu: 'HEADER', ids: ['2', '1'] });
    const footer = screen.getByRole('region', { name: 'Footer menu (Quick Links)' });
    expect(within(footer).getByRole('textbox', { name: 'Label of the link to https://partner.example/ (new tab)' })).toHaveValue('Partner');
  });

  it('adds a published post from the picker, its title as the label by default', async () => {
    const { env } = await open();
    const form = screen.getByRole('form', { name: 'Add a link to the header menu' });
    const picker = within(form).getByRole('combobox', { name: 'Leads to' });
    expect(within(picker).getByRole('group', { name: 'Posts' })).toHaveTextContent('The audit (/blog/audit)');
    await userEvent.selectOptions(picker, '/blog/audit');
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    const op = await pending(env, 'MenusAdminCreateMutation');
    expect(op.request.variables.input).toEqual({ menu: 'HEADER', label: 'The audit', target: '/blog/audit', newTab: false });
  });

  it('a title longer than a label may be is cut at the last word that fits, as the server allows', async () => {
    const { env } = await open();
    const form = screen.getByRole('form', { name: 'Add a link to the header menu' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Leads to' }), '/blog/checklist');
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    const op = await pending(env, 'MenusAdminCreateMutation');
    expect(op.request.variables.input.label).toBe('The Technical SEO Audit Checklist We Use'); // 40 characters
  });

  it("shows the server's refusal of an address next to the address field", async () => {
    const { env } = await open();
    const form = screen.getByRole('form', { name: 'Add a link to the footer menu (quick links)' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Leads to' }), 'external');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Address' }), 'javascript:alert(1)');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Label/ }), 'Evil');
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    const message = 'The link must be a page of this site (/pricing) or a full http(s):// address, like https://example.com/page.';
    await fail(env, 'MenusAdminCreateMutation', [{ message, extensions: { code: 'VALIDATION', fields: { target: 'url' } } }]);
    expect(await within(form).findByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(message);
  });

  it('flags a link to a page that is no longer public (a post unpublished since)', async () => {
    const r = await renderAdmin(<MenusAdmin />, { route: '/admin/menus', page: 'MenusAdmin' });
    await resolveData(r.env, 'MenusAdminQuery', {
      menuItems: { edges: [item('1', 'HEADER', 'Home', '/'), item('2', 'HEADER', 'Old news', '/blog/old-news')] },
      menuTargets: [{ path: '/', title: 'Home', kind: 'page' }],
    });
    const header = await screen.findByRole('region', { name: 'Header menu' });
    const alerts = within(header).getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'No public page is at /blog/old-news any more: visitors who follow this link get a 404. Remove it, or publish the page again.',
    ]);
  });

  it('removes a link into the trash', async () => {
    const { env } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Pricing' }));
    const op = await pending(env, 'MenusAdminDeleteMutation');
    expect(op.request.variables).toEqual({ id: '2' });
    await resolveData(env, 'MenusAdminDeleteMutation', { deleteItem: { id: '9' } });
    await expectToast('Pricing is removed (restorable from the trash).');
  });
});
