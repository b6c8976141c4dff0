import { parsePage } from '../components/pageNumber';

/** My Orders shows five orders a page (specification, section 9). */
export const PAGE_SIZE = 5;

/** My Orders' first request: every order up to the page in the address (?page=3: fifteen). */
export const ordersUpToPage = (_params: unknown, search: URLSearchParams) => ({ count: PAGE_SIZE * parsePage(search.get('page')), pending: false });

/** Pending Orders' first request: the same, of the orders waiting for payment. */
export const pendingUpToPage = (params: unknown, search: URLSearchParams) => ({ ...ordersUpToPage(params, search), pending: true });
