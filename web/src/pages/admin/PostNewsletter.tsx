import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { PostNewsletterSendMutation } from "../../__generated__/PostNewsletterSendMutation.graphql";
import type { PostNewsletter_post$key } from "../../__generated__/PostNewsletter_post.graphql";
import { ConfirmDialog } from "../../admin/ConfirmDialog";
import { toAdminError } from "../../admin/errors";
import { dateTime } from "../../admin/format";
import { useAdminMutation } from "../../admin/useAdminMutation";
import { useToast } from "../../components/Toast";

const fragment = graphql`
  fragment PostNewsletter_post on Post {
    id
    title
    status
    newsletter {
      startedAt
      startedBy
      finishedAt
      stopped
      recipients
      queued
      sent
      failed
    }
  }
`;

const sendMutation = graphql`
  mutation PostNewsletterSendMutation($id: ID!) {
    sendPostAsNewsletter(id: $id) {
      ...PostNewsletter_post
    }
  }
`;

/**
 * "Send as newsletter" of a published post (roles that publish posts), once; afterwards,
 * how the sending goes: the mails queued, sent and failed, which Refresh reads again.
 */
export function PostNewsletter({
  post: ref,
  mayPublish,
  onRefresh,
}: {
  post: PostNewsletter_post$key;
  mayPublish: boolean;
  onRefresh(): void;
}) {
  const post = useFragment(fragment, ref);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [send, busy] =
    useAdminMutation<PostNewsletterSendMutation>(sendMutation);
  const n = post.newsletter;
  if (n) {
    return (
      <section className="admin-section" aria-labelledby="post-newsletter">
        <h2 id="post-newsletter" className="admin-section-title">
          Newsletter
        </h2>
        <p>
          Sent as a newsletter on {dateTime(n.startedAt)} by {n.startedBy}
          {n.finishedAt ? "" : " (still sending, a batch a minute)"}.
        </p>
        <p role="status">
          {n.recipients} subscribers reached: {n.queued} queued, {n.sent} sent,{" "}
          {n.failed} failed.
        </p>
        {n.stopped && <p className="admin-muted">Stopped: {n.stopped}.</p>}
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={onRefresh}
        >
          Refresh
        </button>
      </section>
    );
  }
  if (!mayPublish || post.status !== "PUBLISHED") return null;
  const confirm = () =>
    send({ id: post.id }).then(
      () => {
        setAsking(false);
        toast.success(`Sending to the newsletter: ${post.title}`);
      },
      (err: unknown) => {
        setAsking(false);
        toast.error(toAdminError(err).message);
      },
    );
  return (
    <section className="admin-section" aria-labelledby="post-newsletter">
      <h2 id="post-newsletter" className="admin-section-title">
        Newsletter
      </h2>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => setAsking(true)}
      >
        Send as newsletter
      </button>
      {asking && (
        <ConfirmDialog
          title={`Send ${post.title} to the newsletter?`}
          confirmLabel="Send to subscribers"
          busy={busy}
          busyLabel="Sending…"
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>
            Every confirmed subscriber gets its title, summary and a link to it,
            with a link to unsubscribe. A post is sent once: this cannot be
            undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
