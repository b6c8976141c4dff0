import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ABOUT_FIELDS,
  ADMIN_USER_FIELDS,
  BANNER_FIELDS,
  CALL_TO_ACTION_FIELDS,
  CONTACT_FIELDS,
  COPYRIGHT_FIELDS,
  COUNTER_FIELDS,
  FOOTER_ABOUT_FIELDS,
  FOOTER_ADDRESS_FIELDS,
  FOOTER_SOCIAL_FIELDS,
  LOGO_FIELDS,
  PACKAGE_FIELDS,
  PAYPAL_FIELDS,
  SERVICE_HEADING_FIELDS,
  SERVICE_ITEM_FIELDS,
  STEP_FIELDS,
  TEAM_MEMBER_FIELDS,
  TESTIMONIAL_FIELDS,
  VIDEO_SECTION_FIELDS,
  type FieldDef,
} from '../../admin/fields';
import { expectToast, fail, pending, pendingNames, renderAdmin, resolve } from '../../admin/test-helpers';
import { alice } from '../../test/utils';
import AboutEdit from './AboutEdit';
import AdminUserEdit from './AdminUserEdit';
import BannerEdit from './BannerEdit';
import CallToActionEdit from './CallToActionEdit';
import ContactItemEdit from './ContactItemEdit';
import CopyrightEdit from './CopyrightEdit';
import CountersEdit from './CountersEdit';
import FooterAboutEdit from './FooterAboutEdit';
import FooterAddressEdit from './FooterAddressEdit';
import FooterSocialEdit from './FooterSocialEdit';
import LogoEdit from './LogoEdit';
import PackageEdit from './PackageEdit';
import PaypalEmailEdit from './PaypalEmailEdit';
import ServiceItemEdit from './ServiceItemEdit';
import ServiceTextEdit from './ServiceTextEdit';
import StepEdit from './StepEdit';
import TeamMemberEdit from './TeamMemberEdit';
import TestimonialEdit from './TestimonialEdit';
import VideoTextEdit from './VideoTextEdit';

interface Case {
  page: ComponentType;
  route: string;
  type: string;
  fields: FieldDef[];
  submit: string;
  success: string;
  /** Variables the mutation sends besides id and input. */
  vars?: Record<string, unknown>;
}

// Every {id} editor of section 2: prefilled, every field required, the section 8 text after saving.
const CASES: Case[] = [
  { page: BannerEdit, route: '/banner/:id', type: 'Banner', fields: BANNER_FIELDS, submit: 'Update Banner', success: 'Banner is Updated' },
  { page: LogoEdit, route: '/edit-logo/:id', type: 'Logo', fields: LOGO_FIELDS, submit: 'Update Logo', success: 'Logo is Updated' },
  { page: AboutEdit, route: '/:id', type: 'About', fields: ABOUT_FIELDS, submit: 'Update About', success: 'About is Updated' },
  { page: CountersEdit, route: '/counters/:id', type: 'Counter', fields: COUNTER_FIELDS, submit: 'Update Counter', success: 'Counter is Updated' },
  { page: CallToActionEdit, route: '/edit-call/:id', type: 'CallToAction', fields: CALL_TO_ACTION_FIELDS, submit: 'Update Call To Action', success: 'Action is Updated' },
  { page: ServiceItemEdit, route: '/service-edit/:id', type: 'ServiceItem', fields: SERVICE_ITEM_FIELDS, submit: 'Update Service', success: 'Item is Updated' },
  { page: ServiceTextEdit, route: '/servicetext-edit/:id', type: 'ServiceHeading', fields: SERVICE_HEADING_FIELDS, submit: 'Update Service Text', success: 'Service Text is Updated' },
  { page: VideoTextEdit, route: '/videotext-edit/:id', type: 'VideoSection', fields: VIDEO_SECTION_FIELDS, submit: 'Update Video Text', success: 'Video Text is Updated' },
  { page: TeamMemberEdit, route: '/video/:id', type: 'TeamMember', fields: TEAM_MEMBER_FIELDS, submit: 'Update Team Member', success: 'Item is Updated' },
  { page: PackageEdit, route: '/package-edit/:id', type: 'PricingPackage', fields: PACKAGE_FIELDS, submit: 'Update Plan', success: 'Pricing One Is Updated' },
  { page: TestimonialEdit, route: '/edit-testimonial/:id', type: 'Testimonial', fields: TESTIMONIAL_FIELDS, submit: 'Update Testimonial', success: 'Item is Updated' },
  { page: StepEdit, route: '/edit-step/:id', type: 'Step', fields: STEP_FIELDS, submit: 'Update Step', success: 'Step Section is Updated' },
  { page: ContactItemEdit, route: '/edit-contact-page/:id', type: 'ContactItem', fields: CONTACT_FIELDS, submit: 'Update Contcat Details', success: 'Contcat Section is Updated' },
  { page: FooterAboutEdit, route: '/edit-about-footer/:id', type: 'FooterAbout', fields: FOOTER_ABOUT_FIELDS, submit: 'Update Footer About', success: 'Footer About is Updated' },
  { page: FooterAddressEdit, route: '/edit-address-footer/:id', type: 'FooterAddress', fields: FOOTER_ADDRESS_FIELDS, submit: 'Update Footer Address', success: 'Footer Address is Updated' },
  { page: FooterSocialEdit, route: '/edit-social-footer/:id', type: 'FooterSocial', fields: FOOTER_SOCIAL_FIELDS, submit: 'Update Social Links', success: 'Social Link is Updated' },
  { page: CopyrightEdit, route: '/edit-copyright/:id', type: 'Copyright', fields: COPYRIGHT_FIELDS, submit: 'Update Copyright', success: 'Footer Copy Right Updated' },
  { page: PaypalEmailEdit, route: '/paypal-email/:id', type: 'PaymentSetting', fields: PAYPAL_FIELDS, submit: 'Update Paypal Email', success: 'Paypal Email Updated' },
  { page: AdminUserEdit, route: '/admin-user/:id', type: 'AdminUser', fields: ADMIN_USER_FIELDS, submit: 'Update User', success: 'User Is Update', vars: { confirmOwnEmailChange: false } },
];

function oldValue(f: FieldDef) {
  if (f.kind === 'hidden') return f.defaultValue!;
  if (f.kind === 'money') return '199.00';
  if (f.kind === 'email') return `old-${f.name.toLowerCase()}@seo-agency.test`;
  return `Old ${f.label}`;
}

const record = (fields: FieldDef[]) => Object.fromEntries([['id', '42'], ...fields.map((f) => [f.name, oldValue(f)])]);

describe.each(CASES)('$route (editor)', (c) => {
  const Page = c.page;
  const visible = c.fields.filter((f) => f.kind !== 'hidden');
  const path = c.route.replace(':id', '42');

  async function open() {
    const { env } = await renderAdmin(<Page />, { route: c.route, path });
    const op = await resolve(env, `${Page.name}Query`, { [c.type]: () => record(c.fields) });
    expect(op.request.variables).toEqual({ id: '42' });
    await screen.findByRole('button', { name: c.submit });
    return env;
  }

  it('is prefilled with the record', async () => {
    await open();
    for (const f of visible) expect(screen.getByLabelText(f.label)).toHaveValue(oldValue(f));
  });

  it('requires every field, with the message beside it', async () => {
    const env = await open();
    for (const f of visible) fireEvent.change(screen.getByLabelText(f.label), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    for (const f of visible) {
      const el = screen.getByLabelText(f.label);
      expect(el).toBeRequired();
      expect(el).toHaveAttribute('aria-invalid', 'true');
      expect(el).toHaveAccessibleDescription(expect.stringContaining(`${f.label} is required`));
    }
    expect(pendingNames(env)).not.toContain(`${Page.name}Mutation`);
  });

  it(`saves every field and says "${c.success}"`, async () => {
    const env = await open();
    const first = visible[0];
    const changed = first.kind === 'email' ? 'new@seo-agency.test' : first.kind === 'money' ? '249.00' : `New ${first.label}`;
    fireEvent.change(screen.getByLabelText(first.label), { target: { value: changed } });
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    const op = await pending(env, `${Page.name}Mutation`);
    const { id: _id, ...input } = record(c.fields);
    expect(op.request.variables).toEqual({ id: '42', input: { ...input, [first.name]: changed }, ...c.vars });
    await resolve(env, `${Page.name}Mutation`);
    await expectToast(c.success);
  });
});

describe('/admin-user/{id} (one\'s own entry)', () => {
  async function openOwn() {
    const { env } = await renderAdmin(<AdminUserEdit />, { route: '/admin-user/:id', path: '/admin-user/7' });
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

describe('/package-edit/{id}', () => {
  it('has every package field, all required, and the "Update Plan" button', async () => {
    const { env } = await renderAdmin(<PackageEdit />, { route: '/package-edit/:id', path: '/package-edit/3' });
    await resolve(env, 'PackageEditQuery', { PricingPackage: () => ({ ...record(PACKAGE_FIELDS), packageName: 'Premium', packagePrice: '199.00' }) });
    expect(await screen.findByRole('button', { name: 'Update Plan' })).toBeInTheDocument();
    const names = [...document.querySelectorAll('form [name]')].map((e) => e.getAttribute('name'));
    expect(names).toEqual(PACKAGE_FIELDS.map((f) => f.name));
    expect(screen.getByLabelText('Package Name')).toHaveValue('Premium');
    expect(screen.getByLabelText('Package Price')).toHaveValue('199.00');
    for (const f of PACKAGE_FIELDS) expect(screen.getByLabelText(f.label)).toBeRequired();
  });

  it('shows the server\'s refusal of a price on the price field', async () => {
    const { env } = await renderAdmin(<PackageEdit />, { route: '/package-edit/:id', path: '/package-edit/3' });
    await resolve(env, 'PackageEditQuery', { PricingPackage: () => record(PACKAGE_FIELDS) });
    fireEvent.change(await screen.findByLabelText('Package Price'), { target: { value: '10.999' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Plan' }));
    await fail(env, 'PackageEditMutation', [
      { message: 'packagePrice must be an amount with at most two decimals', extensions: { code: 'VALIDATION', fields: { packagePrice: 'format' } } },
    ]);
    await expectToast('Package Price must be an amount with at most two decimals', 'error');
    expect(screen.getByLabelText('Package Price')).toHaveAccessibleDescription(expect.stringContaining('Package Price must be an amount with at most two decimals'));
  });
});

describe('/edit-contact-page/{id}', () => {
  it('has contactImg with the placeholder "Image Url", contactTitle and contactDetails, and previews the image', async () => {
    const { env } = await renderAdmin(<ContactItemEdit />, { route: '/edit-contact-page/:id', path: '/edit-contact-page/8' });
    await resolve(env, 'ContactItemEditQuery', {
      ContactItem: () => ({ id: '8', contactImg: '/images/icon-mail.svg', contactTitle: 'Email Us', contactDetails: 'hello@seo-agency.example' }),
    });
    const img = await screen.findByLabelText('Contact Image');
    expect(img).toHaveAttribute('name', 'contactImg');
    expect(img).toHaveAttribute('placeholder', 'Image Url');
    expect(img).toHaveValue('/images/icon-mail.svg');
    expect(screen.getByLabelText('Contact Title')).toHaveValue('Email Us');
    expect(screen.getByLabelText('Contact Details')).toHaveValue('hello@seo-agency.example');
    expect(screen.getByRole('img', { name: 'Preview of Contact Image' })).toHaveAttribute('src', '/images/icon-mail.svg');
    expect(screen.getByRole('button', { name: 'Update Contcat Details' })).toBeInTheDocument();
  });
});
