import { graphql } from 'react-relay/hooks';
import type { SiteShellQuery } from '../__generated__/SiteShellQuery.graphql';
import { useQueryWithoutSuspense } from '../relay/useQueryWithoutSuspense';

/** The data of the chrome around every page: logo and footer records. One request, shared. */
export const siteShellQuery = graphql`
  query SiteShellQuery {
    ...SiteHeader_query
    ...SiteFooter_query
  }
`;

export function useSiteShell() {
  // Public records only: no token, so the shell never waits for the identity SDK.
  return useQueryWithoutSuspense<SiteShellQuery>(siteShellQuery, {}, { anonymous: true });
}
