import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteHeader_query$key } from '../__generated__/SiteHeader_query.graphql';
import type { SiteHeaderViewerQuery } from '../__generated__/SiteHeaderViewerQuery.graphql';
import { useAuth } from '../auth/AuthProvider';
import { useQueryWithoutSuspense } from '../relay/useQueryWithoutSuspense';
import { Header } from './Header';
import { useSiteShell } from './SiteShell';

const logoFragment = graphql`
  fragment SiteHeader_query on Query {
    logos(first: 1) {
      edges {
        node {
          logo
        }
      }
    }
  }
`;

export const siteHeaderViewerQuery = graphql`
  query SiteHeaderViewerQuery {
    viewer {
      email
      emailVerified
      isAdmin
      signInProvider
    }
  }
`;

function useLogoUrl(): string | null {
  const { data } = useSiteShell();
  const fragment = useFragment<SiteHeader_query$key>(logoFragment, data ?? null);
  return fragment?.logos?.edges?.[0]?.node?.logo || null;
}

/**
 * The header wired to the signed-in state (Login / Dashboard) and to viewer.isAdmin (Admin
 * link). It never suspends: it stays mounted while its data loads.
 */
export function SiteHeader() {
  const { signedIn } = useAuth();
  const logoUrl = useLogoUrl();
  const { data } = useQueryWithoutSuspense<SiteHeaderViewerQuery>(siteHeaderViewerQuery, {}, { enabled: signedIn });
  const isAdmin = signedIn && data?.viewer?.isAdmin === true;
  return <Header signedIn={signedIn} isAdmin={isAdmin} logoUrl={logoUrl} />;
}
