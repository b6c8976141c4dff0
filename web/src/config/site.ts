/** Fixed texts of the shell (the specification's wording where it gives one). */
export const SITE_NAME = 'SEO Agency';
export const TAGLINE = "Let's make something great together.";

export interface NavItem {
  to: string;
  label: string;
}

/** Header and mobile-menu links, in the specification's order. */
export const NAV_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/service', label: 'Services' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
];

/** Footer quick links. */
export const QUICK_LINKS: readonly NavItem[] = NAV_LINKS;
