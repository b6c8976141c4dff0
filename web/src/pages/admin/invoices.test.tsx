import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pending, renderAdmin, resolve, resolveData } from '../../admin/test-helpers';
import AdminHome from './AdminHome';
import Invoices from './Invoices';

const invoice = (i: number, kind = 'invoice') => ({
  id: `inv${i}`,
  number: `2026-00000${i}`,
  kind,
  issuedAt: '2026-11-20T10:00:00Z',
  buyerName: 'Carol',
  buyerEmail: 'carol@example.com',
  total: kind === 'invoice' ? '199.00' : '-199.00',
  currency: 'USD',
  pdfUrl: `/api/invoices/2026-00000${i}.pdf`,
  credits: kind === 'invoice' ? null : { id: 'inv1', number: '2026-000001' },
  order: { id: '77' },
});

afterEach(() => vi.unstubAllGlobals());

describe('/admin/invoices', () => {
  it('lists every invoice and credit note, newest first, with its order and PDF', async () => {
    const { env } = await renderAdmin(<Invoices />, { route: '/admin/invoices', page: 'Invoices' });
    const op = await pending(env, 'InvoicesQuery');
    expect(op.request.variables).toEqual({ count: 20, kind: null, year: null });
    await resolveData(env, 'InvoicesQuery', {
      invoices: { totalCount: 2, pageInfo: { hasNextPage: false, endCursor: null }, edges: [invoice(2, 'credit_note'), invoice(1)].map((node, i) => ({ cursor: `c${i}`, node: { __typename: 'Invoice', ...node } })) },
    });
    const table = await screen.findByRole('table', { name: 'Invoices and credit notes' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows.slice(1)).toEqual([
      '2026-00000211/20/2026Credit note for 2026-000001#77Carol (carol@example.com)$-199.00 USDPDF',
      '2026-00000111/20/2026Invoice#77Carol (carol@example.com)$199.00 USDPDF',
    ]);
    expect(within(table).getAllByRole('link', { name: '#77' })[0]).toHaveAttribute('href', '/admin/payment-status/77');
    expect(screen.getByRole('button', { name: 'Download PDF of 2026-000001' })).toBeInTheDocument();
  }, 20_000);

  it('narrows by kind and year in the address, and exports that year as CSV', async () => {
    const fetchMock = vi.fn(async () => new Response('number\n', { headers: { 'Content-Disposition': 'attachment; filename="invoices.csv"' } }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const { env, router } = await renderAdmin(<Invoices />, { route: '/admin/invoices', path: '/admin/invoices?kind=credit_note&year=2026', page: 'Invoices' });
    expect((await pending(env, 'InvoicesQuery')).request.variables).toEqual({ count: 20, kind: 'credit_note', year: 2026 });
    await resolve(env, 'InvoicesQuery', { InvoiceConnection: () => ({ totalCount: 0, edges: [] }) });
    expect(await screen.findByText('No invoices match.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/export/invoices.csv?from=2026-01-01&to=2026-12-31&kind=credit_note', expect.objectContaining({ headers: { Authorization: 'Bearer token-alice' } }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'invoice');
    expect(router.state.location.search).toBe('?kind=invoice&year=2026');
    expect((await pending(env, 'InvoicesQuery', (v) => v.kind === 'invoice')).request.variables).toEqual({ count: 20, kind: 'invoice', year: 2026 });
  }, 20_000);

  it('is in the navigation of the roles that read sales, and of no other', async () => {
    for (const [role, shown] of [
      ['Support', true],
      ['Editor', false],
    ] as const) {
      const { unmount } = await renderAdmin(<AdminHome />, { route: '/admin', page: 'AdminHome', role });
      const nav = await screen.findByRole('navigation', { name: 'Admin' });
      if (shown) expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/admin/invoices');
      else expect(within(nav).queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
      unmount();
    }
  }, 20_000);
});
