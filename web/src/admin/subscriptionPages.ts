/**
 * The subscriptions table's pages (/admin/subscriptions?status=…&page=…): what the route's
 * loader asks for and the page shows. Apart from the page, so the route table does not load its code.
 */
import { parsePage } from '../components/pageNumber';

/** Twenty a page, as the invoices. */
export const SUBSCRIPTION_PAGE_SIZE = 20;

/** A subscription's states, in the words of the admin's table. */
export const SUBSCRIPTION_STATES: Record<string, string> = { active: 'Active', past_due: 'Past due', cancelled: 'Cancelled', ended: 'Ended' };

type State = 'active' | 'past_due' | 'cancelled' | 'ended';

/** The query's variables from the address: a state it does not know is left out. */
export function subscriptionVariables(search: URLSearchParams): { count: number; status: State | null } {
  const status = search.get('status') ?? '';
  return {
    count: SUBSCRIPTION_PAGE_SIZE * parsePage(search.get('page')),
    status: status in SUBSCRIPTION_STATES ? (status as State) : null,
  };
}
