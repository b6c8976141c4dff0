/**
 * The invoices table's pages (/admin/invoices?kind=…&year=…&page=…): what the route's loader
 * asks for and the page shows. Apart from the page, so the route table does not load its code.
 */
import { parsePage } from '../components/pageNumber';

/** Twenty a page, as the audit log. */
export const INVOICE_PAGE_SIZE = 20;

/** The first year the shop issued invoices: the year filter offers it to this one. */
export const FIRST_INVOICE_YEAR = 2026;

/** The query's variables from the address: values it does not know are left out. */
export function invoiceVariables(search: URLSearchParams): { count: number; kind: 'invoice' | 'credit_note' | null; year: number | null } {
  const kind = search.get('kind');
  const year = Number(search.get('year'));
  return {
    count: INVOICE_PAGE_SIZE * parsePage(search.get('page')),
    kind: kind === 'invoice' || kind === 'credit_note' ? kind : null,
    year: Number.isInteger(year) && year >= FIRST_INVOICE_YEAR && year <= 9999 ? year : null,
  };
}
