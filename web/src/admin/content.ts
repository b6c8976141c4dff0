/**
 * The specification's details of every content screen, as data beside the generated
 * description (content.generated.ts: each type's fields and Relay documents, from the schema).
 * Field names appear here only where a field is presented differently from its default (a
 * label that is not its name in words, a long text, a hint; image fields are marked in the schema); TypeScript
 * refuses a name the schema lacks. Paths come from web/routes.json (a test checks the titles
 * against it: the browser's copy of the table has no titles).
 * Texts are the specification's, typos included ("Contcat", "Please Edit About Footer").
 */
import type { Presentations, TypeName } from './describe';

/** A page name of web/routes.json (not the app's PageName type: the page table is built from this file). */
type PageName = string;

export const FIELDS: Presentations = {
  About: {
    aboutImg: { label: 'About Image' },
    aboutText: { hint: 'The small line above the heading, for example "About Us".' },
    aboutDetails: { kind: 'textarea' },
    aboutPointone: { label: 'Point One' },
    aboutPointwo: { label: 'Point Two' },
    aboutPointhree: { label: 'Point Three' },
  },
  AdminUser: {
    userEmail: { kind: 'email' },
    userRole: { kind: 'hidden', defaultValue: 'Admin' },
  },
  Banner: {
    bannerDetails: { kind: 'textarea' },
    buttonLink: { hint: 'Where "Start a Project" goes, for example /pricing.' },
    youtubeLink: { label: 'YouTube Link' },
  },
  CallToAction: {
    subHeading: { kind: 'textarea' },
    buttonLink: { label: 'Button URL' },
  },
  ContactItem: { contactImg: { label: 'Contact Image' } },
  Counter: {
    yearofExperienceNumber: { label: 'Year of Experience Number' },
    yearofExperienceText: { label: 'Year of Experience Text' },
    winingAwardNumber: { label: 'Winning Award Number' },
    winingAwardText: { label: 'Winning Award Text' },
  },
  DesignItem: {
    freeOrPaid: { label: 'Free or Paid' },
  },
  FooterAbout: { aboutFooterDetails: { kind: 'textarea' } },
  FooterAddress: {
    footeraddress: { label: 'Footer Address' },
    footerEmail: { kind: 'email' },
  },
  FooterSocial: {
    fblink: { label: 'Facebook Link' },
    inslink: { label: 'Instagram Link' },
  },
  PageSeo: {
    path: { kind: 'hidden' },
    title: { hint: 'Used as written (no " | SEO Agency" added). Empty: the default shown in grey.' },
    description: { label: 'Meta Description', kind: 'textarea', hint: 'Empty: the default shown in grey.' },
    socialImage: { label: 'Social Image', hint: 'A path of this site (/images/card.png) or a full https:// address; 1200 × 630 px suits most networks. Empty: the banner image.' },
    noindex: { label: 'Noindex', defaultValue: 'No', hint: 'Yes asks search engines to leave the page out of their results and out of the sitemap.' },
    canonical: { label: 'Canonical URL', hint: 'Empty: the page itself. A path of this site or a full http(s):// address of the original page.' },
  },
  PaymentSetting: {
    paypalEmail: { kind: 'email', hint: 'The PayPal account that receives payments.' },
    notificationEmail: {
      kind: 'email',
      label: 'Notification Email',
      hint: 'Receives an e-mail for each new order, payment, refund and message. Empty: every admin on the admin users list.',
    },
    sellerCountry: { hint: "The agency's country, like Germany or DE. Empty: no reverse charge for EU companies." },
    pricesIncludeTax: { label: 'Prices Include Tax', hint: "Yes: plan prices are what customers pay, tax included. No: tax is added to the price." },
    taxRates: {
      kind: 'textarea',
      hint: 'One country a line with its rate in percent: DE 19, France 20, LU 16.5. A country without a rate pays no tax. Orders keep the rate they were placed with.',
    },
    publicTextQueries: {
      label: 'Public Text Queries',
      defaultValue: 'No',
      hint: 'Yes: anyone may send GraphQL queries of their own to read public content (banners, prices, posts), within a budget per address. No: only the site itself and API keys.',
    },
  },
  PricingPackage: {
    packageName: { hint: 'Basic, Standard or Premium.' },
    packageDetails: { kind: 'textarea' },
    packagePrice: { hint: 'In US dollars, for example 199.00; for a monthly or yearly plan, the price of each period.' },
    billingPeriod: {
      defaultValue: 'one_time',
      hint: 'one_time: paid once. monthly or yearly: a PayPal subscription that PayPal charges every period until it is cancelled.',
    },
  },
  Post: {
    slug: { hint: 'The address: /blog/{slug}. Lower-case letters, digits and hyphens; filled from the title while the post is new.' },
    excerpt: { kind: 'textarea', hint: 'A sentence or two for the listing and link previews. Empty: the start of the body.' },
    coverImage: { label: 'Cover Image' },
    coverAlt: { label: 'Cover Image Alt Text', hint: 'What the cover image shows, in a sentence.' },
    seoTitle: { label: 'SEO Title', hint: 'Used as written. Empty: the post\'s title.' },
    seoDescription: { label: 'Meta Description', kind: 'textarea', hint: 'Empty: the excerpt.' },
    socialImage: { label: 'Social Image', hint: 'The image of a link preview; 1200 × 630 px suits most networks. Empty: the cover image.' },
    noindex: { label: 'Noindex', defaultValue: 'No', hint: 'Yes asks search engines to leave the post out of their results and out of the sitemap.' },
    canonical: { label: 'Canonical URL', hint: 'Empty: the post itself. A path of this site or a full http(s):// address of the original.' },
  },
  Redirect: {
    fromPath: { label: 'From', hint: 'A path of this site, like /old-page; end it with /* for a whole folder (/articles/* → /news/*).' },
    target: { label: 'To', hint: 'A path of this site, or a full https:// address when Allow External is Yes; empty for Gone.' },
    kind: { defaultValue: 'Moved', hint: 'Moved answers 301 and sends visitors to the target; Gone answers 410.' },
    allowExternal: { label: 'Allow External', defaultValue: 'No', hint: 'Yes lets the target be on another host.' },
  },
  ServiceHeading: { servicesubHeading: { label: 'Service Sub Heading', kind: 'textarea' } },
  SiteIdentity: {
    siteName: { hint: 'Plain text. Ends every page title ("Pricing Plan | SEO Agency"); in the header, the footer, link previews and mails.' },
    tagline: { hint: 'Plain text: the line above the header ("Let\'s make something great together." on a new site).' },
    legalName: { hint: 'For search engines and the foot of mails. Empty: the site name.' },
    legalAddress: { kind: 'textarea', hint: 'For search engines ("1 Main St, San Francisco, CA 94105") and the foot of mails. Empty: the footer address.' },
    socialImage: { label: 'Default Social Image', hint: 'The image of a link preview for a page without its own; 1200 × 630 px suits most networks. Empty: the banner image.' },
  },
  ServiceItem: {
    serviceDetails: { kind: 'textarea' },
  },
  Step: { stepDetails: { kind: 'textarea' } },
  TeamMember: {
    membername: { label: 'Member Name' },
    memberImg: { label: 'Member Image' },
    linkedinLink: { label: 'LinkedIn Link' },
    youtubeLink: { label: 'YouTube Link' },
  },
  Testimonial: {
    desc: { label: 'Description', kind: 'textarea' },
  },
  VideoSection: {
    videoSectionText: { kind: 'textarea' },
  },
};

/**
 * Where each type's records appear on the public site: said under the title of its admin
 * screens ("Shown on …"). Types that no public page shows (admin users, the PayPal e-mail) have none.
 */
export const SHOWN_ON: Partial<Record<TypeName, string>> = {
  Banner: 'the home page, at the top',
  Logo: 'every page, in the header',
  About: 'the home page and /service, the About section',
  ServiceHeading: 'the home page and /service, the services section',
  ServiceItem: 'the home page and /service, the services section',
  Counter: 'the home page and /service, the counters band',
  VideoSection: 'the home page, the video and team section',
  TeamMember: 'the home page, the video and team section',
  PricingPackage: 'the home page and /pricing, the pricing plans',
  Testimonial: 'the home page, "What Our Clients Say" (after the pricing)',
  CallToAction: '/service, /pricing, /contact and /support, the call-to-action band',
  Step: 'the home page, "How We Work" (after the services)',
  ContactItem: '/contact, the contact blocks',
  DesignItem: '/service, "Ready-Made Designs" (after the About section)',
  FooterAbout: 'every page, in the footer',
  FooterAddress: 'every page, in the footer',
  FooterSocial: 'every page, in the footer',
  Copyright: 'every page, in the footer',
  SiteIdentity: 'every page (the title, the header, the footer, link previews) and every mail',
};

/**
 * The public page an editor's Preview paints (POST /api/preview): the first page, in SHOWN_ON's
 * words, that shows the type's records. Types without one get no Preview button.
 */
export const PREVIEW_PATH: Partial<Record<TypeName, string>> = {
  Banner: '/',
  Logo: '/',
  About: '/',
  ServiceHeading: '/service',
  ServiceItem: '/service',
  Counter: '/',
  VideoSection: '/',
  TeamMember: '/',
  PricingPackage: '/pricing',
  Testimonial: '/',
  CallToAction: '/service',
  Step: '/',
  ContactItem: '/contact',
  DesignItem: '/service',
  FooterAbout: '/',
  FooterAddress: '/',
  FooterSocial: '/',
  Copyright: '/',
};

/** What an editor's Preview paints: the record on its public page, or nothing when no page shows the type. */
export const previewOf = (type: TypeName, id: string) => (PREVIEW_PATH[type] ? { id, path: PREVIEW_PATH[type] } : undefined);

/** Where the records of these types appear, once each ("" when nowhere). */
export const shownOn = (types: readonly TypeName[]) => [...new Set(types.flatMap((t) => SHOWN_ON[t] ?? []))].join('; ');

/** The types a content screen's sections edit. */
export const typesOf = (screen: ContentScreen) => screen.sections.map((s) => ('list' in s ? s.list : s.singleton));

/** A link beside a page's title to the public page it changes. */
export type View = readonly [to: string, label: string];
const HOME: View = ['/', 'View Home page'];
const SERVICES: View = ['/service', 'View Services page'];
const PRICING: View = ['/pricing', 'View Pricing page'];
const CONTACT: View = ['/contact', 'View Contact page'];

/** Texts are templates: {field} is the record's value (a money field written in dollars), {count} the number of records. */
export interface AddForm {
  /** The form's heading (also its accessible name). */
  title?: string;
  submit: string;
  success: string;
  columns?: 2;
}

export interface SingletonSection {
  singleton: TypeName;
  /** An h2 above the section. */
  heading?: string;
  /** What the record is, for the sentence above the link ("The banner"). */
  what: string;
  /** The page that edits the record, and the link's text. */
  edit: PageName;
  link: string;
  /** Lines showing the current content; an image field shows as the image. */
  summary: readonly string[];
  add: AddForm;
}

export interface ListSection {
  list: TypeName;
  heading: string;
  empty: string;
  /** The add form: beside the list, above it, below it, or none. */
  add?: AddForm & { place: 'beside' | 'above' | 'below' };
  card: {
    title: string;
    image?: string;
    /** A short value in the card's icon (a step's number). */
    badge?: string;
    lines: readonly string[];
    /** The edit link's accessible name; "Edit {title field}" when not given. */
    editLabel?: string;
  };
  edit: PageName;
}

export type Section = SingletonSection | ListSection;

export interface ContentScreen {
  /** The page's h1 and document title (web/routes.json has the same, for the server's head). */
  title: string;
  parents: readonly PageName[];
  view?: View;
  sections: readonly Section[];
}

export interface EditScreen {
  title: string;
  type: TypeName;
  parents: readonly PageName[];
  view?: View;
  submit: string;
  success: string;
  columns?: 2;
  /** A sentence above the form about how the public pages use the record. */
  note?: string;
}

const SETTINGS = ['Settings'] as const;

/** Titles of the pages above content pages that are not described here. */
export const OTHER_TITLES: Record<string, string> = { Settings: 'Settings' };

/** The add-or-list pages (section 2): a singleton's add form or edit link, a list with its add form. */
export const CONTENT_SCREENS = {
  BannerAdmin: {
    title: 'Banner',
    parents: SETTINGS,
    sections: [
      { singleton: 'Banner', what: 'The banner', edit: 'BannerEdit', link: 'Edit Banner', summary: ['{bannerHeading}'], add: { title: 'Add Banner', submit: 'Add Banner', success: 'Banner is Updated' } },
    ],
  },
  LogoAdmin: {
    title: 'Logo',
    parents: SETTINGS,
    sections: [{ singleton: 'Logo', what: 'The logo', edit: 'LogoEdit', link: 'Edit Logo', summary: ['{logo}'], add: { title: 'Add Logo', submit: 'Add Logo', success: 'Logo is Updated' } }],
  },
  AboutAdmin: {
    title: 'About Us',
    parents: SETTINGS,
    sections: [
      { singleton: 'About', what: 'The About section', edit: 'AboutAlias', link: 'Edit About', summary: ['{aboutHeading}'], add: { title: 'Add About', submit: 'Add About', success: 'About is Updated' } },
    ],
  },
  ServiceAdmin: {
    title: 'Service',
    parents: SETTINGS,
    view: SERVICES,
    sections: [
      {
        heading: 'Section Heading',
        singleton: 'ServiceHeading',
        what: 'The service heading',
        edit: 'ServiceTextEdit',
        link: 'Edit Service Text',
        summary: ['{serviceHeading}', '{servicesubHeading}'],
        add: { submit: 'Add Service Heading', success: 'Service is Updated' },
      },
      {
        list: 'ServiceItem',
        heading: 'Services ({count})',
        empty: 'No services yet. Add the first one above.',
        add: { title: 'Add Service', submit: 'Add Service', success: 'Item is Added', place: 'above' },
        card: { title: 'serviceTitle', image: 'serviceIcon', lines: ['{serviceDetails}'] },
        edit: 'ServiceItemEdit',
      },
    ],
  },
  CountersAdmin: {
    title: 'Counter',
    parents: SETTINGS,
    sections: [
      {
        singleton: 'Counter',
        what: 'The counters record',
        edit: 'CountersEdit',
        link: 'Update Counter',
        summary: ['{happyClientsNumber}+ {happyClientsText}', '{projectCompleteNumber}+ {projectCompleteText}', '{yearofExperienceNumber}+ {yearofExperienceText}', '{winingAwardNumber}+ {winingAwardText}'],
        add: { title: 'Add Counters', submit: 'Add Counter', success: 'Counters is Updated', columns: 2 },
      },
    ],
  },
  VideoAdmin: {
    title: 'Team Members',
    parents: SETTINGS,
    sections: [
      {
        heading: 'Video Section',
        singleton: 'VideoSection',
        what: 'The video section',
        edit: 'VideoTextEdit',
        link: 'Edit Video Text',
        summary: ['{videoSectionTitle}', '{videoSectionText}'],
        add: { submit: 'Add Video Section', success: 'Video Section is Updated' },
      },
      {
        list: 'TeamMember',
        heading: 'Team Members',
        empty: 'No team members yet.',
        add: { title: 'Add Team Member', submit: 'Add Team Member', success: 'Team Members Item is Added', columns: 2, place: 'below' },
        card: { title: 'membername', image: 'memberImg', lines: ['{memberPosition}'] },
        edit: 'TeamMemberEdit',
      },
    ],
  },
  PricingAdmin: {
    title: 'Pricing',
    parents: SETTINGS,
    view: PRICING,
    sections: [
      { list: 'PricingPackage', heading: 'Packages', empty: 'No packages yet.', card: { title: 'packageName', lines: ['{packagePrice}', '{packageDetails}'] }, edit: 'PackageEdit' },
      {
        list: 'Testimonial',
        heading: 'Testimonials',
        empty: 'No testimonials yet.',
        card: { title: 'personName', image: 'image', lines: ['{personTitle}'], editLabel: 'Edit testimonial of {personName}' },
        edit: 'TestimonialEdit',
      },
    ],
  },
  CallToActionAdmin: {
    title: 'Action',
    parents: SETTINGS,
    sections: [
      {
        singleton: 'CallToAction',
        what: 'The call to action',
        edit: 'CallToActionEdit',
        link: 'Edit Call To Action',
        summary: ['{heading}'],
        add: { title: 'Add Call To Action', submit: 'Add Call To Action', success: 'Action is Updated' },
      },
    ],
  },
  StepsAdmin: {
    title: 'Step Section',
    parents: SETTINGS,
    sections: [
      {
        list: 'Step',
        heading: 'Upcoming Events',
        empty: 'No steps yet.',
        add: { title: 'Add Step', submit: 'Add Step', success: 'Step Section is Updated', place: 'beside' },
        card: { title: 'stepTitle', badge: 'stepNumber', lines: ['{stepDetails}'] },
        edit: 'StepEdit',
      },
    ],
  },
  ContactAdmin: {
    title: 'Contact Page',
    parents: SETTINGS,
    view: CONTACT,
    sections: [
      {
        list: 'ContactItem',
        heading: 'Contact Blocks',
        empty: 'No contact details yet.',
        add: { title: 'Add Contact Details', submit: 'Add Contact Details', success: 'Contcat Section is Updated', place: 'beside' },
        card: { title: 'contactTitle', image: 'contactImg', lines: ['{contactDetails}'] },
        edit: 'ContactItemEdit',
      },
    ],
  },
  FooterAboutAdmin: {
    title: 'Footer About',
    parents: SETTINGS,
    sections: [
      {
        singleton: 'FooterAbout',
        what: 'The footer About text',
        edit: 'FooterAboutEdit',
        link: 'Edit Footer About',
        summary: ['{aboutFooterText}'],
        add: { title: 'Add Footer About', submit: 'Add Footer About', success: 'Footer is Updated' },
      },
    ],
  },
  FooterAddressAdmin: {
    title: 'Footer Address',
    parents: SETTINGS,
    sections: [
      {
        singleton: 'FooterAddress',
        what: 'The footer address',
        edit: 'FooterAddressEdit',
        link: 'Edit Footer Address',
        summary: ['{footeraddress}'],
        add: { title: 'Add Footer Address', submit: 'Add Footer Address', success: 'Footer Address is Updated' },
      },
    ],
  },
  FooterSocialAdmin: {
    title: 'Footer Social',
    parents: SETTINGS,
    sections: [
      {
        singleton: 'FooterSocial',
        what: 'The footer social links',
        edit: 'FooterSocialEdit',
        link: 'Edit Footer Social',
        summary: ['{fblink}', '{inslink}'],
        add: { title: 'Add Footer Social', submit: 'Add Social Links', success: 'Social Link is Updated' },
      },
    ],
  },
  CopyrightAdmin: {
    title: 'Footer CopyRight',
    parents: SETTINGS,
    sections: [
      {
        singleton: 'Copyright',
        what: 'The copyright text',
        edit: 'CopyrightEdit',
        link: 'Please Edit About Footer',
        summary: ['{copyrightText}'],
        add: { title: 'Add Copyright', submit: 'Add Copyright', success: 'Footer Copy Right Updated' },
      },
    ],
  },
  PaypalEmailAdd: {
    title: 'Add Payment Email',
    parents: [],
    sections: [
      {
        singleton: 'PaymentSetting',
        what: 'The PayPal e-mail',
        edit: 'PaypalEmailEdit',
        link: 'Edit Paypal Email',
        summary: ['{paypalEmail}'],
        add: { title: 'Add Paypal Email', submit: 'Add Paypal Email', success: 'Paypal Email Added' },
      },
    ],
  },
  SiteIdentityAdmin: {
    title: 'Site Identity',
    parents: SETTINGS,
    view: HOME,
    sections: [
      {
        singleton: 'SiteIdentity',
        what: "The site's identity",
        edit: 'SiteIdentityEdit',
        link: 'Edit Site Identity',
        summary: ['{siteName}', '{tagline}'],
        add: { title: 'Set the Site Identity', submit: 'Save Site Identity', success: 'Site Identity is Updated' },
      },
    ],
  },
  RedirectsAdmin: {
    title: 'Redirects',
    parents: SETTINGS,
    view: ['/not-found-report', 'View 404 report'],
    sections: [
      {
        list: 'Redirect',
        heading: 'Redirects ({count})',
        empty: 'No redirects yet. Add the first one above.',
        add: { title: 'Add Redirect', submit: 'Add Redirect', success: 'Redirect is Added', place: 'above' },
        card: { title: 'fromPath', lines: ['{kind} → {target}'], editLabel: 'Edit the redirect of {fromPath}' },
        edit: 'RedirectEdit',
      },
    ],
  },
} satisfies Record<string, ContentScreen>;

/** The {id} editors (section 2): prefilled, every field required, the section 8 text after saving. */
export const EDIT_SCREENS = {
  BannerEdit: { title: 'Edit Banner', type: 'Banner', parents: [...SETTINGS, 'BannerAdmin'], view: HOME, submit: 'Update Banner', success: 'Banner is Updated' },
  LogoEdit: { title: 'Edit Logo', type: 'Logo', parents: [...SETTINGS, 'LogoAdmin'], view: HOME, submit: 'Update Logo', success: 'Logo is Updated' },
  AboutAlias: { title: 'Edit About', type: 'About', parents: [...SETTINGS, 'AboutAdmin'], view: HOME, submit: 'Update About', success: 'About is Updated' },
  ServiceItemEdit: { title: 'Edit Service', type: 'ServiceItem', parents: [...SETTINGS, 'ServiceAdmin'], view: SERVICES, submit: 'Update Service', success: 'Item is Updated' },
  ServiceTextEdit: { title: 'Edit Service Text', type: 'ServiceHeading', parents: [...SETTINGS, 'ServiceAdmin'], view: SERVICES, submit: 'Update Service Text', success: 'Service Text is Updated' },
  CountersEdit: { title: 'Update Counter', type: 'Counter', parents: [...SETTINGS, 'CountersAdmin'], view: HOME, submit: 'Update Counter', success: 'Counter is Updated', columns: 2 },
  VideoTextEdit: { title: 'Edit Video Text', type: 'VideoSection', parents: [...SETTINGS, 'VideoAdmin'], view: HOME, submit: 'Update Video Text', success: 'Video Text is Updated' },
  TeamMemberEdit: { title: 'Edit Team Member', type: 'TeamMember', parents: [...SETTINGS, 'VideoAdmin'], view: HOME, submit: 'Update Team Member', success: 'Item is Updated', columns: 2 },
  PackageEdit: {
    title: 'Edit Plan',
    type: 'PricingPackage',
    parents: [...SETTINGS, 'PricingAdmin'],
    view: PRICING,
    submit: 'Update Plan',
    success: 'Pricing One Is Updated',
    columns: 2,
    note: 'The home page shows points 1–7 of Basic and Standard and 1–10 of Premium; the pricing page shows 1–7 of Basic and Premium and 1–10 of Standard.',
  },
  TestimonialEdit: { title: 'Edit Testimonial', type: 'Testimonial', parents: [...SETTINGS, 'PricingAdmin'], submit: 'Update Testimonial', success: 'Item is Updated' },
  CallToActionEdit: { title: 'Edit Call To Action', type: 'CallToAction', parents: [...SETTINGS, 'CallToActionAdmin'], view: SERVICES, submit: 'Update Call To Action', success: 'Action is Updated' },
  StepEdit: { title: 'Edit Step', type: 'Step', parents: [...SETTINGS, 'StepsAdmin'], submit: 'Update Step', success: 'Step Section is Updated' },
  ContactItemEdit: { title: 'Edit Contact Details', type: 'ContactItem', parents: [...SETTINGS, 'ContactAdmin'], view: CONTACT, submit: 'Update Contcat Details', success: 'Contcat Section is Updated' },
  FooterAboutEdit: { title: 'Edit Footer About', type: 'FooterAbout', parents: [...SETTINGS, 'FooterAboutAdmin'], submit: 'Update Footer About', success: 'Footer About is Updated' },
  FooterAddressEdit: { title: 'Edit Footer Address', type: 'FooterAddress', parents: [...SETTINGS, 'FooterAddressAdmin'], submit: 'Update Footer Address', success: 'Footer Address is Updated' },
  FooterSocialEdit: { title: 'Edit Footer Social', type: 'FooterSocial', parents: [...SETTINGS, 'FooterSocialAdmin'], submit: 'Update Social Links', success: 'Social Link is Updated' },
  CopyrightEdit: { title: 'Edit Copyright', type: 'Copyright', parents: [...SETTINGS, 'CopyrightAdmin'], submit: 'Update Copyright', success: 'Footer Copy Right Updated' },
  PaypalEmailEdit: { title: 'Payment Email', type: 'PaymentSetting', parents: [], submit: 'Update Paypal Email', success: 'Paypal Email Updated' },
  SiteIdentityEdit: { title: 'Edit Site Identity', type: 'SiteIdentity', parents: [...SETTINGS, 'SiteIdentityAdmin'], view: HOME, submit: 'Update Site Identity', success: 'Site Identity is Updated' },
  RedirectEdit: { title: 'Edit Redirect', type: 'Redirect', parents: [...SETTINGS, 'RedirectsAdmin'], submit: 'Update Redirect', success: 'Redirect is Updated' },
} satisfies Record<string, EditScreen>;

export type ContentPageName = keyof typeof CONTENT_SCREENS;
export type EditPageName = keyof typeof EDIT_SCREENS;
