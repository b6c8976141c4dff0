import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { operationNames, pendingOperation, resolveOperation, rootFields } from '../sections/testFixtures';
import { alice, makeAuth, renderAt } from '../test/utils';
import Support from './Support';

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: 'Send Us Message For Support' });
  await user.type(within(form).getByLabelText('Full Name'), 'Jane Doe');
  await user.type(within(form).getByLabelText('Phone Number'), '555 0100');
  await user.type(within(form).getByLabelText('Email Address'), 'jane@example.com');
  await user.type(within(form).getByLabelText('Website'), 'https://jane.example.com');
  await user.type(within(form).getByLabelText('Subject'), 'My order');
  await user.type(within(form).getByLabelText('Message'), 'Where is my report?');
  await user.click(within(form).getByRole('button', { name: 'Send Message' }));
}

// Typing a whole form takes a while in jsdom when the machine is busy.
describe('Support page', { timeout: 20_000 }, () => {
  it('has the form headed "Send Us Message For Support" with the six fields, a hidden UnRead status and "Send Message"', () => {
    const env = createMockEnvironment();
    renderAt(<Support />, { page: 'Support', access: 'public', environment: env, path: '/support' });
    const form = screen.getByRole('form', { name: 'Send Us Message For Support' });
    expect(within(form).getByRole('heading', { name: 'Send Us Message For Support' })).toBeInTheDocument();
    const names = Array.from(form.querySelectorAll('input, textarea')).map((el) => [el.getAttribute('name'), el.getAttribute('type')]);
    expect(names).toEqual([
      ['fullName', null],
      ['phoneNumber', 'tel'],
      ['emailAddress', 'email'],
      ['website', null],
      ['subject', null],
      ['message', null],
      ['hp_field2', 'text'],
      ['messageStatus', 'hidden'],
    ]);
    expect(form.querySelector('input[name="messageStatus"]')).toHaveValue('UnRead');
    // The honeypot: out of sight, out of the tab order, out of autofill and of screen readers.
    const trap = form.querySelector('input[name="hp_field2"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(trap.parentElement).toHaveClass('visually-hidden');
    expect(within(form).queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    // No field is required.
    expect(form.querySelectorAll('[required]')).toHaveLength(0);
    expect(within(form).getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
    // The page's query is the call to action only (public content).
    expect(operationNames(env)).toEqual(['SupportQuery']);
    expect(rootFields(pendingOperation(env, 'SupportQuery'))).toEqual(['callToActions']);
  });

  it('a visitor sends a message, sees "Message is Updated" and stays', async () => {
    const user = userEvent.setup({ delay: null });
    const env = createMockEnvironment();
    renderAt(<Support />, { page: 'Support', access: 'public', environment: env, path: '/support', route: '/support' });
    resolveOperation(env, 'SupportQuery');
    await fillAndSend(user);
    const op = pendingOperation(env, 'useSendMessageMutation');
    expect(op.request.variables.input).toEqual({
      fullName: 'Jane Doe',
      phoneNumber: '555 0100',
      emailAddress: 'jane@example.com',
      website: 'https://jane.example.com',
      subject: 'My order',
      message: 'Where is my report?',
    });
    act(() => env.mock.resolve(op, { data: { sendMessage: { id: '88' } } }));
    expect(await screen.findByText('Message is Updated')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send Us Message For Support' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(operationNames(env)).toEqual([]); // a visitor is never asked about being an admin
  });

  it.each([
    { who: 'an admin goes to /all-messages', isAdmin: true, location: '/all-messages' },
    { who: 'a signed-in customer stays on /support', isAdmin: false, location: null },
  ])('$who after sending', async ({ isAdmin, location }) => {
    const user = userEvent.setup({ delay: null });
    const env = createMockEnvironment();
    const { store } = makeAuth(alice);
    renderAt(<Support />, { page: 'Support', access: 'public', environment: env, store, path: '/support', route: '/support' });
    await act(() => store.ensureLoaded());
    await fillAndSend(user);
    act(() => env.mock.resolve(pendingOperation(env, 'useSendMessageMutation'), { data: { sendMessage: { id: '89' } } }));
    await waitFor(() => pendingOperation(env, 'SupportViewerQuery'));
    resolveOperation(env, 'SupportViewerQuery', { Viewer: () => ({ isAdmin }) });
    expect(await screen.findByText('Message is Updated')).toBeInTheDocument();
    if (location) expect(await screen.findByTestId('location')).toHaveTextContent(location);
    else expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('checks the e-mail type before sending, and says so at the field', async () => {
    const user = userEvent.setup({ delay: null });
    const env = createMockEnvironment();
    renderAt(<Support />, { page: 'Support', access: 'public', environment: env, path: '/support' });
    const email = screen.getByLabelText('Email Address');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(operationNames(env)).not.toContain('useSendMessageMutation');
  });

  it("sends an empty form (nothing is required here) and shows the server's refusal at its fields", async () => {
    const user = userEvent.setup({ delay: null });
    const env = createMockEnvironment();
    renderAt(<Support />, { page: 'Support', access: 'public', environment: env, path: '/support' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const op = pendingOperation(env, 'useSendMessageMutation');
    expect(op.request.variables).toEqual({
      input: { fullName: '', phoneNumber: '', emailAddress: '', website: '', subject: '', message: '' },
      honeypot: '',
    });
    const refusal = 'Write a subject or a message: this one has no text.';
    act(() =>
      env.mock.resolve(op, {
        data: null,
        errors: [{ message: refusal, extensions: { code: 'VALIDATION', fields: { subject: 'required', message: 'required' } } }],
      } as never),
    );
    for (const label of ['Subject', 'Message']) {
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(refusal);
    }
    expect(screen.queryByText('Message is Updated')).not.toBeInTheDocument();
  });

  it('a bot that fills the hidden field gets the usual answer; the field goes to the server', async () => {
    const user = userEvent.setup({ delay: null });
    const env = createMockEnvironment();
    renderAt(<Support />, { page: 'Support', access: 'public', environment: env, path: '/support' });
    const form = screen.getByRole('form', { name: 'Send Us Message For Support' });
    await user.type(form.querySelector<HTMLInputElement>('input[name="hp_field2"]')!, 'http://spam.test');
    await user.type(within(form).getByLabelText('Message'), 'Cheap links');
    await user.type(within(form).getByLabelText('Email Address'), 'bot@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    const op = pendingOperation(env, 'useSendMessageMutation');
    expect(op.request.variables.honeypot).toBe('http://spam.test');
    act(() => env.mock.resolve(op, { data: { sendMessage: { id: '0' } } }));
    expect(await screen.findByText('Message is Updated')).toBeInTheDocument();
  });
});
