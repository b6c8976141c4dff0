import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { SiteShellQuery } from '../__generated__/SiteShellQuery.graphql';

/** The data of the chrome around every page: logo and footer records. One request, shared. */
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
