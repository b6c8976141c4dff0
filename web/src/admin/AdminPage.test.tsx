import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import type { AdminPageTestQuery } from '../__generated__/AdminPageTestQuery.graphql';
import { alice, makeAuth, renderAt } from '../test/utils';
import Settings from '../pages/admin/Settings';
import { AdminPage } from './AdminPage';
import { ContentEdit } from './ContentEdit';
import { fail, renderAdmin, resolve, resolveData, viewerAs } from './test-helpers';

/** The banner editor at /banner/42, its query started as the route's loader starts it. */
const BANNER_42 = { route: '/banner/:id', path: '/banner/42', page: 'BannerEdit' } as const;

describe('AdminPage', () => {
  it('shows the title at once, and the screen only after the viewer is known to be an admin', async () => {
    const env = createMockEnvironment();
    const { store } = makeAuth(alice);
    renderAt(<Settings />, { route: '/setting', path: '/setting', store, environment: env });
    await act(() => store.ensureLoaded());
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Banner/ })).not.toBeInTheDocument();
    await resolve(env, 'AdminPageViewerQuery', { Viewer: () => viewerAs('Owner') });
    expect(await screen.findByRole('link', { name: /^Banner/ })).toHaveAttribute('href', '/edit-banner');
    expect(document.title).toMatch(/^Settings/);
  });

  it('tells a signed-in non-admin that they are not authorized, and shows nothing else', async () => {
    await renderAdmin(<ContentEdit page="BannerEdit" />, { ...BANNER_42, isAdmin: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
    expect(screen.getByText(/alice@example\.com/)).toBeInTheDocument();
    expect(screen.getByText(/which is not an admin account/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Not authorized/);
  });

  it('tells a staff member whose role the server refuses the screen what it needs (FORBIDDEN)', async () => {
    const { env } = await renderAdmin(<ContentEdit page="BannerEdit" />, { ...BANNER_42, role: 'Support' });
    const reason = "Not allowed: your role (Support) cannot see the site's content (this needs read access to content).";
    await fail(env, 'contentBannerNodeQuery', [{ message: reason, extensions: { code: 'FORBIDDEN' } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(screen.getByText(/with the role/)).toHaveTextContent('You are signed in as alice@example.com with the role Support, which cannot use this screen.');
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin dashboard' })).toHaveAttribute('href', '/admin');
    expect(document.title).toMatch(/^Not allowed for your role/);
  });

  it.each([
    [
      'Owner',
      ['Dashboard', 'Settings', 'Posts', 'Orders', 'Invoices', 'Subscriptions', 'Coupons', 'Messages', 'Subscribers', 'Payments check', 'Media', 'SEO', 'SEO report', 'Redirects', '404 report', 'Web Vitals', 'Jobs', 'Admin Email', 'Admin users', 'API keys', 'Webhooks', 'Site identity', 'Menus', 'Audit log', 'Backups', 'Trash', 'Account security'],
    ],
    [
      'Admin',
      ['Dashboard', 'Settings', 'Posts', 'Orders', 'Invoices', 'Subscriptions', 'Coupons', 'Messages', 'Subscribers', 'Payments check', 'Media', 'SEO', 'SEO report', 'Redirects', '404 report', 'Web Vitals', 'Jobs', 'Admin Email', 'Admin users', 'API keys', 'Webhooks', 'Site identity', 'Menus', 'Trash', 'Account security'],
    ],
    ['Editor', ['Dashboard', 'Settings', 'Posts', 'Media', 'SEO', 'SEO report', 'Redirects', '404 report', 'Trash', 'Account security']],
    ['Author', ['Dashboard', 'Settings', 'Posts', 'Media', 'SEO', 'SEO report', 'Redirects', '404 report', 'Trash', 'Account security']],
    ['Support', ['Dashboard', 'Orders', 'Invoices', 'Subscriptions', 'Coupons', 'Messages', 'Subscribers', 'Payments check', 'Trash', 'Account security']],
  ] as const)('shows %s only the navigation their role can use', async (role, links) => {
    await renderAdmin(<Settings />, { route: '/setting', path: '/setting', role });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(links);
  });

  it.each([
    ['does not exist', null],
    ['is of another type', { __typename: 'Logo', id: '42' }],
  ])('is a 404 page when the record %s', async (_what, node) => {
    const { env } = await renderAdmin(<ContentEdit page="BannerEdit" />, BANNER_42);
    await resolveData(env, 'contentBannerNodeQuery', { node });
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page" })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a failed load with the reason and a way to try again', async () => {
    const { env } = await renderAdmin(<ContentEdit page="BannerEdit" />, BANNER_42);
    await fail(env, 'contentBannerNodeQuery', [{ message: 'database is not answering', extensions: { code: 'UNAVAILABLE' } }]);
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(/Database is not answering/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Banner' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await resolve(env, 'contentBannerNodeQuery', { Banner: () => ({ id: '42', bannerHeading: 'Back again' }) });
    expect(await screen.findByLabelText('Banner Heading')).toHaveValue('Back again');
  });

  it('has the admin navigation and breadcrumbs', async () => {
    function Screen() {
      const data = useLazyLoadQuery<AdminPageTestQuery>(
        graphql`
          query AdminPageTestQuery($id: ID!) {
            node(id: $id) {
              id
            }
          }
        `,
        { id: '1' },
      );
      return <p>{data.node?.id}</p>;
    }
    await renderAdmin(
      <AdminPage title="Edit Banner" parents={[{ to: '/setting', label: 'Settings' }]}>
        <Screen />
      </AdminPage>,
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(nav).toHaveTextContent('Dashboard');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Admin');
    expect(crumbs).toHaveTextContent('Settings');
    expect(crumbs.querySelector('[aria-current="page"]')).toHaveTextContent('Edit Banner');
  });
});
