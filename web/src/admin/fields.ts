/**
 * The field lists of every admin editor (GraphQL input names = the specification's field
 * names) and the success text of every save (specification section 8, typos included).
 */

export type FieldKind = 'text' | 'textarea' | 'image' | 'email' | 'select' | 'money' | 'hidden';

export interface FieldDef {
  /** The GraphQL input field. */
  name: string;
  label: string;
  kind?: FieldKind;
  /** For kind "select": the allowed values. */
  options?: readonly string[];
  placeholder?: string;
  hint?: string;
  /** For kind "hidden" (and the starting value of an add form). */
  defaultValue?: string;
  /** Suggestions offered while typing (a <datalist>). */
  suggestions?: readonly string[];
  autoComplete?: string;
  /** The most characters the field takes (text and textarea). */
  maxLength?: number;
}

const IMAGE_HINT = 'An image address: https://… or a path on this site such as /images/banner.svg.';

export const BANNER_FIELDS: FieldDef[] = [
  { name: 'bannerHeading', label: 'Banner Heading' },
  { name: 'bannerDetails', label: 'Banner Details', kind: 'textarea' },
  { name: 'bannerImage', label: 'Banner Image', kind: 'image', placeholder: 'Image Url', hint: IMAGE_HINT },
  { name: 'buttonLink', label: 'Button Link', hint: 'Where "Start a Project" goes, for example /pricing.' },
  { name: 'youtubeLink', label: 'YouTube Link' },
];

export const LOGO_FIELDS: FieldDef[] = [
  { name: 'logo', label: 'Logo', kind: 'image', placeholder: 'Image Url', hint: IMAGE_HINT },
];

export const ABOUT_FIELDS: FieldDef[] = [
  { name: 'aboutImg', label: 'About Image', kind: 'image', placeholder: 'Image Url', hint: IMAGE_HINT },
  { name: 'aboutText', label: 'About Text', hint: 'The small line above the heading, for example "About Us".' },
  { name: 'aboutHeading', label: 'About Heading' },
  { name: 'aboutDetails', label: 'About Details', kind: 'textarea' },
  { name: 'aboutPointone', label: 'Point One' },
  { name: 'aboutPointwo', label: 'Point Two' },
  { name: 'aboutPointhree', label: 'Point Three' },
];

export const SERVICE_HEADING_FIELDS: FieldDef[] = [
  { name: 'serviceHeading', label: 'Service Heading' },
  { name: 'servicesubHeading', label: 'Service Sub Heading', kind: 'textarea' },
];

export const SERVICE_ITEM_FIELDS: FieldDef[] = [
  { name: 'serviceIcon', label: 'Service Icon', kind: 'image', placeholder: 'Image Url', hint: IMAGE_HINT },
  { name: 'serviceTitle', label: 'Service Title' },
  { name: 'serviceDetails', label: 'Service Details', kind: 'textarea' },
];

export const COUNTER_FIELDS: FieldDef[] = [
  { name: 'happyClientsNumber', label: 'Happy Clients Number' },
  { name: 'happyClientsText', label: 'Happy Clients Text' },
  { name: 'projectCompleteNumber', label: 'Project Complete Number' },
  { name: 'projectCompleteText', label: 'Project Complete Text' },
  { name: 'yearofExperienceNumber', label: 'Year of Experience Number' },
  { name: 'yearofExperienceText', label: 'Year of Experience Text' },
  { name: 'winingAwardNumber', label: 'Winning Award Number' },
  { name: 'winingAwardText', label: 'Winning Award Text' },
];

export const VIDEO_SECTION_FIELDS: FieldDef[] = [
  { name: 'videoSectionTitle', label: 'Video Section Title' },
  { name: 'videoSectionText', label: 'Video Section Text', kind: 'textarea' },
  { name: 'imageLink', label: 'Image Link', kind: 'image', placeholder: 'Image Url', hint: IMAGE_HINT },
  { name: 'videoLink', label: 'Video Link' },
];

export const TEAM_MEMBER_FIELDS: FieldDef[] = [
  { name: 'membername', label: 'Member Name' },
  { name: 'memberPosition', label: 'Member Position' },
  { name: 'memberImg', label: 'Member Image', kind: 'image', placeholder: 'Image Url', hint: IMAGE_HINT },
  { name: 'facebookLink', label: 'Facebook Link' },
  { name: 'twitterLink', label: 'Twitter Link' },
  { name: 'linkedinLink', label: 'LinkedIn Link' },
  { name: 'youtubeLink', label: 'YouTube Link' },
];

const POINTS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'] as const;

export const PACKAGE_FIELDS: FieldDef[] = [
  { name: 'packageName', label: 'Package Name', hint: 'Basic, Standard or Premium.' },
  { name: 'packageDetails', label: 'Package Details', kind: 'textarea' },
  { name: 'packagePrice', label: 'Package Price', kind: 'money', hint: 'In US dollars, for example 199.00.' },
  { name: 'packageButtonText', label: 'Package Button Text' },
  ...POINTS.map((p) => ({ name: `packagePoint${p}`, label: `Package Point ${p}` })),
];

export const TESTIMONIAL_FIELDS: FieldDef[] = [
  { name: 'image', label: 'Image', kind: 'image', placeholder: 'Image Url', hint: IMAGE_HINT },
  { name: 'personName', label: 'Person Name' },
  { name: 'personTitle', label: 'Person Title' },
  { name: 'desc', label: 'Description', kind: 'textarea' },
];

export const CALL_TO_ACTION_FIELDS: FieldDef[] = [
  { name: 'heading', label: 'Heading' },
  { name: 'subHeading', label: 'Sub Heading', kind: 'textarea' },
  { name: 'buttonText', label: 'Button Text' },
  { name: 'buttonLink', label: 'Button URL' },
];

export const STEP_FIELDS: FieldDef[] = [
  { name: 'stepNumber', label: 'Step Number' },
  { name: 'stepTitle', label: 'Step Title' },
  { name: 'stepDetails', label: 'Step Details', kind: 'textarea' },
];

export const CONTACT_FIELDS: FieldDef[] = [
  { name: 'contactImg', label: 'Contact Image', kind: 'image', placeholder: 'Image Url', hint: IMAGE_HINT },
  { name: 'contactTitle', label: 'Contact Title' },
  { name: 'contactDetails', label: 'Contact Details' },
];

export const DESIGN_FORMATS = ['Facebook', 'Instagram', 'YouTube'] as const;
export const FREE_OR_PAID = ['Paid', 'Free'] as const;

export function designItemFields(categories: readonly string[] = []): FieldDef[] {
  return [
    { name: 'format', label: 'Format', kind: 'select', options: DESIGN_FORMATS },
    { name: 'category', label: 'Category', suggestions: categories },
    { name: 'canvaLink', label: 'Canva Link' },
    { name: 'imageLink', label: 'Image Link', kind: 'image', placeholder: 'Image Url', hint: IMAGE_HINT },
    { name: 'freeOrPaid', label: 'Free or Paid', kind: 'select', options: FREE_OR_PAID },
  ];
}

export const FOOTER_ABOUT_FIELDS: FieldDef[] = [
  { name: 'aboutFooterText', label: 'About Footer Text' },
  { name: 'aboutFooterDetails', label: 'About Footer Details', kind: 'textarea' },
];

export const FOOTER_ADDRESS_FIELDS: FieldDef[] = [
  { name: 'footerPhone', label: 'Footer Phone', autoComplete: 'off' },
  { name: 'footeraddress', label: 'Footer Address' },
  { name: 'footerEmail', label: 'Footer Email', kind: 'email', autoComplete: 'off' },
];

export const FOOTER_SOCIAL_FIELDS: FieldDef[] = [
  { name: 'fblink', label: 'Facebook Link' },
  { name: 'inslink', label: 'Instagram Link' },
];

export const COPYRIGHT_FIELDS: FieldDef[] = [{ name: 'copyrightText', label: 'Copyright Text' }];

export const PAYPAL_FIELDS: FieldDef[] = [
  { name: 'paypalEmail', label: 'Paypal Email', kind: 'email', autoComplete: 'off', hint: 'The PayPal account that receives payments.' },
];

export const ADMIN_USER_FIELDS: FieldDef[] = [
  { name: 'userEmail', label: 'User Email', kind: 'email', autoComplete: 'off' },
  { name: 'userRole', label: 'User Role', kind: 'hidden', defaultValue: 'Admin' },
];

/**
 * The success text of each save, as section 8 of the specification writes it. Where the
 * specification lists a text without naming its screen, the screen is the one that matches
 * its words: an add form gets the "Added" text where there is one, an edit form the "Updated".
 */
export const SUCCESS = {
  bannerAdd: 'Banner is Updated',
  bannerEdit: 'Banner is Updated',
  logoAdd: 'Logo is Updated',
  logoEdit: 'Logo is Updated',
  aboutAdd: 'About is Updated',
  aboutEdit: 'About is Updated',
  serviceHeadingAdd: 'Service is Updated',
  serviceHeadingEdit: 'Service Text is Updated',
  serviceItemAdd: 'Item is Added',
  serviceItemEdit: 'Item is Updated',
  counterAdd: 'Counters is Updated',
  counterEdit: 'Counter is Updated',
  videoSectionAdd: 'Video Section is Updated',
  videoSectionEdit: 'Video Text is Updated',
  teamMemberAdd: 'Team Members Item is Added',
  teamMemberEdit: 'Item is Updated',
  packageEdit: 'Pricing One Is Updated',
  testimonialEdit: 'Item is Updated',
  callToActionAdd: 'Action is Updated',
  callToActionEdit: 'Action is Updated',
  stepAdd: 'Step Section is Updated',
  stepEdit: 'Step Section is Updated',
  designItemAdd: 'Item is Added',
  contactAdd: 'Contcat Section is Updated',
  contactEdit: 'Contcat Section is Updated',
  footerAboutAdd: 'Footer is Updated',
  footerAboutEdit: 'Footer About is Updated',
  footerAddressAdd: 'Footer Address is Updated',
  footerAddressEdit: 'Footer Address is Updated',
  footerSocialAdd: 'Social Link is Updated',
  footerSocialEdit: 'Social Link is Updated',
  copyrightAdd: 'Footer Copy Right Updated',
  copyrightEdit: 'Footer Copy Right Updated',
  paypalAdd: 'Paypal Email Added',
  paypalEdit: 'Paypal Email Updated',
  userAdd: 'User Is Added',
  userEdit: 'User Is Update',
  messageRead: 'Message is Read',
  orderStatus: 'OrderStatus is Updated',
  /** Not in the specification (its payment status screen is "not shown"): worded like the order status text. */
  paymentStatus: 'PaymentStatus is Updated',
} as const;

/** The values of a record for the given fields, as strings (an edit form's starting values). */
export function valuesOf(fields: FieldDef[], record: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = record?.[f.name];
    out[f.name] = v == null ? (f.defaultValue ?? '') : String(v);
  }
  return out;
}

/** Dollars as the site writes them: "$199.00". */
export function dollars(amount: string | null | undefined): string {
  if (amount == null || amount === '') return '$0.00';
  // Money comes exact from the server ("199.00"); pad a whole or one-decimal amount.
  const m = /^(-?\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) return `$${amount}`;
  return `$${m[1]}.${(m[2] ?? '').padEnd(2, '0')}`;
}
