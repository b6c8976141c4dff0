import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { alice, makeAuth, renderAt } from '../../test/utils';
import Dashboard from './Dashboard';

function open() {
  const env = createMockEnvironment();
  const auth = makeAuth(alice);
  const utils = renderAt(<Dashboard />, { page: 'Dashboard', path: '/dashboard', environment: env, store: auth.store });
  return { env, ...auth, ...utils };
}

const invoice = (id: string, number: string, kind: string, total: string, credits: string | null = null) => ({
  __typename: 'Invoice',
  id,
  number,
  kind,
  issuedAt: '2026-11-20T10:00:00Z',
  total,
  currency: 'USD',
  pdfUrl: `/api/invoices/${number}.pdf`,
  credits: credits ? { __typename: 'Invoice', id: `${id}c`, number: credits } : null,
});

async function answer(env: ReturnType<typeof createMockEnvironment>, totalSpent: string, totalCount: number, invoices: ReturnType<typeof invoice>[] = []) {
  const op = env.mock.getAllOperations().find((o) => o.request.node.params.name === 'DashboardQuery');
  if (!op) throw new Error('no DashboardQuery');
  await act(async () =>
    env.mock.resolve(op, {
      data: { viewer: { email: 'alice@example.com', totalSpent }, orders: { totalCount }, invoices: { totalCount: invoices.length, edges: invoices.map((node) => ({ node })) } },
    }),
  );
}

describe('Dashboard', () => {
  it('has cards to /my-order, / (total spent from the server) and /support', async () => {
    const { env } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await answer(env, '148.00', 3);
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/my-order', '/', '/support']);
    expect(cards[0]).toHaveTextContent('My Orders');
    expect(cards[0]).toHaveTextContent('3 orders');
    expect(cards[1]).toHaveTextContent('Total Spent');
    expect(screen.getByTestId('total-spent')).toHaveTextContent('$148.00');
    expect(cards[2]).toHaveTextContent('Support');
  });

  it("lists the customer's invoices and credit notes and downloads a PDF with their token", async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.3', { headers: { 'Content-Disposition': 'attachment; filename="2026-000002.pdf"' } }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const { env, store } = open();
    await store.ensureLoaded();
    await answer(env, '148.00', 1, [invoice('2', '2026-000002', 'credit_note', '-50.00', '2026-000001'), invoice('1', '2026-000001', 'invoice', '199.00')]);
    const table = screen.getByRole('table', { name: 'Your invoices and credit notes, newest first' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'NumberDateDocumentTotalPDF',
      '2026-00000211/20/2026Credit note for 2026-000001$-50.00 USDDownload PDF',
      '2026-00000111/20/2026Invoice$199.00 USDDownload PDF',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF of 2026-000002' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/invoices/2026-000002.pdf', expect.objectContaining({ headers: { Authorization: 'Bearer token-alice' } }));
    vi.unstubAllGlobals();
  });

  it('says when there is no invoice yet', async () => {
    const { env } = open();
    await answer(env, '0.00', 0);
    expect(screen.getByRole('heading', { name: 'My invoices' })).toBeInTheDocument();
    expect(screen.getByText('No invoices yet: one is issued with each payment.')).toBeInTheDocument();
  });

  it('signs out and goes home', async () => {
    const user = userEvent.setup();
    const { env, client, store, router } = open();
    await store.ensureLoaded();
    await answer(env, '0.00', 0);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(client.signOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().status).toBe('signedOut');
  });
});
