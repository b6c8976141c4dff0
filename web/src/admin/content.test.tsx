/**
 * The content screens as an admin sees them. Expected texts are the specification's (sections
 * 2 and 8), written here; expected fields are the schema's create inputs (testSchema.ts), so
 * a field added to or dropped from the ent schema fails here until the screens follow.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentPageName, EditPageName } from './content';
import { ContentEdit } from './ContentEdit';
import { ContentPage } from './ContentPage';
import { edges, expectToast, fail, pending, pendingNames, renderAdmin, resolve, resolveData, type MockEnv } from './test-helpers';
import { schemaInputs, type InputField } from './testSchema';

const INPUTS = schemaInputs();
const inputsOf = (type: string) => {
  const fields = INPUTS.get(type);
  if (!fields) throw new Error(`${type} is not a content type of the schema`);
  return fields;
};

/** The form control of a schema field (every one has a name attribute). */
const control = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`form [name="${name}"]`);
  if (!el) throw new Error(`no control named ${name}`);
  return el;
};

function value(f: InputField, prefix: string) {
  if (f.options) return f.options[f.options.length - 1];
  if (f.type === 'Money') return prefix === 'Old' ? '199.00' : '249.00';
  if (f.type === 'Boolean') return prefix === 'Old' ? 'false' : 'true';
  if (/email/i.test(f.name)) return `${prefix.toLowerCase()}-${f.name.toLowerCase()}@seo-agency.test`;
  return `${prefix} ${f.name}`;
}

const recordOf = (type: string, id: string) => Object.fromEntries([['id', id], ['version', 7], ...inputsOf(type).map((f) => [f.name, value(f, 'Old')])]);

async function openPage(page: ContentPageName, route: string, resolvers: Parameters<typeof resolve>[2]) {
  const { env } = await renderAdmin(<ContentPage page={page} />, { route, page });
  await resolve(env, `content${page}Query`, resolvers);
  return env;
}

/** Fills every visible field of a type's form with new values; returns the input the mutation must send. */
function fillAll(type: string) {
  const input: Record<string, string | boolean> = {};
  for (const f of inputsOf(type)) {
    const el = control(f.name);
    if (el.type === 'hidden') {
      input[f.name] = el.value;
      continue;
    }
    const v = value(f, 'New');
    fireEvent.change(el, { target: { value: v } });
    // A yes/no goes out as a Boolean.
    input[f.name] = f.type === 'Boolean' ? v === 'true' : v;
  }
  return input;
}

interface SingletonCase {
  page: ContentPageName;
  route: string;
  type: string;
  title: string;
  submit: string;
  success: string;
  link: string;
  href: string;
}

// Section 2 and 4: no record shows the add form; exactly one shows only the edit link.
const SINGLETONS: SingletonCase[] = [
  { page: 'BannerAdmin', route: '/edit-banner', type: 'Banner', title: 'Banner', submit: 'Add Banner', success: 'Banner is Updated', link: 'Edit Banner', href: '/banner/91' },
  { page: 'LogoAdmin', route: '/add-logo', type: 'Logo', title: 'Logo', submit: 'Add Logo', success: 'Logo is Updated', link: 'Edit Logo', href: '/edit-logo/91' },
  { page: 'AboutAdmin', route: '/edit-about', type: 'About', title: 'About Us', submit: 'Add About', success: 'About is Updated', link: 'Edit About', href: '/91' },
  { page: 'CountersAdmin', route: '/edit-counter', type: 'Counter', title: 'Counter', submit: 'Add Counter', success: 'Counters is Updated', link: 'Update Counter', href: '/counters/91' },
  { page: 'CallToActionAdmin', route: '/update-calltoaction', type: 'CallToAction', title: 'Action', submit: 'Add Call To Action', success: 'Action is Updated', link: 'Edit Call To Action', href: '/edit-call/91' },
  { page: 'FooterAboutAdmin', route: '/add-about-footer', type: 'FooterAbout', title: 'Footer About', submit: 'Add Footer About', success: 'Footer is Updated', link: 'Edit Footer About', href: '/edit-about-footer/91' },
  { page: 'FooterAddressAdmin', route: '/add-address-footer', type: 'FooterAddress', title: 'Footer Address', submit: 'Add Footer Address', success: 'Footer Address is Updated', link: 'Edit Footer Address', href: '/edit-address-footer/91' },
  { page: 'FooterSocialAdmin', route: '/add-social-footer', type: 'FooterSocial', title: 'Footer Social', submit: 'Add Social Links', success: 'Social Link is Updated', link: 'Edit Footer Social', href: '/edit-social-footer/91' },
  { page: 'CopyrightAdmin', route: '/add-copyright', type: 'Copyright', title: 'Footer CopyRight', submit: 'Add Copyright', success: 'Footer Copy Right Updated', link: 'Please Edit About Footer', href: '/edit-copyright/91' },
  { page: 'SiteIdentityAdmin', route: '/admin/site-identity', type: 'SiteIdentity', title: 'Site Identity', submit: 'Save Site Identity', success: 'Site Identity is Updated', link: 'Edit Site Identity', href: '/admin/site-identity/91' },
  { page: 'PaypalEmailAdd', route: '/add-paypal-Email', type: 'PaymentSetting', title: 'Add Payment Email', submit: 'Add Paypal Email', success: 'Paypal Email Added', link: 'Edit Paypal Email', href: '/paypal-email/91' },
];

describe.each(SINGLETONS)('$route (singleton)', (c) => {
  const connection = `${c.type}Connection`;

  it('with no record: the add form with every field of the schema, the required ones required, and the success text after adding', async () => {
    const env = await openPage(c.page, c.route, { [connection]: () => ({ totalCount: 0, edges: [] }) });
    expect(screen.getByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: c.submit });
    expect(screen.queryByRole('link', { name: c.link })).not.toBeInTheDocument();
    const names = [...document.querySelectorAll('form [name]')].map((e) => e.getAttribute('name'));
    expect(names).toEqual(inputsOf(c.type).map((f) => f.name));

    await userEvent.click(submit);
    for (const f of inputsOf(c.type)) {
      if (f.required) {
        expect(control(f.name)).toBeRequired();
        expect(control(f.name)).toHaveAttribute('aria-invalid', 'true');
      } else expect(control(f.name)).not.toBeRequired();
    }
    expect(pendingNames(env)).not.toContain(`content${c.type}CreateMutation`);

    const input = fillAll(c.type);
    await userEvent.click(submit);
    const op = await pending(env, `content${c.type}CreateMutation`);
    expect(op.request.variables).toEqual({ input });
    await resolve(env, `content${c.type}CreateMutation`);
    await expectToast(c.success);
    // Then the page asks again, to switch to the edit link.
    await resolve(env, `content${c.page}Query`, { [connection]: () => ({ totalCount: 1, edges: [{ node: { id: '91' } }] }) });
    expect(await screen.findByRole('link', { name: c.link })).toHaveAttribute('href', c.href);
  });

  it('with one record: only the edit link', async () => {
    await openPage(c.page, c.route, { [connection]: () => ({ totalCount: 1, edges: [{ node: { id: '91' } }] }) });
    const link = await screen.findByRole('link', { name: c.link });
    expect(link).toHaveAttribute('href', c.href);
    const main = link.closest('.admin') as HTMLElement;
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: c.submit })).not.toBeInTheDocument();
  });
});

describe('labels the specification names', () => {
  it('/update-calltoaction: buttonLink is "Button URL"', async () => {
    await openPage('CallToActionAdmin', '/update-calltoaction', { CallToActionConnection: () => ({ edges: [] }) });
    expect(await screen.findByLabelText('Button URL')).toHaveAttribute('name', 'buttonLink');
    expect(screen.getByLabelText('Heading')).toHaveAttribute('name', 'heading');
    expect(screen.getByLabelText('Sub Heading')).toHaveAttribute('name', 'subHeading');
    expect(screen.getByLabelText('Button Text')).toHaveAttribute('name', 'buttonText');
  });

  it('/edit-counter: the eight counter fields, all required', async () => {
    await openPage('CountersAdmin', '/edit-counter', { CounterConnection: () => ({ edges: [] }) });
    await screen.findByRole('button', { name: 'Add Counter' });
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
    for (const t of screen.getAllByRole('textbox')) expect(t).toBeRequired();
    expect(screen.getByLabelText('Year of Experience Number')).toHaveAttribute('name', 'yearofExperienceNumber');
    expect(screen.getByLabelText('Winning Award Text')).toHaveAttribute('name', 'winingAwardText');
  });
});

interface EditCase {
  page: EditPageName;
  route: string;
  type: string;
  title: string;
  submit: string;
  success: string;
}

// Every {id} editor of section 2: prefilled, every field required, the section 8 text after saving.
const EDITORS: EditCase[] = [
  { page: 'BannerEdit', route: '/banner/:id', type: 'Banner', title: 'Edit Banner', submit: 'Update Banner', success: 'Banner is Updated' },
  { page: 'LogoEdit', route: '/edit-logo/:id', type: 'Logo', title: 'Edit Logo', submit: 'Update Logo', success: 'Logo is Updated' },
  { page: 'AboutAlias', route: '/:id', type: 'About', title: 'Edit About', submit: 'Update About', success: 'About is Updated' },
  { page: 'CountersEdit', route: '/counters/:id', type: 'Counter', title: 'Update Counter', submit: 'Update Counter', success: 'Counter is Updated' },
  { page: 'CallToActionEdit', route: '/edit-call/:id', type: 'CallToAction', title: 'Edit Call To Action', submit: 'Update Call To Action', success: 'Action is Updated' },
  { page: 'ServiceItemEdit', route: '/service-edit/:id', type: 'ServiceItem', title: 'Edit Service', submit: 'Update Service', success: 'Item is Updated' },
  { page: 'ServiceTextEdit', route: '/servicetext-edit/:id', type: 'ServiceHeading', title: 'Edit Service Text', submit: 'Update Service Text', success: 'Service Text is Updated' },
  { page: 'VideoTextEdit', route: '/videotext-edit/:id', type: 'VideoSection', title: 'Edit Video Text', submit: 'Update Video Text', success: 'Video Text is Updated' },
  { page: 'TeamMemberEdit', route: '/video/:id', type: 'TeamMember', title: 'Edit Team Member', submit: 'Update Team Member', success: 'Item is Updated' },
  { page: 'PackageEdit', route: '/package-edit/:id', type: 'PricingPackage', title: 'Edit Plan', submit: 'Update Plan', success: 'Pricing One Is Updated' },
  { page: 'TestimonialEdit', route: '/edit-testimonial/:id', type: 'Testimonial', title: 'Edit Testimonial', submit: 'Update Testimonial', success: 'Item is Updated' },
  { page: 'StepEdit', route: '/edit-step/:id', type: 'Step', title: 'Edit Step', submit: 'Update Step', success: 'Step Section is Updated' },
  { page: 'ContactItemEdit', route: '/edit-contact-page/:id', type: 'ContactItem', title: 'Edit Contact Details', submit: 'Update Contcat Details', success: 'Contcat Section is Updated' },
  { page: 'FooterAboutEdit', route: '/edit-about-footer/:id', type: 'FooterAbout', title: 'Edit Footer About', submit: 'Update Footer About', success: 'Footer About is Updated' },
  { page: 'FooterAddressEdit', route: '/edit-address-footer/:id', type: 'FooterAddress', title: 'Edit Footer Address', submit: 'Update Footer Address', success: 'Footer Address is Updated' },
  { page: 'FooterSocialEdit', route: '/edit-social-footer/:id', type: 'FooterSocial', title: 'Edit Footer Social', submit: 'Update Social Links', success: 'Social Link is Updated' },
  { page: 'CopyrightEdit', route: '/edit-copyright/:id', type: 'Copyright', title: 'Edit Copyright', submit: 'Update Copyright', success: 'Footer Copy Right Updated' },
  { page: 'SiteIdentityEdit', route: '/admin/site-identity/:id', type: 'SiteIdentity', title: 'Edit Site Identity', submit: 'Update Site Identity', success: 'Site Identity is Updated' },
  { page: 'PaypalEmailEdit', route: '/paypal-email/:id', type: 'PaymentSetting', title: 'Payment Email', submit: 'Update Paypal Email', success: 'Paypal Email Updated' },
];

async function openEditor(page: EditPageName, route: string, type: string, record: (type: string) => Record<string, unknown> = (t) => recordOf(t, '42')) {
  const path = route.replace(':id', '42');
  const { env } = await renderAdmin(<ContentEdit page={page} />, { route, path, page });
  const op = await resolve(env, `content${type}NodeQuery`, { [type]: () => record(type) });
  expect(op.request.variables).toEqual({ id: '42' });
  return env;
}

describe.each(EDITORS)('$route (editor)', (c) => {
  it('is prefilled with the record, every schema field, the required ones required', async () => {
    await openEditor(c.page, c.route, c.type);
    expect(await screen.findByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    await screen.findByRole('button', { name: c.submit });
    const names = [...document.querySelectorAll('form [name]')].map((e) => e.getAttribute('name'));
    expect(names).toEqual(inputsOf(c.type).map((f) => f.name));
    for (const f of inputsOf(c.type)) {
      expect(control(f.name)).toHaveValue(value(f, 'Old'));
      if (f.required) expect(control(f.name)).toBeRequired();
      else expect(control(f.name)).not.toBeRequired();
      expect(control(f.name).labels?.[0]?.textContent).toBeTruthy();
    }
  });

  it(`refuses empty fields, then saves every field and says "${c.success}"`, async () => {
    const env = await openEditor(c.page, c.route, c.type);
    await screen.findByRole('button', { name: c.submit });
    const first = inputsOf(c.type)[0];
    fireEvent.change(control(first.name), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    expect(control(first.name)).toHaveAccessibleDescription(expect.stringMatching(/ is required/));
    expect(pendingNames(env)).not.toContain(`content${c.type}UpdateMutation`);

    const input = fillAll(c.type);
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    const op = await pending(env, `content${c.type}UpdateMutation`);
    // The save carries the version the editor read, so a save over someone else's is refused.
    expect(op.request.variables).toEqual({ id: '42', input: { ...input, version: 7 } });
    await resolve(env, `content${c.type}UpdateMutation`);
    await expectToast(c.success);
  });
});

describe('editors', () => {
  it('a record of another type is not a page: 404', async () => {
    const { env } = await renderAdmin(<ContentEdit page="BannerEdit" />, { route: '/banner/:id', path: '/banner/42', page: 'BannerEdit' });
    await resolveData(env, 'contentBannerNodeQuery', { node: { __typename: 'Logo', id: '42' } });
    expect(await screen.findByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
  });

  it('/edit-contact-page/{id}: contactImg with the placeholder "Image Url" and a preview, button "Update Contcat Details"', async () => {
    await openEditor('ContactItemEdit', '/edit-contact-page/:id', 'ContactItem', () => ({ id: '42', contactImg: '/images/icon-mail.svg', contactTitle: 'Email Us', contactDetails: 'hello@seo-agency.example' }));
    const img = await screen.findByLabelText('Contact Image');
    expect(img).toHaveAttribute('name', 'contactImg');
    expect(img).toHaveAttribute('placeholder', 'Image Url');
    expect(screen.getByLabelText('Contact Title')).toHaveValue('Email Us');
    expect(screen.getByLabelText('Contact Details')).toHaveValue('hello@seo-agency.example');
    expect(screen.getByRole('img', { name: 'Preview of Contact Image' })).toHaveAttribute('src', '/images/icon-mail.svg');
    expect(screen.getByRole('button', { name: 'Update Contcat Details' })).toBeInTheDocument();
  });

  it('say under the title where the record appears on the public site; the PayPal e-mail appears nowhere', async () => {
    await openEditor('StepEdit', '/edit-step/:id', 'Step');
    expect(await screen.findByText('Shown on the home page, "How We Work" (after the services).')).toBeInTheDocument();
    cleanup();
    await openEditor('TestimonialEdit', '/edit-testimonial/:id', 'Testimonial');
    expect(await screen.findByText('Shown on the home page, "What Our Clients Say" (after the pricing).')).toBeInTheDocument();
    cleanup();
    await openEditor('PaypalEmailEdit', '/paypal-email/:id', 'PaymentSetting');
    await screen.findByRole('button', { name: 'Update Paypal Email' });
    expect(screen.queryByText(/^Shown on/)).not.toBeInTheDocument();
  });

  it('/admin/site-identity/{id}: markup in the site name shows the server\'s refusal', async () => {
    const env = await openEditor('SiteIdentityEdit', '/admin/site-identity/:id', 'SiteIdentity');
    expect(await screen.findByText(/^Shown on every page \(the title, the header/)).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Site Name'), { target: { value: '<script>alert(1)</script>' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Site Identity' }));
    await fail(env, 'contentSiteIdentityUpdateMutation', [
      { message: 'siteName must be plain text, without "<" or ">"', extensions: { code: 'VALIDATION', fields: { siteName: 'plainText' } } },
    ]);
    await expectToast('Site Name must be plain text, without "<" or ">"', 'error');
  });

  it('/package-edit/{id}: the price field shows the server\'s refusal', async () => {
    const env = await openEditor('PackageEdit', '/package-edit/:id', 'PricingPackage');
    fireEvent.change(await screen.findByLabelText('Package Price'), { target: { value: '10.999' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Plan' }));
    await fail(env, 'contentPricingPackageUpdateMutation', [
      { message: 'packagePrice must be an amount with at most two decimals', extensions: { code: 'VALIDATION', fields: { packagePrice: 'format' } } },
    ]);
    await expectToast('Package Price must be an amount with at most two decimals', 'error');
  });
});

async function fill(labels: Record<string, string>) {
  for (const [label, v] of Object.entries(labels)) fireEvent.change(await screen.findByLabelText(label), { target: { value: v } });
}

/** Fills the labelled fields, presses `button` and answers the create mutation of `type`; returns the input it sent. */
async function add(env: MockEnv, labels: Record<string, string>, button: string, type: string) {
  await fill(labels);
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return (await resolve(env, `content${type}CreateMutation`)).request.variables.input;
}

describe('/edit-service', () => {
  it('shows the heading link, the add-service form and the grid of services linking to their editors', async () => {
    await openPage('ServiceAdmin', '/edit-service', {
      ServiceHeadingConnection: () => ({ edges: [{ node: { id: '5', serviceHeading: 'Our Services', servicesubHeading: 'All of it' } }] }),
      ServiceItemConnection: () => ({
        totalCount: 2,
        edges: edges(2, (i) => ({ id: `${10 + i}`, serviceTitle: ['SEO Audit', 'Link Building'][i], serviceIcon: '/images/icon.svg', serviceDetails: 'd' })),
      }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Service Text' })).toHaveAttribute('href', '/servicetext-edit/5');
    expect(screen.getByText('Our Services')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Services (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit SEO Audit' })).toHaveAttribute('href', '/service-edit/10');
    expect(screen.getByRole('link', { name: 'Edit Link Building' })).toHaveAttribute('href', '/service-edit/11');
    expect(screen.queryByLabelText('Service Heading')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add Service' })).toBeInTheDocument();
  });

  it('adds a service: "Item is Added", the form empties and the grid is fetched again', async () => {
    const env = await openPage('ServiceAdmin', '/edit-service', { ServiceHeadingConnection: () => ({ edges: [] }), ServiceItemConnection: () => ({ totalCount: 0, edges: [] }) });
    expect(await screen.findByLabelText('Service Heading')).toBeInTheDocument();
    expect(await add(env, { 'Service Icon': '/images/icon-new.svg', 'Service Title': 'Technical SEO', 'Service Details': 'Speed and indexing.' }, 'Add Service', 'ServiceItem')).toEqual({ serviceIcon: '/images/icon-new.svg', serviceTitle: 'Technical SEO', serviceDetails: 'Speed and indexing.' });
    await expectToast('Item is Added');
    expect(screen.getByLabelText('Service Title')).toHaveValue('');
    await resolve(env, 'contentServiceAdminQuery', {
      ServiceHeadingConnection: () => ({ edges: [] }),
      ServiceItemConnection: () => ({ totalCount: 1, edges: [{ node: { id: '99', serviceTitle: 'Technical SEO' } }] }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Technical SEO' })).toHaveAttribute('href', '/service-edit/99');
  });

  it('adds the heading when there is none: "Service is Updated"', async () => {
    const env = await openPage('ServiceAdmin', '/edit-service', { ServiceHeadingConnection: () => ({ edges: [] }), ServiceItemConnection: () => ({ edges: [] }) });
    await add(env, { 'Service Heading': 'What we do', 'Service Sub Heading': 'Everything SEO' }, 'Add Service Heading', 'ServiceHeading');
    await expectToast('Service is Updated');
  });
});

describe('/step-section', () => {
  it('has the add form and the list headed "Upcoming Events" linking to /edit-step/{id}', async () => {
    const env = await openPage('StepsAdmin', '/step-section', {
      StepConnection: () => ({ edges: edges(2, (i) => ({ id: `${20 + i}`, stepNumber: `0${i + 1}`, stepTitle: ['Discovery Call', 'Audit'][i] })) }),
    });
    const list = (await screen.findByRole('heading', { name: 'Upcoming Events' })).closest('section') as HTMLElement;
    expect(screen.getByText('Shown on the home page, "How We Work" (after the services).')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Edit Discovery Call' })).toHaveAttribute('href', '/edit-step/20');
    expect(within(list).getByRole('link', { name: 'Edit Audit' })).toHaveAttribute('href', '/edit-step/21');
    expect(await add(env, { 'Step Number': '05', 'Step Title': 'Grow', 'Step Details': 'More.' }, 'Add Step', 'Step')).toEqual({ stepNumber: '05', stepTitle: 'Grow', stepDetails: 'More.' });
    await expectToast('Step Section is Updated');
  });
});

describe('/add-contact', () => {
  it('has the add form and the list linking to /edit-contact-page/{id}', async () => {
    const env = await openPage('ContactAdmin', '/add-contact', {
      ContactItemConnection: () => ({ edges: [{ node: { id: '31', contactTitle: 'Call Us', contactImg: '/images/icon-phone.svg', contactDetails: '555' } }] }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Call Us' })).toHaveAttribute('href', '/edit-contact-page/31');
    expect(screen.getByLabelText('Contact Image')).toHaveAttribute('placeholder', 'Image Url');
    await add(env, { 'Contact Image': '/images/icon-mail.svg', 'Contact Title': 'Write', 'Contact Details': 'a@b.example' }, 'Add Contact Details', 'ContactItem');
    await expectToast('Contcat Section is Updated');
  });
});

describe('/edit-video', () => {
  it('links the video text editor and each member, and adds a member: "Team Members Item is Added"', async () => {
    const env = await openPage('VideoAdmin', '/edit-video', {
      VideoSectionConnection: () => ({ edges: [{ node: { id: '40', videoSectionTitle: 'Meet the Team' } }] }),
      TeamMemberConnection: () => ({ edges: edges(2, (i) => ({ id: `${50 + i}`, membername: ['Ava', 'Liam'][i] })) }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Video Text' })).toHaveAttribute('href', '/videotext-edit/40');
    expect(screen.getByRole('link', { name: 'Edit Ava' })).toHaveAttribute('href', '/video/50');
    expect(screen.getByRole('link', { name: 'Edit Liam' })).toHaveAttribute('href', '/video/51');
    await add(env, {
      'Member Name': 'Mia',
      'Member Position': 'Writer',
      'Member Image': '/images/team-1.svg',
      'Facebook Link': 'https://facebook.com/',
      'Twitter Link': 'https://twitter.com/',
      'LinkedIn Link': 'https://linkedin.com/',
      'YouTube Link': 'https://youtube.com/',
    }, 'Add Team Member', 'TeamMember');
    await expectToast('Team Members Item is Added');
  });
});

describe('/edit-pricing', () => {
  it('shows a card per package with its name, price in dollars and an Edit link to /package-edit/{id}', async () => {
    await openPage('PricingAdmin', '/edit-pricing', {
      PricingPackageConnection: () => ({
        edges: edges(3, (i) => ({ id: `${60 + i}`, packageName: ['Basic', 'Standard', 'Premium'][i], packagePrice: ['49.00', '99.00', '199'][i] })),
      }),
      TestimonialConnection: () => ({ edges: [{ node: { id: '70', personName: 'Daniel Reed' } }] }),
    });
    for (const [i, name] of ['Basic', 'Standard', 'Premium'].entries()) {
      const card = (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
      expect(card).toHaveTextContent(['$49.00', '$99.00', '$199.00'][i]);
      expect(within(card).getByRole('link', { name: `Edit ${name}` })).toHaveAttribute('href', `/package-edit/${60 + i}`);
    }
    expect(screen.getByRole('link', { name: 'Edit testimonial of Daniel Reed' })).toHaveAttribute('href', '/edit-testimonial/70');
    // Packages and testimonials: where each appears, under the title.
    expect(screen.getByText('Shown on the home page and /pricing, the pricing plans; the home page, "What Our Clients Say" (after the pricing).')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
