/**
 * What the public pages use of React Router, for the light runtime (the `light` build
 * resolves 'react-router' here; see vite.config.ts). A painted public page is a document of
 * its own: a link is a plain <a href>, followed by the browser, and the page's data is what
 * the server painted it with. The markup is React Router's own (data-discover, NavLink's
 * class and aria-current), so the server's HTML hydrates without a difference.
 */
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes } from 'react';
import table from '../../routes.json';
import { LIGHT_PAGES } from './pages.generated';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this site: every link of the public pages is absolute. */
  to: string;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, children, ...rest }, ref) {
  return (
    <a {...rest} ref={ref} href={to} data-discover="true">
      {children}
    </a>
  );
});

interface NavLinkProps extends LinkProps {
  end?: boolean;
}

/** As React Router decides it: case-insensitive, and below the link's path unless `end`. */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const path = to.toLowerCase();
  const endSlash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return here === path || (!end && here.startsWith(path) && here.charAt(endSlash) === '/');
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, className = '', ...rest }, ref) {
  const active = isActivePath(useLocation().pathname, to, end);
  return <Link {...rest} ref={ref} to={to} aria-current={active ? 'page' : undefined} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} />;
});

export function useLocation() {
  return { pathname: location.pathname, search: location.search, hash: location.hash, state: null, key: 'default' };
}

/** Another page is another document. */
export function useNavigate() {
  return (to: string) => location.assign(to);
}

/** The loaded query of the page (light/start.tsx provides it), as a route's loader would give it. */
export const LoaderData = createContext<unknown>(null);

export function useLoaderData(): unknown {
  return useContext(LoaderData);
}

/** The light runtime's pages. */
const light = new Set<string>(LIGHT_PAGES);

/**
 * The light runtime's route of a path and its parameters, matched as the boot script matches
 * it (web/public/boot.js): segment by segment, ":name" taking any one segment. A trailing
 * slash is the same page, as the server answers.
 */
export function matchLightRoute(pathname: string): { path: string; page: string; params: Record<string, string> } | null {
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/');
  for (const r of table.routes) {
    if (!light.has(r.page)) continue;
    const want = r.path.split('/');
    if (want.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = want.every((w, i) => {
      if (!w.startsWith(':')) return w === segments[i];
      params[w.slice(1)] = segments[i];
      return segments[i] !== '';
    });
    if (matches) return { path: r.path, page: r.page, params };
  }
  return null;
}
