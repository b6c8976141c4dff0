import { Suspense, useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { SiteHeader_query$key } from '../__generated__/SiteHeader_query.graphql';
import type { SiteHeaderViewerQuery } from '../__generated__/SiteHeaderViewerQuery.graphql';
import { useAuth } from '../auth/AuthProvider';
import { ErrorBoundary } from './ErrorBoundary';
import { NAV_LINKS, TAGLINE } from '../config/site';
import { MenuLinks } from './MenuLinks';
import { Brand, Header } from './Header';
import { menuLinks, useShellData, type ShellQueryRef } from './SiteShell';

const logoFragment = graphql`
  fragment SiteHeader_query on Query {
    logos(first: 1) {
      edges {
        node {
          logo
        }
      }
    }
    publicMedia {
      ...Picture_media
    }
    siteIdentities(first: 1) {
      edges {
        node {
          siteName
          tagline
        }
      }
    }
    menuItems(first: 100) {
      edges {
        node {
          menu
          label
          target
          newTab
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

function useShellHeader(shell: ShellQueryRef) {
  const fragment = useFragment<SiteHeader_query$key>(logoFragment, useShellData(shell));
  return { ...fragment, identity: fragment.siteIdentities?.edges?.[0]?.node };
}

function ShellLogo({ shell }: { shell: ShellQueryRef }) {
  const { logos, publicMedia, identity } = useShellHeader(shell);
  return <Brand logoUrl={logos?.edges?.[0]?.node?.logo || null} media={publicMedia} name={identity?.siteName} />;
}

function ShellMenu({ shell, onFollow }: { shell: ShellQueryRef; onFollow?: () => void }) {
  return <MenuLinks links={menuLinks(useShellHeader(shell).menuItems, 'HEADER')} onFollow={onFollow} />;
}

function ShellTagline({ shell }: { shell: ShellQueryRef }) {
  return useShellHeader(shell).identity?.tagline ?? TAGLINE;
}

/**
 * The header wired to the signed-in state (Login / Dashboard), to viewer.isAdmin (Admin
 * link), to the logo record, to the site's identity (name, tagline) and to the header's menu
 * (MenuItem). Only the brand, the tagline and the menu wait for the shell's data (server-rendered pages have it at once): the header
 * itself never suspends, so it keeps an open menu or focus.
 */
export function SiteHeader({ shell }: { shell: ShellQueryRef }) {
  const { signedIn } = useAuth();
  const isAdmin = useIsAdmin(signedIn);
  const noLogo = <Brand logoUrl={null} />;
  const brand = (
    <ErrorBoundary resetKeys={[shell]} fallback={() => noLogo}>
      <Suspense fallback={noLogo}>
        <ShellLogo shell={shell} />
      </Suspense>
    </ErrorBoundary>
  );
  const tagline = (
    <ErrorBoundary resetKeys={[shell]} fallback={() => TAGLINE}>
      <Suspense fallback={TAGLINE}>
        <ShellTagline shell={shell} />
      </Suspense>
    </ErrorBoundary>
  );
  const menu = (onFollow?: () => void) => {
    const specified = <MenuLinks links={NAV_LINKS} onFollow={onFollow} />;
    return (
      <ErrorBoundary resetKeys={[shell]} fallback={() => specified}>
        <Suspense fallback={specified}>
          <ShellMenu shell={shell} onFollow={onFollow} />
        </Suspense>
      </ErrorBoundary>
    );
  };
  return <Header signedIn={signedIn} isAdmin={isAdmin} brand={brand} tagline={tagline} menu={menu} />;
}
