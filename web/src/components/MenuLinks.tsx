import { NavLink } from 'react-router';
import type { NavItem } from '../config/site';

/** A link of a menu leaves the site when its target is not a path of this site. */
export function isExternal(to: string): boolean {
  return !to.startsWith('/');
}

export interface MenuLinksProps {
  links: readonly NavItem[];
  /** Called when a link is followed (the mobile menu closes). */
  onFollow?: () => void;
}

/**
 * The items of a menu: a real link each. A page of this site is a router link (marked as the
 * current page); an address of another site is a plain link with rel="noopener", in a new tab
 * when the admin chose so (said to screen readers).
 */
export function MenuLinks({ links, onFollow }: MenuLinksProps) {
  return links.map((l, i) => (
    // Two items may share a target: the position tells them apart.
    <li key={`${i}:${l.to}`}>
      {isExternal(l.to) ? (
        <a href={l.to} rel="noopener" target={l.newTab ? '_blank' : undefined} onClick={onFollow}>
          {l.label}
          {l.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
        </a>
      ) : (
        <NavLink to={l.to} end={l.to === '/'} onClick={onFollow}>
          {l.label}
        </NavLink>
      )}
    </li>
  ));
}
