import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, fail, pending, pendingNames, renderAdmin, resolve, resolveData, user, type MockEnv } from '../../admin/test-helpers';
import Jobs from './Jobs';
import PaymentsCheck from './PaymentsCheck';
import PaymentStatusEdit from './PaymentStatusEdit';

const order = (extra: Record<string, unknown> = {}) => ({
  id: '100',
  orderDateText: '07/01/2026',
  customerName: 'Customer 0',
  customerEmail: 'c0@seo-agency.test',
  customerAddress: '1 Main St',
  customerCountry: 'US',
  packageName: 'Standard',
  price: '99.00',
  orderStatus: 'Pending',
  paymentStatus: 'UnPaid',
  amountRefunded: '0.00',
  paymentMoves: ['Paid', 'Cancelled'],
  payments: [],
  events: { edges: [] },
  ...extra,
});

describe('/admin/payment-status/{id}', () => {
  async function open(extra: Record<string, unknown> = {}) {
    const { env } = await renderAdmin(<PaymentStatusEdit />, { page: 'PaymentStatusEdit', route: '/admin/payment-status/:id', path: '/admin/payment-status/100' });
    await resolve(env, 'PaymentStatusEditQuery', { Order: () => order(extra) });
    await screen.findByRole('heading', { name: 'Order of 07/01/2026' });
    return env;
  }

  const moves = () => screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);

  async function review(move: string, reason: string) {
    await user.click(screen.getByRole('radio', { name: move }));
    if (reason) await user.type(screen.getByLabelText('Reason'), reason);
    await user.click(screen.getByRole('button', { name: 'Update Payment Status' }));
  }

  it('shows the order, the amount refunded, the PayPal payments and the history with each reason', async () => {
    await open({
      paymentStatus: 'Paid',
      amountRefunded: '20.00',
      paymentMoves: ['Refunded'],
      payments: [
        { id: 'p1', kind: 'payment', amount: '99.00', txnID: '9AB12345CD678901E', createdAt: '2026-07-01T10:00:00Z' },
        { id: 'p2', kind: 'refund', amount: '20.00', txnID: '1RE12345CD678901F', createdAt: '2026-07-03T10:00:00Z' },
      ],
      events: {
        edges: [
          { node: { id: 'e1', change: 'paymentStatus', from: 'UnPaid', to: 'Paid', actor: 'PayPal', reason: 'PayPal reported the payment', amount: '99.00', createdAt: '2026-07-01T10:00:00Z' } },
          { node: { id: 'e2', change: 'refund', from: 'Paid', to: 'Paid', actor: 'PayPal', reason: 'partial refund', amount: '20.00', createdAt: '2026-07-03T10:00:00Z' } },
        ],
      },
    });
    expect(screen.getByText('Amount Refunded').nextElementSibling).toHaveTextContent('$20.00');

    const ledger = screen.getByRole('table', { name: 'PayPal payments of this order' });
    const ledgerRows = within(ledger).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent));
    expect(ledgerRows).toEqual([
      ['Payment', '$99.00', '9AB12345CD678901E'],
      ['Refund', '$20.00', '1RE12345CD678901F'],
    ]);

    const history = screen.getByRole('table', { name: 'Status changes of this order' });
    expect(within(history).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Change', 'From', 'To', 'Amount', 'Reason', 'By']);
    const refund = within(history).getAllByRole('row')[2];
    expect(within(refund).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual(['Refund', 'Paid', 'Paid', '$20.00', 'partial refund', 'PayPal']);
  });

  it('leaves the amount refunded out while nothing was refunded', async () => {
    await open();
    expect(screen.queryByText('Amount Refunded')).not.toBeInTheDocument();
    expect(screen.getByText('PayPal has reported no payment for this order.')).toBeInTheDocument();
  });

  it('offers only the moves the server allows, not every status', async () => {
    await open({ paymentStatus: 'Pending', paymentMoves: ['Paid', 'UnPaid'] });
    expect(screen.getByRole('group', { name: 'Change the payment status from Pending to' })).toBeInTheDocument();
    expect(moves()).toEqual(['Paid', 'UnPaid']);
    // The only dropdown left is the order status's.
    expect(screen.getAllByRole('combobox').map((c) => c.getAttribute('name'))).toEqual(['orderStatus']);
  });

  it('says that no change is possible, and why, when the server offers no move', async () => {
    await open({ paymentStatus: 'Refunded', paymentMoves: [] });
    expect(
      screen.getByText('No change is possible from Refunded: PayPal reported the refund of this order, so only PayPal can change it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Payment Status' })).not.toBeInTheDocument();
  });

  it('requires a move and a reason before asking anything', async () => {
    const env = await open();
    await user.click(screen.getByRole('button', { name: 'Update Payment Status' }));
    expect(screen.getByText('Choose the new payment status.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paid' })).toHaveFocus();

    await review('Paid', '');
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining("Say why the payment status changes: the reason is kept in the order's history."));
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '500');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pendingNames(env)).not.toContain('PaymentStatusEditMutation');
  });

  it('asks in a dialog naming the move, with the reason; Confirm sends the status and the reason', async () => {
    const env = await open();
    await review('Paid', '  Paid by bank transfer on 07/04  ');
    const dialog = screen.getByRole('dialog', { name: 'Change payment status from UnPaid to Paid?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Paid by bank transfer on 07/04')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(pendingNames(env)).not.toContain('PaymentStatusEditMutation');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const m = await pending(env, 'PaymentStatusEditMutation');
    expect(m.request.variables).toEqual({ id: '100', status: 'Paid', reason: 'Paid by bank transfer on 07/04' });
    await resolve(env, 'PaymentStatusEditMutation', { Order: () => ({ id: '100', paymentStatus: 'Paid', paymentMoves: ['UnPaid', 'Refunded'] }) });
    await expectToast('Payment status is updated');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The form now offers the moves from Paid.
    expect(moves()).toEqual(['UnPaid', 'Refunded']);
  });

  it('sends nothing when the dialog is cancelled, with its button or Escape, and gives the focus back', async () => {
    const env = await open();
    await review('Cancelled', 'The customer asked by phone');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Payment Status' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Update Payment Status' }));
    expect(screen.getByRole('dialog', { name: 'Change payment status from UnPaid to Cancelled?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pendingNames(env)).not.toContain('PaymentStatusEditMutation');
  });

  it("shows the server's refusals: a reason at the field, an illegal move as a toast", async () => {
    const env = await open();
    await review('Paid', 'x');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await fail(env, 'PaymentStatusEditMutation', [
      { message: 'The reason must be at most 500 characters, without control characters.', extensions: { code: 'VALIDATION', fields: { reason: 'format' } } },
    ]);
    await expectToast('The reason must be at most 500 characters, without control characters.', 'error');
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Update Payment Status' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await fail(env, 'PaymentStatusEditMutation', [
      { message: 'The order changed meanwhile: reload it and try again.', extensions: { code: 'CONFLICT' } },
    ]);
    await expectToast('The order changed meanwhile: reload it and try again.', 'error');
    expect(screen.queryByText('Payment status is updated')).not.toBeInTheDocument();
  });
});

const notice = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  createdAt: '2026-07-01T10:00:00Z',
  status: 'received',
  verification: 'pending',
  reason: '',
  txnID: `TXN-${id}`,
  parentTxnID: '',
  paymentStatus: 'Completed',
  gross: '99.00',
  currency: 'USD',
  receiver: 'shop@seo-agency.test',
  orderID: 4294967301,
  attempts: 3,
  lastError: 'PayPal could not be reached',
  processedAt: null,
  ...extra,
});

describe('/admin/payments', () => {
  it('lists notices waiting, notices refused (with the reason) and orders Paid without a PayPal payment, each linked to its order', async () => {
    const { env } = await renderAdmin(<PaymentsCheck />, { page: 'PaymentsCheck', route: '/admin/payments' });
    await resolveData(env, 'PaymentsCheckQuery', {
      paymentCheck: {
        waitingNotices: [notice('n1')],
        refusedNotices: [notice('n2', { status: 'refused', reason: 'mc_gross "9.00" is not the price 99.00', gross: '9.00', orderID: null })],
        paidWithoutPayment: [
          { id: '4294967302', orderDateText: '07/02/2026', customerName: 'Hand Marked', customerEmail: 'h@x.test', packageName: 'Basic', price: '49.00' },
        ],
      },
    });
    const waiting = await screen.findByRole('table', { name: 'Notices waiting or given up' });
    const w = within(waiting).getAllByRole('row')[1];
    expect(within(w).getByText('TXN-n1')).toBeInTheDocument();
    expect(within(w).getByText('Completed')).toBeInTheDocument();
    expect(within(w).getByText('99.00 USD')).toBeInTheDocument();
    expect(within(w).getByText('PayPal could not be reached')).toBeInTheDocument();
    expect(within(w).getByRole('link', { name: 'Order 4294967301: payment status and history' })).toHaveAttribute('href', '/admin/payment-status/4294967301');

    const refused = screen.getByRole('table', { name: 'Notices refused' });
    expect(within(refused).getByText('mc_gross "9.00" is not the price 99.00')).toBeInTheDocument();
    expect(within(refused).queryByRole('link')).not.toBeInTheDocument();
    expect(within(refused).getByText('None')).toBeInTheDocument();

    const paid = screen.getByRole('table', { name: 'Orders Paid without a PayPal payment' });
    expect(within(paid).getByText('Hand Marked')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: "Payment status of Hand Marked's order of 07/02/2026" })).toHaveAttribute(
      'href',
      '/admin/payment-status/4294967302',
    );
  });

  it('says there is nothing to check when every list is empty', async () => {
    const { env } = await renderAdmin(<PaymentsCheck />, { page: 'PaymentsCheck', route: '/admin/payments' });
    await resolveData(env, 'PaymentsCheckQuery', { paymentCheck: { waitingNotices: [], refusedNotices: [], paidWithoutPayment: [] } });
    expect(await screen.findByText('Nothing to check: every notice was verified.')).toBeInTheDocument();
    expect(screen.getByText('Nothing to check: no notice was refused.')).toBeInTheDocument();
    expect(screen.getByText('Nothing to check: every Paid order has a PayPal payment.')).toBeInTheDocument();
  });
});

const job = (id: string, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'paypal_notice',
  state,
  attempt: 3,
  maxAttempts: 25,
  createdAt: '2026-07-01T10:00:00Z',
  scheduledAt: '2026-07-01T11:00:00Z',
  lastError: state === 'completed' ? '' : 'dial tcp: connection refused',
  ...extra,
});

describe('/admin/queue', () => {
  async function open(path = '/admin/queue') {
    const r = await renderAdmin(<Jobs />, { page: 'Jobs', route: '/admin/queue', path });
    return r;
  }
  const answer = (env: MockEnv, jobs: object[], endCursor: string | null = null) =>
    resolveData(env, 'JobsQuery', { jobs: { endCursor, jobs } });
  // "Page n" follows the address at once; the table is busy, and its buttons off, until the
  // page's answer is shown (a busy machine shows it later than the answer comes).
  const shown = (table: string) => waitFor(() => expect(screen.getByRole('region', { name: table })).not.toHaveAttribute('aria-busy'));

  it('shows the waiting jobs first, and each filter asks for its states', async () => {
    const { env, router } = await open();
    const first = await pending(env, 'JobsQuery');
    expect(first.request.variables).toEqual({ states: ['available', 'scheduled', 'pending'], first: 20, after: null });
    await answer(env, [job('1', 'scheduled', { lastError: '' })]);
    const table = await screen.findByRole('table', { name: 'Waiting jobs' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['paypal_notice', 'scheduled', '3/25']);
    expect(within(table).queryByRole('button', { name: /Retry now/ })).not.toBeInTheDocument();

    const filters = screen.getByRole('navigation', { name: 'Job states' });
    expect(within(filters).getAllByRole('link').map((a) => a.textContent)).toEqual(['Waiting', 'Running', 'Retrying', 'Failed', 'Done']);
    expect(within(filters).getByRole('link', { name: 'Waiting' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(filters).getByRole('link', { name: 'Failed' }));
    expect(router.state.location.search).toBe('?show=failed');
    expect((await pending(env, 'JobsQuery', (v) => String(v.states) === 'discarded')).request.variables).toEqual({
      states: ['discarded'],
      first: 20,
      after: null,
    });
  });

  it('retries a failed job with "Retry now": a toast, and the list asked again', async () => {
    const { env } = await open('/admin/queue?show=retrying');
    await answer(env, [job('7', 'retryable'), job('8', 'retryable', { kind: 'mail' })]);
    await screen.findByRole('table', { name: 'Retrying jobs' });
    await user.click(screen.getByRole('button', { name: 'Retry now job 7 (paypal_notice)' }));
    const m = await pending(env, 'JobsRetryMutation');
    expect(m.request.variables).toEqual({ id: '7' });
    await resolveData(env, 'JobsRetryMutation', { retryJob: { id: '7', kind: 'paypal_notice', state: 'available', attempt: 3, scheduledAt: '2026-07-01T12:00:00Z', lastError: '' } });
    await expectToast('Job 7 (paypal_notice) will run again now.');
    expect((await pending(env, 'JobsQuery')).request.variables).toMatchObject({ states: ['retryable'] });
  });

  it("shows the server's refusal of a retry as an error toast", async () => {
    const { env } = await open('/admin/queue?show=failed');
    await answer(env, [job('9', 'discarded')]);
    await user.click(await screen.findByRole('button', { name: 'Retry now job 9 (paypal_notice)' }));
    await fail(env, 'JobsRetryMutation', [{ message: 'Job 9 is running: only a failed or retrying job can be retried.', extensions: { code: 'CONFLICT' } }]);
    await expectToast('Job 9 is running: only a failed or retrying job can be retried.', 'error');
  });

  it('pages on with the end cursor, and says when there are no jobs', async () => {
    const { env, router } = await open('/admin/queue?show=done');
    await answer(env, [job('3', 'completed')], 'cursor-3');
    const pager = await screen.findByRole('navigation', { name: 'Pages of done jobs' });
    expect(pager).toHaveTextContent('Page 1');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?show=done&page=2&after=cursor-3');
    const next = await pending(env, 'JobsQuery', (v) => v.after === 'cursor-3');
    expect(next.request.variables).toEqual({ states: ['completed'], first: 20, after: 'cursor-3' });
    await act(async () => {
      env.mock.resolve(next, { data: { jobs: { endCursor: null, jobs: [] } } } as never);
    });
    expect(await screen.findByText('No done jobs.')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pager).toHaveTextContent('Page 2');
  });

  it('keeps the page in the address: opened there (a reload), it asks for that page; Previous and Back go to the page before', async () => {
    const { env, router } = await open('/admin/queue?show=done&page=2&after=cursor-3');
    expect((await pending(env, 'JobsQuery')).request.variables).toEqual({ states: ['completed'], first: 20, after: 'cursor-3' });
    await answer(env, [job('2', 'completed')], 'cursor-2');
    const pager = await screen.findByRole('navigation', { name: 'Pages of done jobs' });
    expect(pager).toHaveTextContent('Page 2');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?show=done&page=3&after=cursor-2');
    await answer(env, [job('1', 'completed')], null);
    await shown('Done jobs');
    expect(pager).toHaveTextContent('Page 3');

    // The page before is the one it came from, with its own cursor.
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?show=done&page=2&after=cursor-3');
    expect((await pending(env, 'JobsQuery', (v) => v.after === 'cursor-3')).request.variables).toMatchObject({ after: 'cursor-3' });
    await answer(env, [job('2', 'completed')], 'cursor-2');
    await shown('Done jobs');
    expect(pager).toHaveTextContent('Page 2');

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?show=done');
    expect((await pending(env, 'JobsQuery', (v) => v.after === null)).request.variables).toEqual({ states: ['completed'], first: 20, after: null });
    await answer(env, [job('3', 'completed')], 'cursor-3');
    await shown('Done jobs');
    expect(pager).toHaveTextContent('Page 1');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?show=done&page=2&after=cursor-3'));
    expect(await within(pager).findByText('Page 2')).toBeInTheDocument();
  });

  it('a later page opened afresh from a link has no way back recorded: Previous goes to the first page', async () => {
    const { env, router } = await open('/admin/queue?show=failed&page=4&after=cursor-9');
    await answer(env, [job('5', 'discarded')], null);
    const pager = await screen.findByRole('navigation', { name: 'Pages of failed jobs' });
    expect(pager).toHaveTextContent('Page 4');
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?show=failed');
  });
});
