import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { SiteShellQuery } from '../__generated__/SiteShellQuery.graphql';
import type { NavItem } from '../config/site';

/** The data of the chrome around every page: logo, menus and footer records. One request, shared. */
const siteShellQuery = graphql`
  query SiteShellQuery @preloadable {
    ...SiteHeader_query
    ...SiteFooter_query
  }
`;

/** The shell's query, as the root route loaded it (routes/index.tsx). */
export type ShellQueryRef = PreloadedQuery<SiteShellQuery>;

/** Suspends until the shell's data is there: call it below a Suspense whose fallback looks the same. */
export function useShellData(shell: ShellQueryRef) {
  return usePreloadedQuery<SiteShellQuery>(siteShellQuery, shell);
}

/** The menu items of the shell's data (menuItems, in the admin's order). */
type MenuItems = {
  readonly edges?: ReadonlyArray<
    { readonly node?: { readonly menu: string; readonly label: string; readonly target: string; readonly newTab: boolean } | null } | null | undefined
  > | null;
};

/** The links of one menu, in the admin's order. */
export function menuLinks(items: MenuItems | null | undefined, menu: 'HEADER' | 'FOOTER'): NavItem[] {
  return (items?.edges ?? []).flatMap((e) =>
    e?.node?.menu === menu ? [{ to: e.node.target, label: e.node.label, newTab: e.node.newTab }] : [],
  );
}
