import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { alice, makeAuth, preloaderOf, renderRoutes } from '../test/utils';
import { pages } from '../pages';
import { buildRoutes, ROUTES } from '.';

// Section 2 of the specification, {id} written as 123.
const PUBLIC = ['/', '/contact', '/contact-us', '/service/', '/service', '/pricing/', '/pricing', '/login', '/register', '/reset', '/support'];
const GUARDED = `/order-now/123, /my-order, /pending-order, /dashboard, /add-user, /admin, /admin/, /admin/payment-status/123,
/edit-banner, /update-calltoaction, /edit-counter, /banner/123, /edit-call/123, /counters/123, /add-logo, /edit-logo/123,
/edit-about, /123, /edit-video, /video/123, /service-edit/123, /servicetext-edit/123, /videotext-edit/123, /edit-service,
/step-section, /edit-step/123, /total-orders, /add-item, /setting, /edit-pricing/, /edit-testimonial/123, /package-edit/123,
/add-contact/, /edit-contact-page/123, /add-about-footer/, /edit-about-footer/123, /add-address-footer/,
/edit-address-footer/123, /add-social-footer/, /edit-social-footer/123, /all-messages/, /view/123, /all-subscriber/,
/add-copyright, /edit-copyright/123, /paypal-email/123, /pay-now/123, /add-paypal-Email, /order-cancelled/123,
/received-payment/123, /admin-user/123`
  .split(',')
  .map((s) => s.trim());

async function mainHeading(path: string, signedIn: boolean) {
  const { store } = makeAuth(signedIn ? alice : null);
  const environment = createMockEnvironment();
  const utils = renderRoutes(buildRoutes(preloaderOf(environment)), { path, store, environment });
  const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
  return { h1, ...utils };
}

describe('route table', () => {
  it('maps every entry of routes.json to a page', () => {
    for (const r of ROUTES) expect(pages[r.page], r.path).toBeDefined();
  });

  it.each(PUBLIC)('%s is a public page', async (path) => {
    const { h1 } = await mainHeading(path, false);
    expect(h1).not.toHaveTextContent("We can't find that page");
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(GUARDED)('%s sends a visitor to /login and shows a page when signed in', async (path) => {
    const visitor = await mainHeading(path, false);
    expect(visitor.h1).toHaveTextContent('Login');
    expect(visitor.router.state.location.pathname).toBe('/login');
    expect(visitor.router.state.location.state).toMatchObject({ from: { pathname: path } });
    visitor.unmount();

    const member = await mainHeading(path, true);
    await waitFor(() => expect(member.router.state.location.pathname).toBe(path));
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent("We can't find that page");
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Login');
  });

  it.each(['/no-such-page', '/pricing/basic/extra', '/admin/unknown', '/edit-banner/12/34', '/banner/abc', '/add-paypal-email'])(
    '%s is a 404 page',
    async (path) => {
    const { h1 } = await mainHeading(path, true);
      expect(h1).toHaveTextContent("We can't find that page");
      expect(document.title).toMatch(/^Page not found/);
    },
  );

  it('a single-segment path that is not an id is a 404, even for a visitor', async () => {
    const { h1, router } = await mainHeading('/whatever', false);
    expect(h1).toHaveTextContent("We can't find that page");
    expect(router.state.location.pathname).toBe('/whatever');
  });
});
