import { useEffect, useId } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { InvoicesQuery } from '../../__generated__/InvoicesQuery.graphql';
import type { InvoicesTable_query$key } from '../../__generated__/InvoicesTable_query.graphql';
import type { InvoicesTablePaginationQuery } from '../../__generated__/InvoicesTablePaginationQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { shortDate } from '../../admin/format';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { FIRST_INVOICE_YEAR, INVOICE_PAGE_SIZE, invoiceVariables } from '../../admin/invoicePages';
import { useReloadable } from '../../admin/useReloadable';
import { DownloadButton } from '../../components/DownloadButton';
import { formatMoney } from '../../components/money';
import { INVOICE_KIND } from '../../customer/InvoiceList';
import bar from '../../admin/FilterBar.module.css';

const query = graphql`
  query InvoicesQuery($count: Int!, $year: Int, $kind: InvoiceKind) @preloadable {
    ...InvoicesTable_query @arguments(first: $count, year: $year, kind: $kind)
  }
`;

const fragment = graphql`
  fragment InvoicesTable_query on Query
  @refetchable(queryName: "InvoicesTablePaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }, year: { type: "Int" }, kind: { type: "InvoiceKind" }) {
    invoices(first: $first, after: $after, year: $year, kind: $kind) @connection(key: "InvoicesTable_invoices") {
      totalCount
      edges {
        node {
          id
          number
          kind
          issuedAt
          buyerName
          buyerEmail
          total
          currency
          pdfUrl
          credits {
            number
          }
          order {
            id
          }
        }
      }
    }
  }
`;

/**
 * /admin/invoices (the sales area): every invoice and credit note, newest first, narrowed by
 * kind and year in the address, with each one's PDF and the accountant's CSV of the year.
 */
export default function Invoices() {
  const [loaded, reload, , loadWith] = useReloadable<InvoicesQuery>(query);
  const [search, setSearch] = useSearchParams();
  const id = useId();
  const wanted = invoiceVariables(search);
  // The route's loader runs on a new path only: a change of the filters asks here.
  const stale = wanted.kind !== (loaded.variables.kind ?? null) || wanted.year !== (loaded.variables.year ?? null);
  useEffect(() => {
    if (stale) loadWith({ ...loaded.variables, kind: wanted.kind, year: wanted.year });
  }, [stale, loadWith, loaded.variables, wanted.kind, wanted.year]);

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearch(next, { preventScrollReset: true });
  };
  const csv = new URLSearchParams();
  if (wanted.year) {
    csv.set('from', `${wanted.year}-01-01`);
    csv.set('to', `${wanted.year}-12-31`);
  }
  if (wanted.kind) csv.set('kind', wanted.kind);
  const years: number[] = [];
  for (let y = new Date().getUTCFullYear(); y >= FIRST_INVOICE_YEAR; y--) years.push(y);

  return (
    <AdminPage title="Invoices" onRetry={reload}>
      <p className="admin-muted">
        Every payment gets an invoice and every refund or chargeback a credit note, numbered without gaps per year. The CSV is for the accountant.
      </p>
      <form className={bar.bar} aria-label="Filter the invoices" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select id={`${id}-kind`} value={wanted.kind ?? ''} onChange={(e) => set('kind', e.target.value)}>
            <option value="">All</option>
            <option value="invoice">Invoices</option>
            <option value="credit_note">Credit notes</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-year`}>Year</label>
          <select id={`${id}-year`} value={wanted.year ?? ''} onChange={(e) => set('year', e.target.value)}>
            <option value="">All years</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className={bar.actions}>
          <DownloadButton url={`/api/export/invoices.csv${csv.size ? `?${csv}` : ''}`} fallbackName="invoices.csv">
            Export CSV
          </DownloadButton>
        </div>
      </form>
      <InvoicesScreen loaded={loaded} />
    </AdminPage>
  );
}

function InvoicesScreen({ loaded }: { loaded: PreloadedQuery<InvoicesQuery> }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<InvoicesTablePaginationQuery, InvoicesTable_query$key>(
    fragment,
    usePreloadedQuery<InvoicesQuery>(query, loaded),
  );
  return (
    <PagedTable
      connection={{ edges: nodesOf(data.invoices.edges), totalCount: data.invoices.totalCount, hasNext, isLoadingNext, loadNext }}
      pageSize={INVOICE_PAGE_SIZE}
      caption="Invoices and credit notes"
      columns={[
        { header: 'Number', cell: (i) => i.number },
        { header: 'Date', cell: (i) => shortDate(i.issuedAt) },
        { header: 'Kind', cell: (i) => `${INVOICE_KIND[i.kind] ?? i.kind}${i.credits ? ` for ${i.credits.number}` : ''}` },
        { header: 'Order', cell: (i) => <Link to={`/admin/payment-status/${i.order.id}`}>#{i.order.id}</Link> },
        { header: 'Customer', wide: true, cell: (i) => `${i.buyerName} (${i.buyerEmail})` },
        { header: 'Total', numeric: true, cell: (i) => `${formatMoney(i.total)} ${i.currency}` },
        {
          header: 'PDF',
          cell: (i) => (
            <DownloadButton url={i.pdfUrl} fallbackName={`${i.number}.pdf`} label={`Download PDF of ${i.number}`}>
              PDF
            </DownloadButton>
          ),
        },
      ]}
      empty="No invoices match."
    />
  );
}
