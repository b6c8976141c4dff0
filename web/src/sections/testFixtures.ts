// Test data for the public pages' component tests: the seeded content, shaped as the
// GraphQL types (for MockPayloadGenerator resolvers). Imported by tests only.
import { act } from '@testing-library/react';
import { MockPayloadGenerator, type createMockEnvironment, type MockResolvers } from 'relay-test-utils';

export type MockEnv = ReturnType<typeof createMockEnvironment>;

const plan = (id: string, packageName: string, packagePrice: string, prefix: string) => ({
  id,
  packageName,
  packageDetails: `${packageName} details`,
  packagePrice,
  packageButtonText: `Order ${packageName}`,
  packagePointOne: `${prefix} point 1`,
  packagePointTwo: `${prefix} point 2`,
  packagePointThree: `${prefix} point 3`,
  packagePointFour: `${prefix} point 4`,
  packagePointFive: `${prefix} point 5`,
  packagePointSix: `${prefix} point 6`,
  packagePointSeven: `${prefix} point 7`,
  packagePointEight: `${prefix} point 8`,
  packagePointNine: `${prefix} point 9`,
  packagePointTen: `${prefix} point 10`,
});

/** Premium first: the columns must still come out Basic, Standard, Premium. */
export const PLANS = [plan('303', 'Premium', '199.00', 'Premium'), plan('301', 'Basic', '49.00', 'Basic'), plan('302', 'Standard', '99.50', 'Standard')];

export const SERVICE_ITEMS = [
  { id: '11', serviceIcon: '/images/icon-audit.svg', serviceTitle: 'SEO Audit', serviceDetails: 'A complete review.' },
  { id: '12', serviceIcon: 'javascript:alert(1)', serviceTitle: 'Keyword Research', serviceDetails: 'The searches your customers make.' },
];

export const TEAM = [
  {
    id: '21',
    memberImg: '/images/team-1.svg',
    membername: 'Ava Thompson',
    memberPosition: 'Head of Strategy',
    facebookLink: 'https://www.facebook.com/ava',
    twitterLink: 'https://twitter.com/ava',
    linkedinLink: '',
    youtubeLink: 'javascript:alert(1)',
  },
];

export const CONTACT_ITEMS = [
  { id: '31', contactImg: '/images/icon-location.svg', contactTitle: 'Our Address', contactDetails: '221 Market Street, Suite 400, San Francisco' },
  { id: '32', contactImg: '/images/icon-mail.svg', contactTitle: 'Email Us', contactDetails: 'hello@seo-agency.example' },
  { id: '33', contactImg: '/images/icon-phone.svg', contactTitle: 'Call Us', contactDetails: '+1 (415) 555-0134' },
];

export const ACTIONS = [
  { id: '41', heading: 'Ready to Climb the Rankings?', subHeading: 'Get a free SEO review.', buttonText: 'Get Started', buttonLink: '/contact' },
  { id: '42', heading: 'Prefer to Talk?', subHeading: 'Call us today.', buttonText: 'Call Us', buttonLink: 'https://example.com/call' },
];

export const STEPS = [
  { id: '51', stepNumber: '01', stepTitle: 'Discovery Call', stepDetails: 'We learn your business.' },
  { id: '52', stepNumber: '02', stepTitle: 'Audit & Plan', stepDetails: 'A 90-day roadmap.' },
];

export const TESTIMONIALS = [
  { id: '61', image: '/images/team-2.svg', personName: 'Daniel Reed', personTitle: 'Founder, Reed Outdoor', desc: 'Organic traffic doubled in six months.' },
  { id: '62', image: 'javascript:alert(1)', personName: 'Mia Chen', personTitle: 'CMO, Brightleaf', desc: 'Clear reports every month.' },
];

export const DESIGN_ITEMS = [
  { id: '71', format: 'Instagram', category: 'Social Media', freeOrPaid: 'Free', imageLink: '/images/about.svg', canvaLink: 'https://www.canva.com/design/1' },
  { id: '72', format: 'YouTube', category: 'Thumbnails', freeOrPaid: 'Paid', imageLink: '', canvaLink: 'javascript:alert(1)' },
];

const edges = <T,>(nodes: T[]) => ({ edges: nodes.map((node) => ({ node })) });

/** The seeded content of every public section. */
export const CONTENT: MockResolvers = {
  Query: () => ({ paymentsReady: true }),
  BannerConnection: () =>
    edges([
      {
        id: '1',
        bannerHeading: 'Grow Your Business With Search Engine Optimization',
        bannerDetails: 'We help ambitious companies rank higher.',
        bannerImage: '/images/banner.svg',
        buttonLink: '/pricing',
        youtubeLink: '/service',
      },
    ]),
  AboutConnection: () =>
    edges([
      {
        id: '2',
        aboutImg: '/images/about.svg',
        aboutHeading: 'We Are a Results-Driven SEO Agency',
        aboutText: 'About Us',
        aboutDetails: 'For more than a decade…',
        aboutPointone: 'Technical SEO',
        aboutPointwo: 'Content Strategy',
        aboutPointhree: 'Link Building',
      },
    ]),
  ServiceHeadingConnection: () => edges([{ id: '3', serviceHeading: 'Our Services', servicesubHeading: 'Everything your website needs.' }]),
  ServiceItemConnection: () => edges(SERVICE_ITEMS),
  CounterConnection: () =>
    edges([
      {
        id: '4',
        happyClientsNumber: '350',
        happyClientsText: 'Happy Clients',
        projectCompleteNumber: '1200',
        projectCompleteText: 'Projects Completed',
        yearofExperienceNumber: '12',
        yearofExperienceText: 'Years of Experience',
        winingAwardNumber: '25+',
        winingAwardText: 'Awards Won',
      },
    ]),
  VideoSectionConnection: () =>
    edges([
      {
        id: '5',
        imageLink: '/images/video.svg',
        videoLink: 'https://video.example.com/watch',
        videoSectionTitle: 'Meet the Team Behind Your Rankings',
        videoSectionText: 'Strategists, writers and engineers.',
      },
    ]),
  TeamMemberConnection: () => edges(TEAM),
  PricingPackageConnection: () => edges(PLANS),
  CallToActionConnection: () => edges(ACTIONS),
  ContactItemConnection: () => edges(CONTACT_ITEMS),
  StepConnection: () => edges(STEPS),
  TestimonialConnection: () => edges(TESTIMONIALS),
  DesignItemConnection: () => edges(DESIGN_ITEMS),
};

/** CONTENT without any steps, testimonials or design items. */
export const WITHOUT_ITEMS: MockResolvers = {
  ...CONTENT,
  StepConnection: () => edges([]),
  TestimonialConnection: () => edges([]),
  DesignItemConnection: () => edges([]),
};

export function operationNames(env: MockEnv): string[] {
  return env.mock.getAllOperations().map((op) => op.request.node.params.name);
}

export function pendingOperation(env: MockEnv, name: string) {
  const op = env.mock.getAllOperations().find((o) => o.request.node.params.name === name);
  if (!op) throw new Error(`no pending ${name}; pending: ${operationNames(env).join(', ') || 'none'}`);
  return op;
}

/** Resolves the pending operation `name` with generated data shaped by `resolvers`. */
export function resolveOperation(env: MockEnv, name: string, resolvers: MockResolvers = CONTENT) {
  const op = pendingOperation(env, name);
  act(() => {
    env.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers));
  });
  return op;
}

/** The root fields an operation selects (fragments flattened by the compiler). */
export function rootFields(op: ReturnType<typeof pendingOperation>): string[] {
  const sels = op.request.node.operation.selections as readonly { name?: string }[];
  return [...new Set(sels.map((s) => s.name ?? '?'))].sort();
}
