/**
 * The filters of the admin's tables of orders, messages and subscribers, kept in the address
 * (?q=&payment=&status=&from=&to=&sort=): the same parameters as the CSV export
 * (GET /api/export/{table}.csv) and the server's package adminlists, which checks them.
 */

import {
  AuditActionValues,
  adminMessagesSortValues,
  adminOrdersSortValues,
  adminSubscribersSortValues,
  MessageStatusValues,
  OrderFilterMax,
  OrderStatusValues,
  PaymentStatusValues,
  SubscriberStatusValues,
} from '../schema.generated';

export interface Choice {
  value: string;
  label: string;
}

export interface TableFilters {
  /** The export's file: /api/export/{table}.csv. */
  table: 'orders' | 'messages' | 'subscribers' | 'audit';
  /** What the search box searches, for its hint. */
  searchHint: string;
  /** The status selects: the URL parameter and its values. */
  statuses: { param: 'payment' | 'status' | 'action'; label: string; choices: Choice[] }[];
  sorts: Choice[];
  /** The page numbers of the table(s): a new filter starts them at page 1. */
  pageParams: string[];
}

type SortValue = (typeof adminOrdersSortValues)[number];
const SORT_LABELS: Record<SortValue, string> = {
  '-date': 'Newest first',
  date: 'Oldest first',
  '-amount': 'Largest amount first',
  amount: 'Smallest amount first',
};
/** The sorts the table's query allows (schema.graphql's @allowed), in its order. */
const sortsOf = (values: readonly SortValue[]): Choice[] => values.map((value) => ({ value, label: SORT_LABELS[value] }));

/** An enum's values as choices, labelled as they are but where `labels` words one. */
const choicesOf = (values: readonly string[], labels: Record<string, string> = {}): Choice[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

export const ORDER_FILTERS: TableFilters = {
  table: 'orders',
  searchHint: "Customer's name or e-mail, or package",
  statuses: [
    { param: 'payment', label: 'Payment status', choices: choicesOf(PaymentStatusValues) },
    { param: 'status', label: 'Order status', choices: choicesOf(OrderStatusValues) },
  ],
  sorts: sortsOf(adminOrdersSortValues),
  pageParams: ['page'],
};

export const MESSAGE_FILTERS: TableFilters = {
  table: 'messages',
  searchHint: "Sender's name or e-mail, or subject",
  statuses: [{ param: 'status', label: 'Status', choices: choicesOf(MessageStatusValues, { UnRead: 'Unread' }) }],
  sorts: sortsOf(adminMessagesSortValues),
  pageParams: ['unread', 'read'],
};

export const SUBSCRIBER_FILTERS: TableFilters = {
  table: 'subscribers',
  searchHint: 'E-mail',
  statuses: [{ param: 'status', label: 'Status', choices: choicesOf(SubscriberStatusValues) }],
  sorts: sortsOf(adminSubscribersSortValues),
  pageParams: ['page'],
};

/** The audit log (the Owner's, /admin/audit): newest first, no other sort. */
export const AUDIT_FILTERS: TableFilters = {
  table: 'audit',
  searchHint: "Actor's e-mail, what was acted on, summary or address",
  statuses: [{ param: 'action', label: 'Action', choices: choicesOf(AuditActionValues, { sign_in: 'sign-in', second_factor: 'second factor' }) }],
  sorts: [{ value: '-date', label: 'Newest first' }],
  pageParams: ['page'],
};

const FILTER_PARAMS = ['q', 'payment', 'status', 'action', 'from', 'to', 'sort'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The server's bound on the search text (the same for every table). */
export const MAX_Q = OrderFilterMax.q;

/**
 * The filter the address asks for, as GraphQL variables: values the table does not know
 * (a hand-edited link) are left out rather than sent to be refused.
 */
export function filterOf(spec: TableFilters, search: URLSearchParams): { filter: Record<string, string>; sort: string | null } {
  const filter: Record<string, string> = {};
  const q = search.get('q')?.trim().slice(0, MAX_Q);
  if (q) filter.q = q;
  for (const s of spec.statuses) {
    const v = search.get(s.param);
    if (v && s.choices.some((c) => c.value === v)) filter[s.param] = v;
  }
  for (const d of ['from', 'to'] as const) {
    const v = search.get(d);
    if (v && DAY.test(v)) filter[d] = v;
  }
  const sort = search.get('sort');
  return { filter, sort: sort && spec.sorts.some((c) => c.value === sort) ? sort : null };
}

/** Whether the address filters the table (then an empty table says "nothing matches"). */
export const isFiltered = (spec: TableFilters, search: URLSearchParams) => Object.keys(filterOf(spec, search).filter).length > 0;

/** The export's address for the filter in the address. */
export function exportURL(spec: TableFilters, search: URLSearchParams): string {
  const { filter, sort } = filterOf(spec, search);
  const params = new URLSearchParams(filter);
  if (sort) params.set('sort', sort);
  const qs = params.toString();
  return `/api/export/${spec.table}.csv${qs ? `?${qs}` : ''}`;
}

/** The address's search with the filter parameters changed (an empty value removes one), the table(s) back at page 1. */
export function withFilter(spec: TableFilters, search: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  spec.pageParams.forEach((p) => next.delete(p));
  return next;
}

/** The address's search without any filter (the pages back at 1). */
export function withoutFilters(spec: TableFilters, search: URLSearchParams): URLSearchParams {
  return withFilter(spec, search, Object.fromEntries(FILTER_PARAMS.map((p) => [p, ''])));
}

/** A stable key of the filter: the table loads afresh when it changes. */
export const filterKey = (v: { filter: Record<string, string>; sort: string | null }) => JSON.stringify([Object.entries(v.filter).sort(), v.sort]);

/** The variables of the orders' and subscribers' queries (TotalOrdersQuery, SubscribersQuery). */
export const listVariables = ({ filter, sort }: ReturnType<typeof filterOf>) => ({ filter, sort });

/** The variables of MessagesQuery: the search and dates apply to both tables, each of its status. */
export const messagesVariables = ({ filter, sort }: ReturnType<typeof filterOf>) => ({
  unread: { ...filter, status: 'UnRead' as const },
  read: { ...filter, status: 'Read' as const },
  sort,
});
