import { Suspense } from 'react';
import { graphql } from 'react-relay/hooks';
import type { ContactQuery } from '../__generated__/ContactQuery.graphql';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { usePageQuery } from '../relay/usePageQuery';
import { CallToActionSection } from '../sections/CallToActionSection';
import { ContactInfoSection } from '../sections/ContactInfoSection';
import { ContactMap } from '../sections/ContactMap';
import { MessageForm } from '../sections/MessageForm';
import { PageHero } from '../sections/PageHero';
import section from '../sections/section.module.css';
import styles from './Contact.module.css';

export const contactQuery = graphql`
  query ContactQuery @preloadable {
    ...ContactInfoSection_query
    ...ContactMap_query
    ...CallToActionSection_query
  }
`;

function ContactInfo() {
  const data = usePageQuery<ContactQuery>(contactQuery);
  return <ContactInfoSection query={data} />;
}

function ContactMapData() {
  const data = usePageQuery<ContactQuery>(contactQuery);
  return <ContactMap query={data} />;
}

function ContactCallToAction() {
  const data = usePageQuery<ContactQuery>(contactQuery);
  return <CallToActionSection query={data} />;
}

/**
 * /contact and /contact-us: contact items, the map (a local picture), the message form,
 * call to action. The form never waits for data (and is never remounted by it): only the
 * parts that show records suspend, each in place of a skeleton of its own size, all from
 * the page's one query.
 */
export default function Contact() {
  useDocumentTitle('Contact Us');
  return (
    <div className={section.publicPage}>
      <PageHero title="Contact Us" lead="Tell us about your website: we answer within one business day." />
      <Suspense fallback={<ContactInfoSection query={null} />}>
        <ContactInfo />
      </Suspense>
      <section className={section.section} aria-label="Map and message form">
        <div className={`container ${styles.contactMainGrid}`}>
          <Suspense fallback={<ContactMap query={null} />}>
            <ContactMapData />
          </Suspense>
          <MessageForm heading="Send Us a Message" headingId="contact-form-title" />
        </div>
      </section>
      <Suspense fallback={<CallToActionSection query={null} />}>
        <ContactCallToAction />
      </Suspense>
    </div>
  );
}
