import { graphql, useFragment } from 'react-relay/hooks';
import type { ContactMap_query$key } from '../__generated__/ContactMap_query.graphql';
import styles from './ContactMap.module.css';

const fragment = graphql`
  fragment ContactMap_query on Query {
    contactItems(first: 12) {
      edges {
        node {
          contactTitle
          contactDetails
        }
      }
    }
  }
`;

/** The address among the contact items: the one titled "…address…", else one that reads like a street address. */
export function findAddress(items: readonly { contactTitle: string; contactDetails: string }[]): string | null {
  const byTitle = items.find((i) => /address|location|office|visit/i.test(i.contactTitle));
  if (byTitle) return byTitle.contactDetails;
  const byText = items.find((i) => /\d+\s+\S+.*(street|st\.?|road|rd\.?|avenue|ave\.?|suite|,)/i.test(i.contactDetails));
  return byText?.contactDetails ?? null;
}

/**
 * The "embedded map": a map picture shipped with the site (public/images/map.svg), not a
 * map service's frame or script, so the page makes no request to another host.
 */
export function ContactMap({ query }: { query: ContactMap_query$key | null }) {
  const data = useFragment(fragment, query);
  const address = findAddress((data?.contactItems.edges ?? []).flatMap((e) => (e?.node ? [e.node] : [])));
  return (
    <figure className={styles.contactMap}>
      <img
        className={styles.contactMapImg}
        src="/images/map.svg"
        alt={address ? `Map showing our office at ${address}` : 'Map showing our office'}
        width={800}
        height={520}
        loading="lazy"
        decoding="async"
      />
      <figcaption className={styles.contactMapCaption}>
        <span className={styles.contactMapPin} aria-hidden="true" />
        {address ?? 'Our office'}
      </figcaption>
    </figure>
  );
}
