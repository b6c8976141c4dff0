import table from '../../routes.json';

/**
 * The site's name and tagline until the admin sets them (SiteIdentity: the shell's data and
 * the painted head carry the admin's): the specification's wording.
 */
export const SITE_NAME = 'SEO Agency';
export const TAGLINE = "Let's make something great together.";

export interface NavItem {
  /** A path of this site, or an http(s) address of another one (a menu item's target). */
  to: string;
  label: string;
  /** Opens in a new tab (addresses of other sites only). */
  newTab?: boolean;
}

/** The path of a page of web/routes.json (its first route: /contact, not its alias /contact-us). */
function pathOf(page: string): string {
  const route = table.routes.find((r) => r.page === page);
  if (!route) throw new Error(`web/routes.json has no page ${page}`);
  return route.path;
}

/**
 * The specification's header, mobile-menu, footer and 404 links, in its order: each page's label, its
 * path from web/routes.json. The header and footer show the admin's menus (MenuItem, seeded with the
 * same links by the server); these hold their place until the shell's data is there.
 */
export const NAV_LINKS: readonly NavItem[] = [
  { page: 'Home', label: 'Home' },
  { page: 'Services', label: 'Services' },
  { page: 'Pricing', label: 'Pricing' },
  { page: 'Contact', label: 'Contact' },
].map(({ page, label }) => ({ to: pathOf(page), label }));
