import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { pendingOperation } from '../sections/testFixtures';
import { loadShell, renderAt } from '../test/utils';
import { SiteFooter } from './SiteFooter';

/** Shows the footer, types `email` into its newsletter form and presses Subscribe; returns the pending mutation. */
async function subscribe(email: string) {
  const user = userEvent.setup();
  const env = createMockEnvironment();
  renderAt(<SiteFooter shell={loadShell(env)} />, { environment: env });
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { env, op: pendingOperation(env, 'SiteFooterSubscribeMutation') };
}

describe('SiteFooter', () => {
  it('shows skeletons, then the footer records, quick links and copyright', async () => {
    const env = createMockEnvironment();
    const { container } = renderAt(<SiteFooter shell={loadShell(env)} />, { environment: env });
    expect(container.querySelectorAll('footer .skeleton').length).toBeGreaterThan(0);

    const op = pendingOperation(env, 'SiteShellQuery');
    await act(async () => {
      env.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          FooterAbout: () => ({ aboutFooterText: 'About Us', aboutFooterDetails: 'We rank sites.' }),
          FooterAddress: () => ({ footerPhone: '+1 555 0100', footeraddress: '1 Main St', footerEmail: 'hi@agency.test' }),
          FooterSocial: () => ({ fblink: 'https://facebook.com/agency', inslink: 'javascript:alert(1)' }),
          Copyright: () => ({ copyrightText: '© 2025 Agency' }),
          MenuItemConnection: () => ({
            edges: [
              ...[['Home', '/'], ['Services', '/service'], ['Pricing', '/pricing'], ['Contact', '/contact']].map(([label, target]) => ({
                node: { menu: 'FOOTER', label, target, newTab: false },
              })),
              { node: { menu: 'HEADER', label: 'Header only', target: '/blog', newTab: false } },
              { node: { menu: 'FOOTER', label: 'Partner', target: 'https://partner.example/', newTab: true } },
            ],
          }),
        }),
      );
    });
    expect(container.querySelectorAll('footer .skeleton')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('We rank sites.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hi@agency.test' })).toHaveAttribute('href', 'mailto:hi@agency.test');
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(screen.getByRole('link', { name: /facebook/i })).toHaveAttribute('href', 'https://facebook.com/agency');
    // A non-http social link is not rendered.
    expect(screen.queryByRole('link', { name: /instagram/i })).not.toBeInTheDocument();
    expect(screen.getByText('© 2025 Agency')).toBeInTheDocument();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(Array.from(quick.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/service'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
      ['Partner (opens in a new tab)', 'https://partner.example/'],
    ]);
    // Another site's link: a plain link, without the opener, in a new tab as the admin set.
    const partner = screen.getByRole('link', { name: /^Partner/ });
    expect(partner).toHaveAttribute('rel', 'noopener');
    expect(partner).toHaveAttribute('target', '_blank');
  });

  it('subscribes to the newsletter and says "subscribers is Updated"', async () => {
    const { env, op } = await subscribe('new@reader.test');
    expect(op.request.variables).toEqual({ email: 'new@reader.test' });
    act(() => {
      env.mock.resolve(op, { data: { subscribe: { email: 'new@reader.test' } } });
    });
    const status = screen.getAllByRole('status').find((el) => el.classList.contains('toastRegion'))!;
    expect(await screen.findByText('subscribers is Updated')).toBeInTheDocument();
    expect(status).toHaveTextContent('subscribers is Updated');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('shows the server message when subscribing fails', async () => {
    const { env, op } = await subscribe('nope');
    act(() => {
      env.mock.resolve(op, { data: null, errors: [{ message: 'email: not a valid address' }] } as never);
    });
    expect(await screen.findByText('Email: not a valid address')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('subscribers is Updated')).not.toBeInTheDocument();
  });
});
