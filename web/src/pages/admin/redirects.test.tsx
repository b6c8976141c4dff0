import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContentPage } from '../../admin/ContentPage';
import { expectToast, fail, pending, renderAdmin, resolve } from '../../admin/test-helpers';
import NotFoundReport from './NotFoundReport';

describe('/not-found-report', () => {
  it('lists the 404s, most visited first, each with an "Add a redirect" link that carries its path', async () => {
    const { env } = await renderAdmin(<NotFoundReport />, { page: 'NotFoundReport', route: '/not-found-report' });
    await resolve(env, 'NotFoundReportQuery', {
      Query: () => ({
        notFoundHits: [
          { path: '/old offer', count: 12, lastSeen: '2026-11-20T10:00:00Z' },
          { path: '/blog/2019', count: 3, lastSeen: '2026-11-21T10:00:00Z' },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Paths that answered 404' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('/old offer12'), expect.stringContaining('/blog/20193')]);
    expect(screen.getByRole('link', { name: 'Add a redirect for /old offer' })).toHaveAttribute('href', '/redirects?fromPath=%2Fold+offer');
  });
});

describe('/redirects', () => {
  const open = async (route: string) => {
    const { env } = await renderAdmin(<ContentPage page="RedirectsAdmin" />, { page: 'RedirectsAdmin', route: '/redirects', path: route });
    await resolve(env, 'contentRedirectsAdminQuery', { RedirectConnection: () => ({ totalCount: 0, edges: [] }) });
    return env;
  };

  it('a link from the 404 report fills the form; the rule is saved as Moved, same host', async () => {
    const env = await open('/redirects?fromPath=%2Fold+offer');
    const form = await screen.findByRole('form', { name: 'Add Redirect' });
    expect(within(form).getByLabelText('From')).toHaveValue('/old offer');
    expect(within(form).getByLabelText('Kind')).toHaveValue('Moved');
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '/pricing' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Redirect' }));
    const op = await pending(env, 'contentRedirectCreateMutation');
    expect(op.request.variables.input).toEqual({ fromPath: '/old offer', target: '/pricing', kind: 'Moved', allowExternal: 'No' });
    await resolve(env, 'contentRedirectCreateMutation');
    await expectToast('Redirect is Added');
  });

  it("shows the server's refusal of a chain, naming the rule in the way", async () => {
    const env = await open('/redirects');
    const form = await screen.findByRole('form', { name: 'Add Redirect' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '/promo' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '/old' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Redirect' }));
    const message = 'The target /old is itself redirected by the rule /old → /pricing (#7): point this rule at that rule\'s target, so visitors take one hop, not a chain.';
    await fail(env, 'contentRedirectCreateMutation', [{ message, extensions: { code: 'CONFLICT' } }]);
    await expectToast(message, 'error');
  });
});
