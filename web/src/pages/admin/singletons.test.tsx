import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ABOUT_FIELDS,
  ADMIN_USER_FIELDS,
  BANNER_FIELDS,
  CALL_TO_ACTION_FIELDS,
  COPYRIGHT_FIELDS,
  COUNTER_FIELDS,
  FOOTER_ABOUT_FIELDS,
  FOOTER_ADDRESS_FIELDS,
  FOOTER_SOCIAL_FIELDS,
  LOGO_FIELDS,
  PAYPAL_FIELDS,
  type FieldDef,
} from '../../admin/fields';
import { expectToast, pending, pendingNames, renderAdmin, resolve } from '../../admin/test-helpers';
import AboutAdmin from './AboutAdmin';
import AddUser from './AddUser';
import BannerAdmin from './BannerAdmin';
import CallToActionAdmin from './CallToActionAdmin';
import CopyrightAdmin from './CopyrightAdmin';
import CountersAdmin from './CountersAdmin';
import FooterAboutAdmin from './FooterAboutAdmin';
import FooterAddressAdmin from './FooterAddressAdmin';
import FooterSocialAdmin from './FooterSocialAdmin';
import LogoAdmin from './LogoAdmin';
import PaypalEmailAdd from './PaypalEmailAdd';

interface Case {
  page: ComponentType;
  route: string;
  title: string;
  query: string;
  connection: string;
  create: string;
  fields: FieldDef[];
  submit: string;
  success: string;
  link: string;
  href: (id: string) => string;
}

// Section 2 and 4 of the specification: no record shows the add form; exactly one shows only the edit link.
const CASES: Case[] = [
  { page: BannerAdmin, route: '/edit-banner', title: 'Banner', query: 'BannerAdminQuery', connection: 'BannerConnection', create: 'BannerAdminCreateMutation', fields: BANNER_FIELDS, submit: 'Add Banner', success: 'Banner is Updated', link: 'Edit Banner', href: (id) => `/banner/${id}` },
  { page: LogoAdmin, route: '/add-logo', title: 'Logo', query: 'LogoAdminQuery', connection: 'LogoConnection', create: 'LogoAdminCreateMutation', fields: LOGO_FIELDS, submit: 'Add Logo', success: 'Logo is Updated', link: 'Edit Logo', href: (id) => `/edit-logo/${id}` },
  { page: AboutAdmin, route: '/edit-about', title: 'About Us', query: 'AboutAdminQuery', connection: 'AboutConnection', create: 'AboutAdminCreateMutation', fields: ABOUT_FIELDS, submit: 'Add About', success: 'About is Updated', link: 'Edit About', href: (id) => `/${id}` },
  { page: CountersAdmin, route: '/edit-counter', title: 'Counter', query: 'CountersAdminQuery', connection: 'CounterConnection', create: 'CountersAdminCreateMutation', fields: COUNTER_FIELDS, submit: 'Add Counter', success: 'Counters is Updated', link: 'Update Counter', href: (id) => `/counters/${id}` },
  { page: CallToActionAdmin, route: '/update-calltoaction', title: 'Action', query: 'CallToActionAdminQuery', connection: 'CallToActionConnection', create: 'CallToActionAdminCreateMutation', fields: CALL_TO_ACTION_FIELDS, submit: 'Add Call To Action', success: 'Action is Updated', link: 'Edit Call To Action', href: (id) => `/edit-call/${id}` },
  { page: FooterAboutAdmin, route: '/add-about-footer', title: 'Footer About', query: 'FooterAboutAdminQuery', connection: 'FooterAboutConnection', create: 'FooterAboutAdminCreateMutation', fields: FOOTER_ABOUT_FIELDS, submit: 'Add Footer About', success: 'Footer is Updated', link: 'Edit Footer About', href: (id) => `/edit-about-footer/${id}` },
  { page: FooterAddressAdmin, route: '/add-address-footer', title: 'Footer Address', query: 'FooterAddressAdminQuery', connection: 'FooterAddressConnection', create: 'FooterAddressAdminCreateMutation', fields: FOOTER_ADDRESS_FIELDS, submit: 'Add Footer Address', success: 'Footer Address is Updated', link: 'Edit Footer Address', href: (id) => `/edit-address-footer/${id}` },
  { page: FooterSocialAdmin, route: '/add-social-footer', title: 'Footer Social', query: 'FooterSocialAdminQuery', connection: 'FooterSocialConnection', create: 'FooterSocialAdminCreateMutation', fields: FOOTER_SOCIAL_FIELDS, submit: 'Add Social Links', success: 'Social Link is Updated', link: 'Edit Footer Social', href: (id) => `/edit-social-footer/${id}` },
  { page: CopyrightAdmin, route: '/add-copyright', title: 'Footer CopyRight', query: 'CopyrightAdminQuery', connection: 'CopyrightConnection', create: 'CopyrightAdminCreateMutation', fields: COPYRIGHT_FIELDS, submit: 'Add Copyright', success: 'Footer Copy Right Updated', link: 'Please Edit About Footer', href: (id) => `/edit-copyright/${id}` },
  { page: PaypalEmailAdd, route: '/add-paypal-Email', title: 'Add Payment Email', query: 'PaypalEmailAddQuery', connection: 'PaymentSettingConnection', create: 'PaypalEmailAddCreateMutation', fields: PAYPAL_FIELDS, submit: 'Add Paypal Email', success: 'Paypal Email Added', link: 'Edit Paypal Email', href: (id) => `/paypal-email/${id}` },
  { page: AddUser, route: '/add-user', title: 'Admin Email', query: 'AddUserQuery', connection: 'AdminUserConnection', create: 'AddUserCreateMutation', fields: ADMIN_USER_FIELDS, submit: 'Add User', success: 'User Is Added', link: 'Update User', href: (id) => `/admin-user/${id}` },
];

const visible = (fields: FieldDef[]) => fields.filter((f) => f.kind !== 'hidden');

function sample(f: FieldDef) {
  if (f.kind === 'email') return `${f.name.toLowerCase()}@seo-agency.test`;
  return `New ${f.label}`;
}

describe.each(CASES)('$route (singleton)', (c) => {
  const Page = c.page;

  it('with no record: the add form, every field required, and the success text after adding', async () => {
    const { env } = await renderAdmin(<Page />, { route: c.route });
    await resolve(env, c.query, { [c.connection]: () => ({ totalCount: 0, edges: [] }) });
    expect(screen.getByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: c.link })).not.toBeInTheDocument();

    const submit = await screen.findByRole('button', { name: c.submit });
    await userEvent.click(submit);
    for (const f of visible(c.fields)) {
      expect(screen.getByLabelText(f.label)).toHaveAccessibleDescription(expect.stringContaining(`${f.label} is required`));
    }
    expect(pendingNames(env)).not.toContain(c.create);

    const input: Record<string, string> = {};
    for (const f of c.fields) {
      if (f.kind === 'hidden') {
        input[f.name] = f.defaultValue!;
        continue;
      }
      input[f.name] = sample(f);
      fireEvent.change(screen.getByLabelText(f.label), { target: { value: input[f.name] } });
    }
    await userEvent.click(submit);
    const op = await pending(env, c.create);
    expect(op.request.variables).toEqual({ input });
    await resolve(env, c.create);
    await expectToast(c.success);
    // Then the page asks again, to switch to the edit link.
    await resolve(env, c.query, { [c.connection]: () => ({ totalCount: 1, edges: [{ node: { id: '91' } }] }) });
    expect(await screen.findByRole('link', { name: c.link })).toHaveAttribute('href', c.href('91'));
  });

  it('with one record: only the edit link', async () => {
    const { env } = await renderAdmin(<Page />, { route: c.route });
    await resolve(env, c.query, { [c.connection]: () => ({ totalCount: 1, edges: [{ node: { id: '77' } }] }) });
    const link = await screen.findByRole('link', { name: c.link });
    expect(link).toHaveAttribute('href', c.href('77'));
    const main = link.closest('.admin') as HTMLElement;
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: c.submit })).not.toBeInTheDocument();
  });
});

describe('/edit-counter', () => {
  it('has the eight required counter fields', async () => {
    const { env } = await renderAdmin(<CountersAdmin />, { route: '/edit-counter' });
    await resolve(env, 'CountersAdminQuery', { CounterConnection: () => ({ edges: [] }) });
    await screen.findByRole('button', { name: 'Add Counter' });
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
    for (const t of screen.getAllByRole('textbox')) expect(t).toBeRequired();
  });
});

describe('/update-calltoaction', () => {
  it('labels buttonLink "Button URL"', async () => {
    const { env } = await renderAdmin(<CallToActionAdmin />, { route: '/update-calltoaction' });
    await resolve(env, 'CallToActionAdminQuery', { CallToActionConnection: () => ({ edges: [] }) });
    expect(await screen.findByLabelText('Button URL')).toHaveAttribute('name', 'buttonLink');
    expect(screen.getByLabelText('Heading')).toHaveAttribute('name', 'heading');
    expect(screen.getByLabelText('Sub Heading')).toHaveAttribute('name', 'subHeading');
    expect(screen.getByLabelText('Button Text')).toHaveAttribute('name', 'buttonText');
  });
});

describe('/add-user', () => {
  it('with several admin users: the add form, and an Update User link for each', async () => {
    const { env } = await renderAdmin(<AddUser />, { route: '/add-user' });
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
});
