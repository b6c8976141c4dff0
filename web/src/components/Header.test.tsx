import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSignedInHint } from '../auth/hint';
import { createMockEnvironment } from 'relay-test-utils';
import { alice, loadShell, makeAuth, renderAt } from '../test/utils';
import { Header } from './Header';
import { SiteHeader } from './SiteHeader';

function actions() {
  // The header's own buttons (not the mobile menu's copies).
  const banner = screen.getByRole('banner');
  return within(banner.querySelector('.headerActions') as HTMLElement);
}

describe('Header', () => {
  it('has the four links and the tagline', () => {
    renderAt(<Header signedIn={false} isAdmin={false} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/service'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
    ]);
    const topbar = screen.getByRole('banner').querySelector('.topbar') as HTMLElement;
    expect(within(topbar).getByText("Let's make something great together.")).toBeVisible();
  });

  it('shows Login when signed out, and no Dashboard or Admin', () => {
    renderAt(<Header signedIn={false} isAdmin={false} />);
    expect(actions().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(actions().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(actions().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows Dashboard when signed in', () => {
    renderAt(<Header signedIn isAdmin={false} />);
    expect(actions().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(actions().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(actions().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows Admin to admins only', () => {
    renderAt(<Header signedIn isAdmin />);
    expect(actions().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/');
    expect(actions().getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('marks the current page', () => {
    renderAt(<Header signedIn={false} isAdmin={false} />, { path: '/pricing', route: '/pricing' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

function renderShellHeader(store: ReturnType<typeof makeAuth>['store']) {
  const environment = createMockEnvironment();
  return renderAt(<SiteHeader shell={loadShell(environment)} />, { store, environment });
}

describe('SiteHeader (wired to sign-in state)', () => {
  it('shows Login to a visitor without loading the identity service', () => {
    let loads = 0;
    const { store } = makeAuth();
    const original = store.ensureLoaded;
    store.ensureLoaded = () => {
      loads++;
      return original();
    };
    renderShellHeader(store);
    expect(actions().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(loads).toBe(0);
  });

  it('switches from Login to Dashboard on sign-in and back on sign-out', async () => {
    const { client, store } = makeAuth();
    renderShellHeader(store);
    await store.ensureLoaded();
    await client.signInWithEmail('alice@example.com', 'secret1');
    expect(await actions().findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await client.signOut();
    expect(await actions().findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows Dashboard on first paint for a browser that was signed in, before the SDK answers', async () => {
    writeSignedInHint(true);
    const { store } = makeAuth(alice);
    renderShellHeader(store);
    expect(actions().getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('corrects a stale signed-in hint once the SDK says signed out', async () => {
    writeSignedInHint(true);
    const { store } = makeAuth(null);
    renderShellHeader(store);
    await store.ensureLoaded();
    expect(await actions().findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
