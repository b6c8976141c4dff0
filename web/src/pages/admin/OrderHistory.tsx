import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderHistory_order$key } from '../../__generated__/OrderHistory_order.graphql';
import { StatusBadge } from '../../admin/Badge';
import { DataTable } from '../../admin/DataTable';
import { formatMoney } from '../../components/money';
import { ORDER_CHANGE, PAYMENT_KIND } from '../../components/paymentKinds';
import { dateTime, shortDate } from '../../admin/format';
import { DownloadButton } from '../../components/DownloadButton';
import { INVOICE_KIND } from '../../customer/InvoiceList';

const fragment = graphql`
  fragment OrderHistory_order on Order {
    payments {
      id
      kind
      amount
      txnID
      createdAt
    }
    invoices {
      id
      number
      kind
      issuedAt
      total
      currency
      pdfUrl
      credits {
        number
      }
    }
    events(first: 50) {
      edges {
        node {
          id
          change
          from
          to
          actor
          reason
          amount
          createdAt
        }
      }
    }
  }
`;

/** An order's money as PayPal reported it (the ledger), its invoices, and every change of its statuses with who made it and why. */
export function OrderHistory({ order }: { order: OrderHistory_order$key }) {
  const o = useFragment(fragment, order);
  const events = (o.events.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <>
      <section className="admin-section" aria-labelledby="order-payments">
        <h2 id="order-payments">PayPal payments</h2>
        <DataTable
          caption="PayPal payments of this order"
          columns={[
            { header: 'When', cell: (p) => dateTime(p.createdAt) },
            { header: 'Kind', cell: (p) => PAYMENT_KIND[p.kind] ?? p.kind },
            { header: 'Amount', cell: (p) => formatMoney(p.amount), numeric: true },
            { header: 'Transaction ID', cell: (p) => <code>{p.txnID}</code> },
          ]}
          rows={o.payments ?? []}
          rowKey={(p) => p.id}
          empty="PayPal has reported no payment for this order."
        />
      </section>
      <section className="admin-section" aria-labelledby="order-invoices">
        <h2 id="order-invoices">Invoices</h2>
        <DataTable
          caption="Invoices and credit notes of this order"
          columns={[
            { header: 'Number', cell: (i) => i.number },
            { header: 'Date', cell: (i) => shortDate(i.issuedAt) },
            { header: 'Kind', cell: (i) => `${INVOICE_KIND[i.kind] ?? i.kind}${i.credits ? ` for ${i.credits.number}` : ''}` },
            { header: 'Total', cell: (i) => `${formatMoney(i.total)} ${i.currency}`, numeric: true },
            {
              header: 'PDF',
              cell: (i) => (
                <DownloadButton url={i.pdfUrl} fallbackName={`${i.number}.pdf`} label={`Download PDF of ${i.number}`}>
                  PDF
                </DownloadButton>
              ),
            },
          ]}
          rows={o.invoices ?? []}
          rowKey={(i) => i.id}
          empty="No invoice: one is issued with each payment PayPal reports."
        />
      </section>
      <section className="admin-section" aria-labelledby="order-history">
        <h2 id="order-history">History</h2>
        <DataTable
          caption="Status changes of this order"
          columns={[
            { header: 'When', cell: (e) => dateTime(e.createdAt) },
            { header: 'Change', cell: (e) => ORDER_CHANGE[e.change] ?? e.change },
            { header: 'From', cell: (e) => <StatusBadge status={e.from} /> },
            { header: 'To', cell: (e) => <StatusBadge status={e.to} /> },
            { header: 'Amount', cell: (e) => (e.amount ? formatMoney(e.amount) : ''), numeric: true },
            { header: 'Reason', wide: true, cell: (e) => e.reason },
            { header: 'By', cell: (e) => e.actor },
          ]}
          rows={events}
          rowKey={(e) => e.id}
          empty="No status changes yet."
        />
      </section>
    </>
  );
}
