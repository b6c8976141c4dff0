import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../auth/RequireAuth';
import { alice, credentialsForm, LocationProbe, makeAuth, renderAt, renderRoutes, submitCredentials } from '../test/utils';
import Login from './Login';

const form = () => credentialsForm('Login');

describe('Login page', () => {
  it('shows the required messages when submitted empty and focuses the email field', async () => {
    const user = userEvent.setup();
    renderAt(<Login />, { path: '/login' });
    await user.click(form().submit);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(form().email).toHaveAttribute('aria-invalid', 'true');
    expect(form().email).toHaveAccessibleDescription('Email is required');
    expect(form().email).toHaveFocus();
  });

  it('shows the format and length messages and does not call the identity service', async () => {
    const user = userEvent.setup();
    const { client, store } = makeAuth();
    renderAt(<Login />, { path: '/login', store });
    await submitCredentials(user, 'Login', 'ann.example.com', '12345');
    expect(screen.getByText('Provide a valid email')).toBeInTheDocument();
    expect(screen.getByText('Minimum 6 characters')).toBeInTheDocument();
    expect(client.signInWithEmail).not.toHaveBeenCalled();

    await user.clear(form().email);
    await user.type(form().email, 'ann@example.com');
    expect(screen.queryByText('Provide a valid email')).not.toBeInTheDocument();
  });

  it('shows a message once a field is left, before submitting', async () => {
    const user = userEvent.setup();
    renderAt(<Login />, { path: '/login' });
    await user.click(form().email);
    await user.tab();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('signs in and goes to /dashboard', async () => {
    const user = userEvent.setup();
    const { client, store } = makeAuth();
    renderAt(<Login />, { path: '/login', store });
    await submitCredentials(user, 'Login', 'ann@example.com', 'secret1');
    expect(client.signInWithEmail).toHaveBeenCalledWith('ann@example.com', 'secret1');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('shows identity-service errors as sentences beneath the form', async () => {
    const user = userEvent.setup();
    const { client, store } = makeAuth();
    client.signInWithEmail.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }));
    client.signInWithGoogle.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/popup-blocked' }));
    renderAt(<Login />, { path: '/login', store });
    await submitCredentials(user, 'Login', 'ann@example.com', 'secret1');
    expect(await screen.findByText(/could not reach the sign-in service/i)).toHaveAttribute('role', 'alert');

    await user.click(screen.getByRole('button', { name: /continue with google/i }));
    expect(await screen.findByText(/blocked the sign-in window/i)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/could not reach the sign-in service/i)).not.toBeInTheDocument();
  });

  it('links to /register and to /reset as "Forgot password?"', () => {
    renderAt(<Login />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset');
    expect(screen.getByRole('link', { name: /create an account/i })).toHaveAttribute('href', '/register');
  });

  it('sends a signed-in visitor to /dashboard', async () => {
    const { store } = makeAuth(alice);
    renderAt(<Login />, { path: '/login', store });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('returns to the guarded page that sent the visitor to log in', async () => {
    const user = userEvent.setup();
    const { store } = makeAuth();
    renderRoutes(
      [
        { path: '/login', element: <Login /> },
        { element: <RequireAuth />, children: [{ path: '/my-order', element: <LocationProbe /> }] },
      ],
      { path: '/my-order', store },
    );
    await screen.findByLabelText('Email');
    await submitCredentials(user, 'Login', 'ann@example.com', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-order'));
  });
});
