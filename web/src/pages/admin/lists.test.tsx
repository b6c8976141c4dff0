import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { edges, expectToast, pending, renderAdmin, resolve } from '../../admin/test-helpers';
import AddItem from './AddItem';
import ContactAdmin from './ContactAdmin';
import PricingAdmin from './PricingAdmin';
import ServiceAdmin from './ServiceAdmin';
import StepsAdmin from './StepsAdmin';
import VideoAdmin from './VideoAdmin';

async function fill(labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('/edit-service', () => {
  it('shows the heading link, the add-service form and the grid of services linking to their editors', async () => {
    const { env } = await renderAdmin(<ServiceAdmin />, { route: '/edit-service' });
    await resolve(env, 'ServiceAdminQuery', {
      ServiceHeadingConnection: () => ({ edges: [{ node: { id: '5', serviceHeading: 'Our Services', servicesubHeading: 'All of it' } }] }),
      ServiceItemConnection: () => ({
        totalCount: 2,
        edges: edges(2, (i) => ({ id: `${10 + i}`, serviceTitle: ['SEO Audit', 'Link Building'][i], serviceIcon: '/images/icon.svg', serviceDetails: 'd' })),
      }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Service Text' })).toHaveAttribute('href', '/servicetext-edit/5');
    expect(screen.getByText('Our Services')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit SEO Audit' })).toHaveAttribute('href', '/service-edit/10');
    expect(screen.getByRole('link', { name: 'Edit Link Building' })).toHaveAttribute('href', '/service-edit/11');
    // No heading form while the heading exists; the add-service form is there.
    expect(screen.queryByLabelText('Service Heading')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add Service' })).toBeInTheDocument();
  });

  it('adds a service: "Item is Added", the form empties and the grid is fetched again', async () => {
    const { env } = await renderAdmin(<ServiceAdmin />, { route: '/edit-service' });
    await resolve(env, 'ServiceAdminQuery', { ServiceHeadingConnection: () => ({ edges: [] }), ServiceItemConnection: () => ({ totalCount: 0, edges: [] }) });
    // With no heading, its add form is shown too.
    expect(await screen.findByLabelText('Service Heading')).toBeInTheDocument();
    await fill({ 'Service Icon': '/images/icon-new.svg', 'Service Title': 'Technical SEO', 'Service Details': 'Speed and indexing.' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    const op = await pending(env, 'ServiceAdminItemMutation');
    expect(op.request.variables.input).toEqual({ serviceIcon: '/images/icon-new.svg', serviceTitle: 'Technical SEO', serviceDetails: 'Speed and indexing.' });
    await resolve(env, 'ServiceAdminItemMutation');
    await expectToast('Item is Added');
    expect(screen.getByLabelText('Service Title')).toHaveValue('');
    await resolve(env, 'ServiceAdminQuery', {
      ServiceHeadingConnection: () => ({ edges: [] }),
      ServiceItemConnection: () => ({ totalCount: 1, edges: [{ node: { id: '99', serviceTitle: 'Technical SEO' } }] }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Technical SEO' })).toHaveAttribute('href', '/service-edit/99');
  });

  it('adds the heading when there is none: "Service is Updated"', async () => {
    const { env } = await renderAdmin(<ServiceAdmin />, { route: '/edit-service' });
    await resolve(env, 'ServiceAdminQuery', { ServiceHeadingConnection: () => ({ edges: [] }), ServiceItemConnection: () => ({ edges: [] }) });
    await fill({ 'Service Heading': 'What we do', 'Service Sub Heading': 'Everything SEO' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Service Heading' }));
    await resolve(env, 'ServiceAdminHeadingMutation');
    await expectToast('Service is Updated');
  });
});

describe('/step-section', () => {
  it('has the add form and the list headed "Upcoming Events" linking to /edit-step/{id}', async () => {
    const { env } = await renderAdmin(<StepsAdmin />, { route: '/step-section' });
    await resolve(env, 'StepsAdminQuery', {
      StepConnection: () => ({ edges: edges(2, (i) => ({ id: `${20 + i}`, stepNumber: `0${i + 1}`, stepTitle: ['Discovery Call', 'Audit'][i] })) }),
    });
    const list = (await screen.findByRole('heading', { name: 'Upcoming Events' })).closest('section') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Edit Discovery Call' })).toHaveAttribute('href', '/edit-step/20');
    expect(within(list).getByRole('link', { name: 'Edit Audit' })).toHaveAttribute('href', '/edit-step/21');
    await fill({ 'Step Number': '05', 'Step Title': 'Grow', 'Step Details': 'More.' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Step' }));
    const op = await pending(env, 'StepsAdminCreateMutation');
    expect(op.request.variables.input).toEqual({ stepNumber: '05', stepTitle: 'Grow', stepDetails: 'More.' });
    await resolve(env, 'StepsAdminCreateMutation');
    await expectToast('Step Section is Updated');
  });
});

describe('/add-contact', () => {
  it('has the add form and the list linking to /edit-contact-page/{id}', async () => {
    const { env } = await renderAdmin(<ContactAdmin />, { route: '/add-contact' });
    await resolve(env, 'ContactAdminQuery', {
      ContactItemConnection: () => ({ edges: [{ node: { id: '31', contactTitle: 'Call Us', contactImg: '/images/icon-phone.svg', contactDetails: '555' } }] }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Call Us' })).toHaveAttribute('href', '/edit-contact-page/31');
    expect(screen.getByLabelText('Contact Image')).toHaveAttribute('placeholder', 'Image Url');
    await fill({ 'Contact Image': '/images/icon-mail.svg', 'Contact Title': 'Write', 'Contact Details': 'a@b.example' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Contact Details' }));
    await resolve(env, 'ContactAdminCreateMutation');
    await expectToast('Contcat Section is Updated');
  });
});

describe('/edit-video', () => {
  it('links the video text editor and each member, and adds a member: "Team Members Item is Added"', async () => {
    const { env } = await renderAdmin(<VideoAdmin />, { route: '/edit-video' });
    await resolve(env, 'VideoAdminQuery', {
      VideoSectionConnection: () => ({ edges: [{ node: { id: '40', videoSectionTitle: 'Meet the Team' } }] }),
      TeamMemberConnection: () => ({ edges: edges(2, (i) => ({ id: `${50 + i}`, membername: ['Ava', 'Liam'][i] })) }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Video Text' })).toHaveAttribute('href', '/videotext-edit/40');
    expect(screen.getByRole('link', { name: 'Edit Ava' })).toHaveAttribute('href', '/video/50');
    expect(screen.getByRole('link', { name: 'Edit Liam' })).toHaveAttribute('href', '/video/51');
    await fill({
      'Member Name': 'Mia',
      'Member Position': 'Writer',
      'Member Image': '/images/team-1.svg',
      'Facebook Link': 'https://facebook.com/',
      'Twitter Link': 'https://twitter.com/',
      'LinkedIn Link': 'https://linkedin.com/',
      'YouTube Link': 'https://youtube.com/',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Team Member' }));
    await resolve(env, 'VideoAdminMemberMutation');
    await expectToast('Team Members Item is Added');
  });
});

describe('/edit-pricing', () => {
  it('shows a card per package with its name, price in dollars and an Edit link to /package-edit/{id}', async () => {
    const { env } = await renderAdmin(<PricingAdmin />, { route: '/edit-pricing' });
    await resolve(env, 'PricingAdminQuery', {
      PricingPackageConnection: () => ({
        edges: edges(3, (i) => ({ id: `${60 + i}`, packageName: ['Basic', 'Standard', 'Premium'][i], packagePrice: ['49.00', '99.00', '199.00'][i] })),
      }),
      TestimonialConnection: () => ({ edges: [{ node: { id: '70', personName: 'Daniel Reed' } }] }),
    });
    for (const [i, name] of ['Basic', 'Standard', 'Premium'].entries()) {
      const card = (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
      expect(card).toHaveTextContent(['$49.00', '$99.00', '$199.00'][i]);
      expect(within(card).getByRole('link', { name: `Edit ${name}` })).toHaveAttribute('href', `/package-edit/${60 + i}`);
    }
    expect(screen.getByRole('link', { name: 'Edit testimonial of Daniel Reed' })).toHaveAttribute('href', '/edit-testimonial/70');
  });
});

describe('/add-item', () => {
  it('adds a design item with format and Paid/Free choices: "Item is Added"', async () => {
    const { env } = await renderAdmin(<AddItem />, { route: '/add-item' });
    await resolve(env, 'AddItemQuery', {
      CategoryConnection: () => ({ edges: [{ node: { id: '1', name: 'Banners' } }] }),
      DesignItemConnection: () => ({ edges: [] }),
    });
    await userEvent.selectOptions(await screen.findByLabelText('Format'), 'YouTube');
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
