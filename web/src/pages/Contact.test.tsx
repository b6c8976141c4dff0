import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { operationNames, pendingOperation, resolveOperation, rootFields } from '../sections/testFixtures';
import { renderAt } from '../test/utils';
import Contact from './Contact';

/** The page at /contact, its message form and a user to fill it. */
function openContact() {
  const env = createMockEnvironment();
  renderAt(<Contact />, { page: 'Contact', access: 'public', environment: env, path: '/contact' });
  return { user: userEvent.setup({ delay: null }), env, form: screen.getByRole('form', { name: 'Send Us a Message' }) };
}

function toastStatus() {
  return screen.getAllByRole('status').find((el) => el.classList.contains('toastRegion'))!;
}

describe('Contact page', { timeout: 20_000 }, () => {
  it('shows the contact items, a local map picture and the call to action from one query', async () => {
    const env = createMockEnvironment();
    renderAt(<Contact />, { page: 'Contact', access: 'public', environment: env, path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(operationNames(env)).toEqual(['ContactQuery']);
    expect(rootFields(pendingOperation(env, 'ContactQuery'))).toEqual(['callToActions', 'contactItems', 'publicMedia']);
    resolveOperation(env, 'ContactQuery');
    expect(await screen.findByRole('heading', { name: 'Our Address' })).toBeInTheDocument();
    expect(screen.getByText('221 Market Street, Suite 400, San Francisco', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@seo-agency.example' })).toHaveAttribute('href', 'mailto:hello@seo-agency.example');
    expect(screen.getByRole('link', { name: '+1 (415) 555-0134' })).toHaveAttribute('href', 'tel:+14155550134');
    const map = screen.getByRole('img', { name: 'Map showing our office at 221 Market Street, Suite 400, San Francisco' });
    expect(map).toHaveAttribute('src', '/images/map.svg');
    expect(map).toHaveAttribute('width', '800');
    expect(map).toHaveAttribute('height', '520');
    expect(screen.getByRole('region', { name: 'Ready to Climb the Rankings?' })).toBeInTheDocument();
    // One request for the page, however many parts read it.
    expect(operationNames(env)).toEqual([]);
  });

  it('sends a message and says "Message is Updated"; the form empties', async () => {
    const { user, env, form } = openContact();
    await user.type(within(form).getByLabelText('Full Name'), 'Jane Doe');
    await user.type(within(form).getByLabelText('Email Address'), 'jane@example.com');
    await user.type(within(form).getByLabelText('Message'), 'Please call me.');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    const op = pendingOperation(env, 'useSendMessageMutation');
    expect(op.request.variables).toEqual({
      input: { fullName: 'Jane Doe', phoneNumber: '', emailAddress: 'jane@example.com', website: '', subject: '', message: 'Please call me.' },
      honeypot: '',
    });
    act(() => env.mock.resolve(op, { data: { sendMessage: { id: '77' } } }));
    expect(await screen.findByText('Message is Updated')).toBeInTheDocument();
    expect(toastStatus()).toHaveTextContent('Message is Updated');
    expect(within(form).getByLabelText('Full Name')).toHaveValue('');
  });

  it('shows a server validation error at its field', async () => {
    const { user, env, form } = openContact();
    await user.type(within(form).getByLabelText('Website'), 'not a site');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    const op = pendingOperation(env, 'useSendMessageMutation');
    act(() =>
      env.mock.resolve(op, {
        data: null,
        errors: [
          {
            message: 'website must be an http(s) URL or a path starting with /',
            extensions: { code: 'VALIDATION', fields: { website: 'url' } },
          },
        ],
      } as never),
    );
    const website = within(form).getByLabelText('Website');
    expect(await within(form).findByText('Must be an http(s) URL or a path starting with /')).toBeInTheDocument();
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription('Must be an http(s) URL or a path starting with /');
    expect(website).toHaveValue('not a site');
    expect(screen.queryByText('Message is Updated')).not.toBeInTheDocument();
  });

  it('shows a failure that is not about a field beneath the form', async () => {
    const { user, env, form } = openContact();
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    act(() => env.mock.reject(pendingOperation(env, 'useSendMessageMutation'), new Error('offline')));
    const alert = await screen.findByText('Your message could not be sent. Please try again.');
    expect(alert).toHaveAttribute('role', 'alert');
  });
});
