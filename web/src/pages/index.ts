/**
 * Every page as its own lazily loaded chunk (React.lazy): a visitor's browser never downloads
 * customer or admin code. Keys are the `page` names of web/routes.json.
 */
import { createElement, lazy, type ComponentType } from 'react';

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
  BannerAdmin: page(() => import('./admin/BannerAdmin')),
  BannerEdit: page(() => import('./admin/BannerEdit')),
  LogoAdmin: page(() => import('./admin/LogoAdmin')),
  LogoEdit: page(() => import('./admin/LogoEdit')),
  AboutAdmin: page(() => import('./admin/AboutAdmin')),
  ServiceAdmin: page(() => import('./admin/ServiceAdmin')),
  ServiceItemEdit: page(() => import('./admin/ServiceItemEdit')),
  ServiceTextEdit: page(() => import('./admin/ServiceTextEdit')),
  CountersAdmin: page(() => import('./admin/CountersAdmin')),
  CountersEdit: page(() => import('./admin/CountersEdit')),
  VideoAdmin: page(() => import('./admin/VideoAdmin')),
  VideoTextEdit: page(() => import('./admin/VideoTextEdit')),
  TeamMemberEdit: page(() => import('./admin/TeamMemberEdit')),
  PricingAdmin: page(() => import('./admin/PricingAdmin')),
  PackageEdit: page(() => import('./admin/PackageEdit')),
  TestimonialEdit: page(() => import('./admin/TestimonialEdit')),
  CallToActionAdmin: page(() => import('./admin/CallToActionAdmin')),
  CallToActionEdit: page(() => import('./admin/CallToActionEdit')),
  StepsAdmin: page(() => import('./admin/StepsAdmin')),
  StepEdit: page(() => import('./admin/StepEdit')),
  AddItem: page(() => import('./admin/AddItem')),
  ContactAdmin: page(() => import('./admin/ContactAdmin')),
  ContactItemEdit: page(() => import('./admin/ContactItemEdit')),
  FooterAboutAdmin: page(() => import('./admin/FooterAboutAdmin')),
  FooterAboutEdit: page(() => import('./admin/FooterAboutEdit')),
  FooterAddressAdmin: page(() => import('./admin/FooterAddressAdmin')),
  FooterAddressEdit: page(() => import('./admin/FooterAddressEdit')),
  FooterSocialAdmin: page(() => import('./admin/FooterSocialAdmin')),
  FooterSocialEdit: page(() => import('./admin/FooterSocialEdit')),
  CopyrightAdmin: page(() => import('./admin/CopyrightAdmin')),
  CopyrightEdit: page(() => import('./admin/CopyrightEdit')),
  PaypalEmailEdit: page(() => import('./admin/PaypalEmailEdit')),
  PaypalEmailAdd: page(() => import('./admin/PaypalEmailAdd')),
  AboutAlias: page(() => import('./admin/AboutEdit')),
} satisfies Record<string, Page>;

export type PageName = keyof typeof pages;
