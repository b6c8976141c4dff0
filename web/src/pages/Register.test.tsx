import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentialsForm, makeAuth, renderAt, submitCredentials } from '../test/utils';
import Register from './Register';

const form = () => credentialsForm('Register');

describe('Register page', () => {
  it('shows the required messages with the register wording', async () => {
    const user = userEvent.setup();
    renderAt(<Register />, { path: '/register' });
    await user.click(form().submit);
    expect(screen.getByText('Email is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is Required')).toBeInTheDocument();
  });

  it('needs three letters in a row in the email and six characters of password', async () => {
    const user = userEvent.setup();
    const { client, store } = makeAuth();
    renderAt(<Register />, { path: '/register', store });
    await submitCredentials(user, 'Register', 'a1@b2.c3', '12345');
    expect(screen.getByText('Provide a Valid Email')).toBeInTheDocument();
    expect(screen.getByText('Minimum 6 Characters')).toBeInTheDocument();
    expect(client.register).not.toHaveBeenCalled();
  });

  it('creates the account and goes to /', async () => {
    const user = userEvent.setup();
    const { client, store } = makeAuth();
    renderAt(<Register />, { path: '/register', store });
    await submitCredentials(user, 'Register', 'ann@example.com', 'secret1');
    expect(client.register).toHaveBeenCalledWith('ann@example.com', 'secret1');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows an identity-service error beneath the form', async () => {
    const user = userEvent.setup();
    const { client, store } = makeAuth();
    client.register.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/email-already-in-use' }));
    renderAt(<Register />, { path: '/register', store });
    await submitCredentials(user, 'Register', 'ann@example.com', 'secret1');
    expect(await screen.findByText(/An account with this email already exists/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });
});
