import { useState, type FormEvent } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { MessageView_replies$key } from '../../__generated__/MessageView_replies.graphql';
import type { MessageViewMutation } from '../../__generated__/MessageViewMutation.graphql';
import type { MessageViewQuery } from '../../__generated__/MessageViewQuery.graphql';
import type { MessageViewReplyMutation } from '../../__generated__/MessageViewReplyMutation.graphql';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { AdminPage, nodeOfType } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { crumb } from '../../admin/crumbs';
import { SUCCESS } from '../../admin/fields';
import { dateTime } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import { MailLink, PhoneLink } from '../../components/contactLinks';
import { replyToMessageMax } from '../../schema.generated';

const query = graphql`
  query MessageViewQuery($id: ID!) @preloadable {
    node(id: $id) {
      __typename
      ... on Message {
        id
        fullName
        phoneNumber
        emailAddress
        website
        subject
        message
        messageStatus
        createdAt
        ...MessageView_replies @alias(as: "thread")
      }
    }
  }
`;

// The thread: read by the page, and returned by a reply so the new one shows at once.
const repliesFragment = graphql`
  fragment MessageView_replies on Message {
    replies {
      id
      sentBy
      sentTo
      subject
      body
      createdAt
    }
  }
`;

const replyMutation = graphql`
  mutation MessageViewReplyMutation($id: ID!, $subject: String, $body: String!) {
    replyToMessage(id: $id, subject: $subject, body: $body) {
      id
      messageStatus
      ...MessageView_replies
    }
  }
`;

const mutation = graphql`
  mutation MessageViewMutation($id: ID!) {
    markMessageRead(id: $id) {
      id
      messageStatus
    }
  }
`;

/** /view/{id}: one message; the Mark Read form shows only while it is UnRead; below, the replies and a reply form. */
export default function MessageView() {
  const [loaded, reload] = useReloadable<MessageViewQuery>(query);
  return (
    <AdminPage onRetry={reload}
      title="Message"
      parents={[crumb('/all-messages', 'Messages')]}
      actions={
        <Link to="/all-messages" className="btn btn-outline btn-sm">
          Back to messages
        </Link>
      }
    >
      <MessageScreen loaded={loaded} />
    </AdminPage>
  );
}

function MessageScreen({ loaded }: { loaded: PreloadedQuery<MessageViewQuery> }) {
  const toast = useToast();
  const data = usePreloadedQuery<MessageViewQuery>(query, loaded);
  const msg = nodeOfType(data.node, 'Message');
  const [markRead, busy] = useAdminMutation<MessageViewMutation>(mutation);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await markRead({ id: msg.id });
      toast.success(SUCCESS.messageRead);
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  const dash = (s: string) => s || '—';
  return (
    <article className="admin-card" aria-labelledby="message-subject">
      <h2 id="message-subject" className="admin-section-title">
        {msg.subject || '(no subject)'}
      </h2>
      <dl className="admin-details">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={msg.messageStatus} />
        </dd>
        <dt>Received</dt>
        <dd>{dateTime(msg.createdAt)}</dd>
        <dt>Full Name</dt>
        <dd>{dash(msg.fullName)}</dd>
        <dt>Email Address</dt>
        <dd>{msg.emailAddress ? <MailLink address={msg.emailAddress} /> : '—'}</dd>
        <dt>Phone Number</dt>
        <dd>{msg.phoneNumber ? <PhoneLink phone={msg.phoneNumber} /> : '—'}</dd>
        <dt>Website</dt>
        <dd>{dash(msg.website)}</dd>
        <dt>Message</dt>
        <dd className="admin-message-body">{dash(msg.message)}</dd>
      </dl>
      {msg.messageStatus === 'UnRead' && (
        <form className="admin-form-actions admin-section" onSubmit={submit} aria-busy={busy || undefined}>
          <input type="hidden" name="messageStatus" value="Read" />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Mark Read
          </button>
        </form>
      )}
      <section className="admin-section" aria-labelledby="message-replies">
        <h3 id="message-replies" className="admin-section-title">
          Replies
        </h3>
        {msg.thread && <Replies message={msg.thread} />}
        {msg.emailAddress ? <ReplyForm id={msg.id} subject={msg.subject} /> : <p>This message has no e-mail address to reply to.</p>}
      </section>
    </article>
  );
}

function Replies({ message }: { message: MessageView_replies$key }) {
  const { replies } = useFragment(repliesFragment, message);
  if (!replies?.length) return <p>No reply yet.</p>;
  return (
    <ol className="admin-thread">
      {replies.map((r) => (
        <li key={r.id} className="admin-thread-item">
          <p>
            <strong>{r.subject}</strong> — {r.sentBy} to {r.sentTo}, {dateTime(r.createdAt)}
          </p>
          <p className="admin-message-body">{r.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** Sends a reply by e-mail; the server keeps it in the thread and marks the message Read. */
function ReplyForm({ id, subject }: { id: string; subject: string }) {
  const toast = useToast();
  const [reply, busy] = useAdminMutation<MessageViewReplyMutation>(replyMutation);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!body.trim()) {
      setError('Write the reply.');
      return;
    }
    setError(undefined);
    try {
      await reply({ id, subject: title.trim() || null, body });
      setTitle('');
      setBody('');
      toast.success(SUCCESS.messageReply);
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} aria-busy={busy || undefined} aria-label="Reply">
      <TextField label="Subject" value={title} maxLength={replyToMessageMax.subject} placeholder={`Re: ${subject || 'your message'}`} onChange={(e) => setTitle(e.target.value)} />
      <TextField label="Reply" multiline rows={6} value={body} maxLength={replyToMessageMax.body} error={error} onChange={(e) => setBody(e.target.value)} />
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Send Reply
        </button>
      </div>
    </form>
  );
}
