/**
 * Every page as its own lazily loaded chunk (React.lazy): a visitor's browser never downloads
 * customer or admin code. Keys are the `page` names of web/routes.json.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { contentPageRequests, editPageRequests } from '../admin/content.queries.generated';

/** A lazily loaded page that can also be loaded ahead of rendering (preload). */
export interface Page {
  (props: object): React.ReactElement;
  /** Loads the page's chunk; once it resolves the page renders without suspending. */
  preload(): Promise<void>;
}

function page(load: () => Promise<{ default: ComponentType }>): Page {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const render = (props: object) => createElement(loaded ?? Lazy, props);
  return Object.assign(render, {
    preload: () =>
      load().then((m) => {
        loaded = m.default;
      }),
  });
}

/** The content admin's pages (admin/content.ts describes them): one generic page each for lists and editors. */
const contentPages = mapPages(contentPageRequests, (name) => page(() => import('../admin/screens').then((m) => ({ default: m.CONTENT_PAGES[name] }))));
const editPages = mapPages(editPageRequests, (name) => page(() => import('../admin/screens').then((m) => ({ default: m.EDIT_PAGES[name] }))));

function mapPages<K extends string>(requests: Record<K, unknown>, make: (name: K) => Page): Record<K, Page> {
  return Object.fromEntries(Object.keys(requests).map((name) => [name, make(name as K)])) as Record<K, Page>;
}

export const pages = {
  Home: page(() => import('./Home')),
  Contact: page(() => import('./Contact')),
  Services: page(() => import('./Services')),
  Pricing: page(() => import('./Pricing')),
  Login: page(() => import('./Login')),
  Register: page(() => import('./Register')),
  Reset: page(() => import('./Reset')),
  Support: page(() => import('./Support')),
  OrderNow: page(() => import('./customer/OrderNow')),
  MyOrders: page(() => import('./customer/MyOrders')),
  PendingOrders: page(() => import('./customer/PendingOrders')),
  Dashboard: page(() => import('./customer/Dashboard')),
  PayNow: page(() => import('./customer/PayNow')),
  OrderCancelled: page(() => import('./customer/OrderCancelled')),
  ReceivedPayment: page(() => import('./customer/ReceivedPayment')),
  AddUser: page(() => import('./admin/AddUser')),
  AdminUserEdit: page(() => import('./admin/AdminUserEdit')),
  AdminHome: page(() => import('./admin/AdminHome')),
  PaymentStatusEdit: page(() => import('./admin/PaymentStatusEdit')),
  PaymentsCheck: page(() => import('./admin/PaymentsCheck')),
  Jobs: page(() => import('./admin/Jobs')),
  TotalOrders: page(() => import('./admin/TotalOrders')),
  Messages: page(() => import('./admin/Messages')),
  MessageView: page(() => import('./admin/MessageView')),
  Subscribers: page(() => import('./admin/Subscribers')),
  Settings: page(() => import('./admin/Settings')),
  AddItem: page(() => import('./admin/AddItem')),
  ...contentPages,
  ...editPages,
} satisfies Record<string, Page>;

export type PageName = keyof typeof pages;
