/**
 * Every page as its own lazily loaded chunk (React.lazy): a visitor's browser never downloads
 * customer or admin code. Keys are the `page` names of web/routes.json.
 *
 * A page with data names its query here by its `$parameters` artifact (a `@preloadable`
 * query: a few bytes, without the page's code), so the route's loader starts the request
 * while the page's chunk downloads; the page reads it with usePageQuery (relay/usePageQuery).
 */
import { createElement, lazy, type ComponentType } from 'react';
import type { Params } from 'react-router';
import type { PreloadableConcreteRequest, Variables } from 'relay-runtime';
import ContactQuery from '../__generated__/ContactQuery$parameters';
import MessagesQuery from '../__generated__/MessagesQuery$parameters';
import AdminHomeQuery from '../__generated__/AdminHomeQuery$parameters';
import NotFoundReportQuery from '../__generated__/NotFoundReportQuery$parameters';
import SeoReportQuery from '../__generated__/SeoReportQuery$parameters';
import SeoAdminQuery from '../__generated__/SeoAdminQuery$parameters';
import SeoEditQuery from '../__generated__/SeoEditQuery$parameters';
import WebVitalsQuery from '../__generated__/WebVitalsQuery$parameters';
import SubscribersQuery from '../__generated__/SubscribersQuery$parameters';
import TotalOrdersQuery from '../__generated__/TotalOrdersQuery$parameters';
import AddItemQuery from '../__generated__/AddItemQuery$parameters';
import AddUserQuery from '../__generated__/AddUserQuery$parameters';
import AdminUserEditQuery from '../__generated__/AdminUserEditQuery$parameters';
import MessageViewQuery from '../__generated__/MessageViewQuery$parameters';
import PaymentStatusEditQuery from '../__generated__/PaymentStatusEditQuery$parameters';
import PaymentsCheckQuery from '../__generated__/PaymentsCheckQuery$parameters';
import JobsQuery from '../__generated__/JobsQuery$parameters';
import MediaLibraryQuery from '../__generated__/MediaLibraryQuery$parameters';
import TrashQuery from '../__generated__/TrashQuery$parameters';
import ApiKeysQuery from '../__generated__/ApiKeysQuery$parameters';
import MenusAdminQuery from '../__generated__/MenusAdminQuery$parameters';
import CouponsQuery from '../__generated__/CouponsQuery$parameters';
import WebhooksQuery from '../__generated__/WebhooksQuery$parameters';
import HistoryQuery from '../__generated__/HistoryQuery$parameters';
import AdminUsersQuery from '../__generated__/AdminUsersQuery$parameters';
import AuditLogQuery from '../__generated__/AuditLogQuery$parameters';
import BackupsQuery from '../__generated__/BackupsQuery$parameters';
import ArchivedOrdersQuery from '../__generated__/ArchivedOrdersQuery$parameters';
import InvoicesQuery from '../__generated__/InvoicesQuery$parameters';
import SubscriptionsQuery from '../__generated__/SubscriptionsQuery$parameters';
import PostsAdminQuery from '../__generated__/PostsAdminQuery$parameters';
import PostEditQuery from '../__generated__/PostEditQuery$parameters';
import { contentPageNames, editPageNames } from '../admin/content.pages.generated';
import { jobFilterOf, jobsPageOf, jobsVariables } from '../admin/jobFilters';
import { webhooksVariables } from '../admin/webhookPages';
import { AUDIT_FILTERS, filterOf, listVariables, MESSAGE_FILTERS, messagesVariables, ORDER_FILTERS, SUBSCRIBER_FILTERS } from '../admin/tableFilters';
import DashboardQuery from '../__generated__/DashboardQuery$parameters';
import HomeQuery from '../__generated__/HomeQuery$parameters';
import OrderNowQuery from '../__generated__/OrderNowQuery$parameters';
import OrdersTableQuery from '../__generated__/OrdersTableQuery$parameters';
import PayNowQuery from '../__generated__/PayNowQuery$parameters';
import OrderDetailQuery from '../__generated__/OrderDetailQuery$parameters';
import PricingQuery from '../__generated__/PricingQuery$parameters';
import ReceivedPaymentQuery from '../__generated__/ReceivedPaymentQuery$parameters';
import ServicesQuery from '../__generated__/ServicesQuery$parameters';
import BlogQuery from '../__generated__/BlogQuery$parameters';
import PostQuery from '../__generated__/PostQuery$parameters';
import { blogVariables, postVariables } from '../blog/format';
import SupportQuery from '../__generated__/SupportQuery$parameters';
import { ordersUpToPage, pendingUpToPage } from '../customer/orderPages';
import { parsePage } from '../components/pageNumber';
import { mediaVariables } from '../admin/mediaPages';
import { invoiceVariables } from '../admin/invoicePages';
import { subscriptionVariables } from '../admin/subscriptionPages';
import { postStatusOf } from './admin/postFilter';
import type { LoadOptions } from '../relay/preloader';

/** The query a page's route loads before the page renders. */
export interface PageQuery {
  /** Or, for pages a visitor never opens, a function that loads it once: it stays out of a first visit's code. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's parameters
  request: PreloadableConcreteRequest<any> | (() => PreloadableConcreteRequest<any> | Promise<PreloadableConcreteRequest<any>>);
  /** From the route's params and search; none when omitted. */
  variables?: (params: Params, search: URLSearchParams) => Variables;
  /** For signed-in pages (public pages always use store-or-network, without a token); store-and-network when omitted. */
  fetchPolicy?: LoadOptions['fetchPolicy'];
}

/** A lazily loaded page that can also be loaded ahead of rendering (preload). */
export interface Page {
  (props: object): React.ReactElement;
  /** Loads the page's chunk (once); once it resolves the page renders without suspending. */
  preload(): Promise<void>;
  query?: PageQuery;
}

function page(load: () => Promise<{ default: ComponentType }>, query?: PageQuery): Page {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const Lazy = lazy(load);
  const render = (props: object) => createElement(loaded ?? Lazy, props);
  return Object.assign(render, {
    preload: () =>
      (loading ??= load().then(
        (m) => {
          loaded = m.default;
        },
        (err: unknown) => {
          loading = undefined; // a failed download is tried again on the next visit
          throw err;
        },
      )),
    query,
  });
}

const byId = (params: Params) => ({ id: params.id ?? '' });
/** Admin tables of ten a page: the route asks for every row up to the page in the address (?page=3: thirty). */
const upToPage = (_params: Params, search: URLSearchParams) => ({ count: 10 * parsePage(search.get('page')) });

function mapPages<K extends string>(names: readonly K[], make: (name: K) => Page): Record<K, Page> {
  return Object.fromEntries(names.map((name) => [name, make(name)])) as Record<K, Page>;
}

type ContentQueries = typeof import('../admin/content.queries.generated');
let contentQueries: ContentQueries | undefined;
/** Loads the content admin's query parameters; once loaded, its loaders are synchronous again. */
export const loadContentQueries = (): Promise<ContentQueries> =>
  import('../admin/content.queries.generated').then((m) => (contentQueries = m));
const contentQuery = <T>(pick: (m: ContentQueries) => T): T | Promise<T> => (contentQueries ? pick(contentQueries) : loadContentQueries().then(pick));

/** The content admin's pages (admin/content.ts describes them): one page renders every list, one every editor. */
const contentPages = mapPages(contentPageNames, (name) =>
  page(() => import('../admin/screens').then((m) => ({ default: m.CONTENT_PAGES[name] })), {
    request: () => contentQuery((m) => m.contentPageRequests[name]),
    fetchPolicy: 'network-only',
  }),
);
const editPages = mapPages(editPageNames, (name) =>
  page(() => import('../admin/screens').then((m) => ({ default: m.EDIT_PAGES[name] })), {
    request: () => contentQuery((m) => m.editPageRequests[name]),
    variables: byId,
    fetchPolicy: 'network-only',
  }),
);

export const pages = {
  Home: page(() => import('./Home'), { request: HomeQuery }),
  Contact: page(() => import('./Contact'), { request: ContactQuery }),
  Services: page(() => import('./Services'), { request: ServicesQuery }),
  Pricing: page(() => import('./Pricing'), { request: PricingQuery }),
  Blog: page(() => import('./Blog'), { request: BlogQuery, variables: blogVariables }),
  Post: page(() => import('./Post'), { request: PostQuery, variables: postVariables }),
  Login: page(() => import('./Login')),
  Register: page(() => import('./Register')),
  Reset: page(() => import('./Reset')),
  Invitation: page(() => import('./Invitation')),
  Support: page(() => import('./Support'), { request: SupportQuery }),
  OrderNow: page(() => import('./customer/OrderNow'), { request: OrderNowQuery, variables: byId, fetchPolicy: 'store-or-network' }),
  MyOrders: page(() => import('./customer/MyOrders'), { request: OrdersTableQuery, variables: ordersUpToPage }),
  PendingOrders: page(() => import('./customer/PendingOrders'), { request: OrdersTableQuery, variables: pendingUpToPage }),
  OrderDetail: page(() => import('./customer/OrderDetail'), { request: OrderDetailQuery, variables: byId, fetchPolicy: 'network-only' }),
  Dashboard: page(() => import('./customer/Dashboard'), { request: DashboardQuery }),
  PayNow: page(() => import('./customer/PayNow'), { request: PayNowQuery, variables: byId, fetchPolicy: 'network-only' }),
  OrderCancelled: page(() => import('./customer/OrderCancelled')),
  ReceivedPayment: page(() => import('./customer/ReceivedPayment'), { request: ReceivedPaymentQuery, variables: byId, fetchPolicy: 'network-only' }),
  AddUser: page(() => import('./admin/AddUser'), { request: AddUserQuery, fetchPolicy: 'network-only' }),
  AdminUserEdit: page(() => import('./admin/AdminUserEdit'), { request: AdminUserEditQuery, variables: byId, fetchPolicy: 'network-only' }),
  AdminHome: page(() => import('./admin/AdminHome'), { request: AdminHomeQuery, fetchPolicy: 'network-only' }),
  PaymentStatusEdit: page(() => import('./admin/PaymentStatusEdit'), { request: PaymentStatusEditQuery, variables: byId, fetchPolicy: 'network-only' }),
  PaymentsCheck: page(() => import('./admin/PaymentsCheck'), { request: PaymentsCheckQuery, fetchPolicy: 'network-only' }),
  MediaLibrary: page(() => import('./admin/MediaLibrary'), { request: MediaLibraryQuery, variables: (_params, search) => mediaVariables(search), fetchPolicy: 'network-only' }),
  Jobs: page(() => import('./admin/Jobs'), { request: JobsQuery, variables: (_params, search) => jobsVariables(jobFilterOf(search), jobsPageOf(search).after), fetchPolicy: 'network-only' }),
  TotalOrders: page(() => import('./admin/TotalOrders'), { request: TotalOrdersQuery, variables: (_params, search) => listVariables(filterOf(ORDER_FILTERS, search)), fetchPolicy: 'network-only' }),
  Messages: page(() => import('./admin/Messages'), { request: MessagesQuery, variables: (_params, search) => messagesVariables(filterOf(MESSAGE_FILTERS, search)), fetchPolicy: 'network-only' }),
  MessageView: page(() => import('./admin/MessageView'), { request: MessageViewQuery, variables: byId, fetchPolicy: 'network-only' }),
  Subscribers: page(() => import('./admin/Subscribers'), { request: SubscribersQuery, variables: (_params, search) => listVariables(filterOf(SUBSCRIBER_FILTERS, search)), fetchPolicy: 'network-only' }),
  NotFoundReport: page(() => import('./admin/NotFoundReport'), { request: NotFoundReportQuery, fetchPolicy: 'network-only' }),
  SeoReport: page(() => import('./admin/SeoReport'), { request: SeoReportQuery, fetchPolicy: 'network-only' }),
  SeoAdmin: page(() => import('./admin/SeoAdmin'), { request: SeoAdminQuery, fetchPolicy: 'network-only' }),
  SeoEdit: page(() => import('./admin/SeoEdit'), { request: SeoEditQuery, variables: byId, fetchPolicy: 'network-only' }),
  WebVitals: page(() => import('./admin/WebVitals'), { request: WebVitalsQuery, fetchPolicy: 'network-only' }),
  Settings: page(() => import('./admin/Settings')),
  Trash: page(() => import('./admin/Trash'), { request: TrashQuery, variables: upToPage, fetchPolicy: 'network-only' }),
  History: page(() => import('./admin/History'), { request: HistoryQuery, variables: byId, fetchPolicy: 'network-only' }),
  AdminUsers: page(() => import('./admin/AdminUsers'), { request: AdminUsersQuery, fetchPolicy: 'network-only' }),
  Backups: page(() => import('./admin/Backups'), { request: BackupsQuery, fetchPolicy: 'network-only' }),
  ApiKeys: page(() => import('./admin/ApiKeys'), { request: ApiKeysQuery, fetchPolicy: 'network-only' }),
  MenusAdmin: page(() => import('./admin/MenusAdmin'), { request: MenusAdminQuery, fetchPolicy: 'network-only' }),
  Webhooks: page(() => import('./admin/Webhooks'), { request: WebhooksQuery, variables: (_params, search) => webhooksVariables(search), fetchPolicy: 'network-only' }),
  AuditLog: page(() => import('./admin/AuditLog'), { request: AuditLogQuery, variables: (_params, search) => ({ filter: filterOf(AUDIT_FILTERS, search).filter }), fetchPolicy: 'network-only' }),
  AccountSecurity: page(() => import('./admin/AccountSecurity')),
  Invoices: page(() => import('./admin/Invoices'), { request: InvoicesQuery, variables: (_params, search) => invoiceVariables(search), fetchPolicy: 'network-only' }),
  Subscriptions: page(() => import('./admin/Subscriptions'), { request: SubscriptionsQuery, variables: (_params, search) => subscriptionVariables(search), fetchPolicy: 'network-only' }),
  Coupons: page(() => import('./admin/Coupons'), { request: CouponsQuery, fetchPolicy: 'network-only' }),
  ArchivedOrders: page(() => import('./admin/ArchivedOrders'), { request: ArchivedOrdersQuery, variables: upToPage, fetchPolicy: 'network-only' }),
  AddItem: page(() => import('./admin/AddItem'), { request: AddItemQuery, fetchPolicy: 'network-only' }),
  PostsAdmin: page(() => import('./admin/PostsAdmin'), {
    request: PostsAdminQuery,
    variables: (params, search) => ({ ...upToPage(params, search), status: postStatusOf(search) }),
    fetchPolicy: 'network-only',
  }),
  NewPost: page(() => import('./admin/PostEdit').then((m) => ({ default: m.NewPost }))),
  PostEdit: page(() => import('./admin/PostEdit'), { request: PostEditQuery, variables: byId, fetchPolicy: 'network-only' }),
  ...contentPages,
  ...editPages,
} satisfies Record<string, Page>;

export type PageName = keyof typeof pages;
