import { graphql, useFragment } from 'react-relay/hooks';
import type { ContactInfoSection_query$key } from '../__generated__/ContactInfoSection_query.graphql';
import { Skeleton } from '../components/Skeleton';
import { mailtoHref, telHref } from '../components/contactLinks';
import { imageSrc } from '../components/contentHref';
import { Picture } from '../components/Picture';
import section from './section.module.css';
import styles from './ContactInfoSection.module.css';

const fragment = graphql`
  fragment ContactInfoSection_query on Query {
    contactItems(first: 12) {
      edges {
        node {
          id
          contactImg
          contactTitle
          contactDetails
        }
      }
    }
    publicMedia {
      ...Picture_media
    }
  }
`;

const PHONE = /^\+?[\d\s().-]{6,}$/;

/** A contact detail as a link when it is an e-mail address or a phone number. */
export function ContactDetail({ text }: { text: string }) {
  const v = text.trim();
  const mail = mailtoHref(v);
  if (mail) return <a href={mail}>{v}</a>;
  const tel = PHONE.test(v) && /\d{6,}/.test(v.replace(/\D/g, '')) ? telHref(v) : null;
  if (tel) return <a href={tel}>{v}</a>;
  return <>{v}</>;
}

/** The contact items (address, e-mail, phone…): icon, title and details. */
export function ContactInfoSection({ query }: { query: ContactInfoSection_query$key | null }) {
  const data = useFragment(fragment, query);
  const loading = !data;
  const items = (data?.contactItems.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <section className={styles.contactInfo} aria-labelledby="contact-info-title" aria-busy={loading || undefined}>
      <div className="container">
        <h2 id="contact-info-title" className="visually-hidden">
          Address, email and phone
        </h2>
        <ul className={section.cardGrid}>
          {loading
            ? Array.from({ length: 3 }, (_, i) => (
                <li key={i} className={styles.contactCard}>
                  <Skeleton width="56px" height="56px" radius="1rem" />
                  <div className={styles.contactCardBody}>
                    <Skeleton width="50%" height="1.3rem" />
                    <Skeleton width="85%" height="1rem" style={{ marginTop: '0.6rem' }} />
                  </div>
                </li>
              ))
            : items.map((c) => {
                const icon = imageSrc(c.contactImg);
                return (
                  <li key={c.id} className={styles.contactCard}>
                    {icon ? (
                      <Picture className={styles.contactIcon} src={icon} media={data?.publicMedia} sizes="56px" alt="" decorative width={56} height={56} lazy={false} />
                    ) : (
                      <span className={styles.contactIcon} aria-hidden="true" />
                    )}
                    <div className={styles.contactCardBody}>
                      <h3 className={styles.contactTitle}>{c.contactTitle}</h3>
                      <p className={styles.contactDetails}>
                        <ContactDetail text={c.contactDetails} />
                      </p>
                    </div>
                  </li>
                );
              })}
        </ul>
      </div>
    </section>
  );
}
