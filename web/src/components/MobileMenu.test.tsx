import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, LocationProbe } from '../test/utils';
import { Header } from './Header';

function setup(props: { signedIn?: boolean; isAdmin?: boolean } = {}) {
  const user = userEvent.setup();
  const header = <Header signedIn={props.signedIn ?? false} isAdmin={props.isAdmin ?? false} />;
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            {header}
            <LocationProbe />
          </>
        ),
      },
    ],
    { path: '/' },
  );
  const button = screen.getByRole('button', { name: 'Open menu' });
  return { user, button };
}

describe('mobile menu', () => {
  it('is closed and hidden at first', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById('mobile-menu')).toHaveAttribute('inert');
  });

  it('opens from the keyboard, moves focus into it and lists the same links', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/service'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the open menu', async () => {
    const { user, button } = setup({ signedIn: true, isAdmin: true });
    await user.click(button);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const last = within(dialog).getByRole('link', { name: 'Dashboard' });
    expect(within(dialog).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/');
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('navigates and closes when a link is chosen', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Pricing' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
