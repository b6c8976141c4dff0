import { Suspense, useCallback } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteFooter_query$key } from '../__generated__/SiteFooter_query.graphql';
import type { SiteFooterSubscribeMutation } from '../__generated__/SiteFooterSubscribeMutation.graphql';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { menuLinks, useShellData, type ShellQueryRef } from './SiteShell';

const footerFragment = graphql`
  fragment SiteFooter_query on Query {
    footerAbouts(first: 1) {
      edges {
        node {
          aboutFooterText
          aboutFooterDetails
        }
      }
    }
    footerAddresses(first: 1) {
      edges {
        node {
          footerPhone
          footeraddress
          footerEmail
        }
      }
    }
    footerSocials(first: 1) {
      edges {
        node {
          fblink
          inslink
        }
      }
    }
    copyrights(first: 1) {
      edges {
        node {
          copyrightText
        }
      }
    }
    siteIdentities(first: 1) {
      edges {
        node {
          siteName
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

const subscribeMutation = graphql`
  mutation SiteFooterSubscribeMutation($email: String!) {
    subscribe(email: $email) {
      email
    }
  }
`;

type Connection<T> = { readonly edges?: ReadonlyArray<{ readonly node?: T | null } | null | undefined> | null } | undefined;
const first = <T,>(c: Connection<T>) => c?.edges?.[0]?.node ?? null;

function WiredFooter({ shell, onSubscribe }: { shell: ShellQueryRef; onSubscribe: (email: string) => Promise<void> }) {
  const footer = useFragment<SiteFooter_query$key>(footerFragment, useShellData(shell));
  return (
    <Footer
      about={first(footer.footerAbouts)}
      address={first(footer.footerAddresses)}
      social={first(footer.footerSocials)}
      copyrightText={first(footer.copyrights)?.copyrightText ?? null}
      siteName={first(footer.siteIdentities)?.siteName}
      links={menuLinks(footer.menuItems, 'FOOTER')}
      onSubscribe={onSubscribe}
    />
  );
}

/**
 * The footer wired to its records and to the newsletter mutation. Server-rendered pages have
 * the records at once; elsewhere the footer's skeletons hold their place for the first moment.
 */
export function SiteFooter({ shell }: { shell: ShellQueryRef }) {
  const [commit] = usePromiseMutation<SiteFooterSubscribeMutation>(
    subscribeMutation,
    'We could not save your address. Please try again.',
  );
  const subscribe = useCallback(async (email: string) => {
    await commit({ email });
  }, [commit]);
  return (
    // Without its records (they failed to load), the footer shows its defaults.
    <ErrorBoundary resetKeys={[shell]} fallback={() => <Footer onSubscribe={subscribe} />}>
      <Suspense fallback={<Footer loading onSubscribe={subscribe} />}>
        <WiredFooter shell={shell} onSubscribe={subscribe} />
      </Suspense>
    </ErrorBoundary>
  );
}
