import { graphql, useFragment } from 'react-relay/hooks';
import type { InvoiceList_invoices$key } from '../__generated__/InvoiceList_invoices.graphql';
import { shortDate } from '../admin/format';
import { DownloadButton } from '../components/DownloadButton';
import { formatMoney } from '../components/money';
import customer from './customer.module.css';

const fragment = graphql`
  fragment InvoiceList_invoices on Invoice @relay(plural: true) {
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
`;

/** What a document is, as the lists name it. */
export const INVOICE_KIND: Record<string, string> = { invoice: 'Invoice', credit_note: 'Credit note' };

/**
 * A customer's invoices and credit notes (docs/payments.md#invoices-and-credit-notes): number,
 * date, kind, total and the PDF, downloaded with their ID token.
 */
export function InvoiceList({ invoices, caption, empty }: { invoices: InvoiceList_invoices$key; caption: string; empty: string }) {
  const rows = useFragment(fragment, invoices);
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className={customer.tableWrap}>
      <table className={customer.ordersTable}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Date</th>
            <th scope="col">Document</th>
            <th scope="col">Total</th>
            <th scope="col">PDF</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((inv) => (
            <tr key={inv.id}>
              <td>{inv.number}</td>
              <td className={customer.colDate}>{shortDate(inv.issuedAt)}</td>
              <td>
                {INVOICE_KIND[inv.kind] ?? inv.kind}
                {inv.credits ? ` for ${inv.credits.number}` : ''}
              </td>
              <td>
                {formatMoney(inv.total)} {inv.currency}
              </td>
              <td>
                <DownloadButton url={inv.pdfUrl} fallbackName={`${inv.number}.pdf`} label={`Download PDF of ${inv.number}`}>
                  Download PDF
                </DownloadButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
