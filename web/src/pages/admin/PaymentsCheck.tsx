import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PaymentsCheckQuery } from '../../__generated__/PaymentsCheckQuery.graphql';
import { useReloadable } from '../../admin/useReloadable';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { DataTable, type Column } from '../../admin/DataTable';
import { dateTime } from '../../admin/format';
import { orderColumns, paymentLink } from './orderColumns';

const query = graphql`
  query PaymentsCheckQuery @preloadable {
    paymentCheck {
      waitingNotices {
        id
        createdAt
        status
        txnID
        paymentStatus
        gross
        currency
        orderID
        attempts
        lastError
      }
      refusedNotices {
        id
        createdAt
        txnID
        paymentStatus
        gross
        currency
        orderID
        reason
      }
      paidWithoutPayment {
        id
        orderDateText
        customerName
        customerEmail
        packageName
        price
      }
    }
  }
`;

type Check = PaymentsCheckQuery['response']['paymentCheck'];
type Notice = Pick<Check['waitingNotices'][number], 'createdAt' | 'txnID' | 'paymentStatus' | 'gross' | 'currency' | 'orderID'>;

/**
 * A notice's order. IpnMessage.orderID is the order's database id, which is also its
 * Relay id and the {id} of /admin/payment-status/{id}.
 */
function OrderLink({ orderID }: { orderID: number | null | undefined }) {
  if (orderID == null) return <span className="admin-muted">None</span>;
  return (
    <Link to={`/admin/payment-status/${orderID}`} aria-label={`Order ${orderID}: payment status and history`}>
      Order {orderID}
    </Link>
  );
}

/** The columns every notice table has: when it came, what PayPal said, and its order. */
function noticeColumns<N extends Notice>(): Column<N>[] {
  return [
    { header: 'Received', cell: (n) => dateTime(n.createdAt) },
    { header: 'Transaction ID', cell: (n) => <code>{n.txnID || '—'}</code> },
    { header: 'payment_status', cell: (n) => n.paymentStatus },
    { header: 'Gross', cell: (n) => `${n.gross} ${n.currency}`.trim(), numeric: true },
    { header: 'Order', cell: (n) => <OrderLink orderID={n.orderID} /> },
  ];
}

/** /admin/payments: what about money needs an admin's look. */
export default function PaymentsCheck() {
  const [loaded, reload] = useReloadable<PaymentsCheckQuery>(query);
  return (
    <AdminPage onRetry={reload} title="Payments check">
      <p className="admin-muted">
        PayPal notices the site could not verify or apply, and orders marked Paid by hand. Open an order to correct its payment status with a
        reason.
      </p>
      <PaymentsCheckScreen loaded={loaded} />
    </AdminPage>
  );
}

function PaymentsCheckScreen({ loaded }: { loaded: PreloadedQuery<PaymentsCheckQuery> }) {
  const { paymentCheck: check } = usePreloadedQuery<PaymentsCheckQuery>(query, loaded);
  return (
    <>
      <section className="admin-section" aria-labelledby="check-waiting">
        <h2 id="check-waiting">Notices waiting or given up</h2>
        <p className="admin-muted">PayPal could not be asked to confirm these notices: they are retried for a day, then given up.</p>
        <DataTable
          caption="Notices waiting or given up"
          columns={[
            ...noticeColumns<Check['waitingNotices'][number]>(),
            { header: 'State', cell: (n) => <StatusBadge status={n.status} /> },
            { header: 'Attempts', cell: (n) => n.attempts, numeric: true },
            { header: 'Last error', wide: true, cell: (n) => <span className="admin-error-text">{n.lastError}</span> },
          ]}
          rows={check.waitingNotices}
          rowKey={(n) => n.id}
          empty="Nothing to check: every notice was verified."
        />
      </section>
      <section className="admin-section" aria-labelledby="check-refused">
        <h2 id="check-refused">Notices refused</h2>
        <p className="admin-muted">PayPal confirmed these notices, but they did not fit an order. Settle each one in PayPal.</p>
        <DataTable
          caption="Notices refused"
          columns={[
            ...noticeColumns<Check['refusedNotices'][number]>(),
            { header: 'Reason', wide: true, cell: (n) => n.reason },
          ]}
          rows={check.refusedNotices}
          rowKey={(n) => n.id}
          empty="Nothing to check: no notice was refused."
        />
      </section>
      <section className="admin-section" aria-labelledby="check-paid">
        <h2 id="check-paid">Paid without a PayPal payment</h2>
        <p className="admin-muted">These orders were marked Paid by hand. Check that the money arrived.</p>
        <DataTable
          caption="Orders Paid without a PayPal payment"
          columns={[
            ...orderColumns<Check['paidWithoutPayment'][number]>(),
            { header: 'Manage', cell: paymentLink },
          ]}
          rows={check.paidWithoutPayment}
          rowKey={(o) => o.id}
          empty="Nothing to check: every Paid order has a PayPal payment."
        />
      </section>
    </>
  );
}
