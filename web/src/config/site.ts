import table from '../../routes.json';

/**
 * The site's name and tagline until the admin sets them (SiteIdentity: the shell's data and
 * the painted head carry the admin's): the specification's wording.
 */
export const SITE_NAME = 'SEO Agency';
export const TAGLINE = "Let's make something great together.";

export interface NavItem {
  to: string;
  label: string;
}

/** The path of a page of web/routes.json (its first route: /contact, not its alias /contact-us). */
function pathOf(page: string): string {
  const route = table.routes.find((r) => r.page === page);
  if (!route) throw new Error(`web/routes.json has no page ${page}`);
  return route.path;
}

/** Header, mobile-menu, footer and 404 links, in the specification's order: each page's label, its path from web/routes.json. */
export const NAV_LINKS: readonly NavItem[] = [
  { page: 'Home', label: 'Home' },
  { page: 'Services', label: 'Services' },
  { page: 'Pricing', label: 'Pricing' },
  { page: 'Contact', label: 'Contact' },
].map(({ page, label }) => ({ to: pathOf(page), label }));
