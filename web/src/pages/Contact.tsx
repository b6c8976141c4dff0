import { graphql } from 'react-relay/hooks';
import type { ContactQuery } from '../__generated__/ContactQuery.graphql';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { WithPageQuery } from '../relay/WithPageQuery';
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
      <WithPageQuery<ContactQuery> query={contactQuery} show={(data) => <ContactInfoSection query={data} />} />
      <section className={section.section} aria-label="Map and message form">
        <div className={`container ${styles.contactMainGrid}`}>
          <WithPageQuery<ContactQuery> query={contactQuery} show={(data) => <ContactMap query={data} />} />
          <MessageForm heading="Send Us a Message" headingId="contact-form-title" />
        </div>
      </section>
      <WithPageQuery<ContactQuery> query={contactQuery} show={(data) => <CallToActionSection query={data} />} />
    </div>
  );
}
