import { useCallback } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteFooter_query$key } from '../__generated__/SiteFooter_query.graphql';
import type { SiteFooterSubscribeMutation } from '../__generated__/SiteFooterSubscribeMutation.graphql';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import { Footer } from './Footer';
import { useSiteShell } from './SiteShell';

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
  }
`;

const subscribeMutation = graphql`
  mutation SiteFooterSubscribeMutation($email: String!) {
    subscribe(email: $email) {
      email
    }
  }
`;

/** The footer wired to its records and to the newsletter mutation. */
export function SiteFooter() {
  const { data, error } = useSiteShell();
  const footer = useFragment<SiteFooter_query$key>(footerFragment, data ?? null);
  const [commit] = usePromiseMutation<SiteFooterSubscribeMutation>(
    subscribeMutation,
    'We could not save your address. Please try again.',
  );
  const subscribe = useCallback(async (email: string) => {
    await commit({ email });
  }, [commit]);

  const first = <T,>(c: { readonly edges?: ReadonlyArray<{ readonly node?: T | null } | null | undefined> | null } | undefined) =>
    c?.edges?.[0]?.node ?? null;

  return (
    <Footer
      loading={!footer && !error}
      about={first(footer?.footerAbouts)}
      address={first(footer?.footerAddresses)}
      social={first(footer?.footerSocials)}
      copyrightText={first(footer?.copyrights)?.copyrightText ?? null}
      onSubscribe={subscribe}
    />
  );
}
