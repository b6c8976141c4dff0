import { Suspense, useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { SiteHeader_query$key } from '../__generated__/SiteHeader_query.graphql';
import type { SiteHeaderViewerQuery } from '../__generated__/SiteHeaderViewerQuery.graphql';
import { useAuth } from '../auth/AuthProvider';
import { Header } from './Header';
import { useShellData, type ShellQueryRef } from './SiteShell';

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

const siteHeaderViewerQuery = graphql`
  query SiteHeaderViewerQuery {
    viewer {
      email
      emailVerified
      isAdmin
      signInProvider
    }
  }
`;

/**
 * viewer.isAdmin, asked once someone is signed in. Read as a value, not by suspending: the
 * header stays mounted (an open menu, focus) when the answer arrives.
 */
function useIsAdmin(signedIn: boolean): boolean {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<{ environment: Environment; isAdmin: boolean } | null>(null);
  useEffect(() => {
    if (!signedIn) return undefined;
    const request = fetchQuery<SiteHeaderViewerQuery>(environment, siteHeaderViewerQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => setAnswer({ environment, isAdmin: data.viewer?.isAdmin === true }),
      error: () => setAnswer(null),
    });
    return () => request.unsubscribe();
  }, [signedIn, environment]);
  // An answer from another identity's environment does not count.
  return signedIn && answer?.environment === environment && answer.isAdmin;
}

function WiredHeader({ shell, signedIn, isAdmin }: { shell: ShellQueryRef; signedIn: boolean; isAdmin: boolean }) {
  const fragment = useFragment<SiteHeader_query$key>(logoFragment, useShellData(shell));
  const logoUrl = fragment.logos?.edges?.[0]?.node?.logo || null;
  return <Header signedIn={signedIn} isAdmin={isAdmin} logoUrl={logoUrl} />;
}

/**
 * The header wired to the signed-in state (Login / Dashboard), to viewer.isAdmin (Admin
 * link) and to the logo record. Server-rendered pages have the logo at once; elsewhere the
 * same header without it holds the place for the first moment.
 */
export function SiteHeader({ shell }: { shell: ShellQueryRef }) {
  const { signedIn } = useAuth();
  const isAdmin = useIsAdmin(signedIn);
  return (
    <Suspense fallback={<Header signedIn={signedIn} isAdmin={isAdmin} logoUrl={null} />}>
      <WiredHeader shell={shell} signedIn={signedIn} isAdmin={isAdmin} />
    </Suspense>
  );
}
