import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery } from 'relay-runtime';
import type { SupportQuery } from '../__generated__/SupportQuery.graphql';
import type { SupportViewerQuery } from '../__generated__/SupportViewerQuery.graphql';
import { useAuth } from '../auth/AuthProvider';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { WithPageQuery } from '../relay/WithPageQuery';
import { CallToActionSection } from '../sections/CallToActionSection';
import { MessageForm } from '../sections/MessageForm';
import { PageHero } from '../sections/PageHero';
import section from '../sections/section.module.css';

export const supportQuery = graphql`
  query SupportQuery @preloadable {
    ...CallToActionSection_query
  }
`;

/**
 * Whether the signed-in person is an admin: read after a message is sent, never while the
 * page loads (the page's own query is public content only). The header has usually put
 * viewer.isAdmin in the store already, so this is answered without a request.
 */
const supportViewerQuery = graphql`
  query SupportViewerQuery {
    viewer {
      isAdmin
    }
  }
`;

/**
 * After a message is sent: an admin goes to /all-messages, as the specification says; a
 * visitor or customer stays and sees "Message is Updated" (DESIGN.md: a visitor cannot open
 * an admin page).
 */
function useAfterSent() {
  const { signedIn } = useAuth();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!signedIn) return;
    try {
      const data = await fetchQuery<SupportViewerQuery>(environment, supportViewerQuery, {}, {
        fetchPolicy: 'store-or-network',
      }).toPromise();
      if (data?.viewer?.isAdmin) navigate('/all-messages');
    } catch {
      /* not known to be an admin: stay */
    }
  }, [signedIn, environment, navigate]);
}

/** /support: the support form (never waits for data) and a call-to-action block. */
export default function Support() {
  useDocumentTitle('Support');
  const afterSent = useAfterSent();
  return (
    <div className={section.publicPage}>
      <PageHero title="Support" lead="Questions about your plan, an order or your results? We are here to help." />
      <section className={section.section} aria-label="Support form">
        <div className="container narrow">
          <MessageForm heading="Send Us Message For Support" headingId="support-form-title" onSent={afterSent} />
        </div>
      </section>
      <WithPageQuery<SupportQuery> query={supportQuery} show={(data) => <CallToActionSection query={data} />} />
    </div>
  );
}
