import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { alice, loadShell, makeAuth, renderAt } from '../test/utils';
import { SiteHeader } from './SiteHeader';

function actions() {
  return within(screen.getByRole('banner').querySelector('.headerActions') as HTMLElement);
}

function operationNames(env: ReturnType<typeof createMockEnvironment>) {
  return env.mock.getAllOperations().map((op) => op.request.node.params.name);
}

function resolve(env: ReturnType<typeof createMockEnvironment>, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  const op = env.mock.getAllOperations().find((o) => o.request.node.params.name === name);
  if (!op) throw new Error(`no pending ${name}; pending: ${operationNames(env).join(', ')}`);
  act(() => {
    env.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers));
  });
}

const SEO_AGENCY = { siteName: 'SEO Agency', tagline: "Let's make something great together." };

describe('SiteHeader with GraphQL', () => {
  it('asks for the viewer only when signed in, and shows Admin when viewer.isAdmin', async () => {
    const env = createMockEnvironment();
    const { store } = makeAuth(alice);
    renderAt(<SiteHeader shell={loadShell(env)} />, { store, environment: env });
    expect(operationNames(env)).toEqual(['SiteShellQuery']);

    await act(() => store.ensureLoaded());
    expect(await actions().findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(operationNames(env)).toContain('SiteHeaderViewerQuery');
    expect(actions().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    resolve(env, 'SiteHeaderViewerQuery', { Viewer: () => ({ email: 'alice@example.com', isAdmin: true }) });
    expect(await actions().findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/');
  });

  it('shows no Admin link to a signed-in customer', async () => {
    const env = createMockEnvironment();
    const { store } = makeAuth(alice);
    renderAt(<SiteHeader shell={loadShell(env)} />, { store, environment: env });
    await act(() => store.ensureLoaded());
    resolve(env, 'SiteHeaderViewerQuery', { Viewer: () => ({ email: 'alice@example.com', isAdmin: false }) });
    expect(actions().getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(actions().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the logo once the shell data arrives', async () => {
    const env = createMockEnvironment();
    renderAt(<SiteHeader shell={loadShell(env)} />, { environment: env });
    const brand = screen.getByRole('link', { name: 'SEO Agency home' });
    expect(within(brand).queryByRole('img', { hidden: true })).toBeNull();
    resolve(env, 'SiteShellQuery', { Logo: () => ({ logo: 'https://cdn.example.com/logo.png' }), SiteIdentity: () => SEO_AGENCY });
    // The same link (the header stayed mounted) now shows the logo.
    await vi.waitFor(() => expect(brand.querySelector('img')).not.toBeNull());
    const img = brand.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
    expect(within(brand).getByText('SEO Agency')).toBeVisible();
  });

  it('replacing the logo keeps the site name beside it', async () => {
    const env = createMockEnvironment();
    renderAt(<SiteHeader shell={loadShell(env)} />, { environment: env });
    resolve(env, 'SiteShellQuery', { Logo: () => ({ id: 'logo-1', logo: '/uploads/old.png' }), SiteIdentity: () => SEO_AGENCY });
    const brand = screen.getByRole('link', { name: 'SEO Agency home' });
    await vi.waitFor(() => expect(brand.querySelector('img')).toHaveAttribute('src', '/uploads/old.png'));
    // What the admin's "Update Logo" does to the store: the record gets the new image.
    act(() => {
      env.commitUpdate((store) => store.get('logo-1')?.setValue('/uploads/new.png', 'logo'));
    });
    await vi.waitFor(() => expect(brand.querySelector('img')).toHaveAttribute('src', '/uploads/new.png'));
    expect(within(brand).getByText('SEO Agency')).toBeVisible();
    expect(brand.querySelectorAll('img')).toHaveLength(1);
  });

  it("shows the site's name and tagline from the shell data (the admin's Site Identity)", async () => {
    const env = createMockEnvironment();
    renderAt(<SiteHeader shell={loadShell(env)} />, { environment: env });
    // Before the data: the defaults, in the same places.
    expect(screen.getByRole('link', { name: 'SEO Agency home' })).toBeInTheDocument();
    expect(screen.getAllByText("Let's make something great together.")).not.toHaveLength(0);
    resolve(env, 'SiteShellQuery', { SiteIdentity: () => ({ siteName: 'Acme <b>"&"</b>', tagline: 'Rankings that last.' }) });
    const brand = await screen.findByRole('link', { name: 'Acme <b>"&"</b> home' });
    // Text, never markup.
    expect(brand.querySelector('b')).toBeNull();
    // Above the header and in the mobile menu.
    expect(screen.getAllByText('Rankings that last.')).toHaveLength(2);
    expect(screen.queryByText("Let's make something great together.")).toBeNull();
  });
});
