import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { InvitationAcceptMutation } from '../__generated__/InvitationAcceptMutation.graphql';
import type { InvitationQuery, InvitationQuery$data } from '../__generated__/InvitationQuery.graphql';
import { toAdminError } from '../admin/errors';
import { useEnsureAuthLoaded } from '../auth/AuthProvider';
import { AuthCard } from '../auth/AuthCard';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

const query = graphql`
  query InvitationQuery($token: String!) {
    invitation(token: $token) {
      email
      role
      invitedBy
      expiresAt
    }
  }
`;

const acceptMutation = graphql`
  mutation InvitationAcceptMutation($token: String!) {
    acceptInvitation(token: $token) {
      role
    }
  }
`;

type Invite = InvitationQuery$data['invitation'];

/**
 * /invitation?token=…: the link of an invitation mail. Says who invited whom as what; the
 * person signs in or registers with the invited e-mail (the usual pages, which come back
 * here), then accepts: the server verifies their e-mail and puts them on the staff, and a
 * fresh ID token brings the role to /admin.
 */
export default function Invitation() {
  useDocumentTitle('Invitation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const environment = useRelayEnvironment();
  const auth = useEnsureAuthLoaded();
  const location = useLocation();
  const navigate = useNavigate();
  const [invite, setInvite] = useState<Invite | null>(null);
  const [failure, setProblem] = useState<string | null>(null);
  const problem = token ? failure : 'This invitation link has no token: open the whole link from the mail.';
  const [commit, accepting] = useMutation<InvitationAcceptMutation>(acceptMutation);

  useEffect(() => {
    if (!token) return;
    const sub = fetchQuery<InvitationQuery>(environment, query, { token }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setInvite(data.invitation),
      error: (err: unknown) => setProblem(toAdminError(err, 'This invitation could not be read. Try again.').message),
    });
    return () => sub.unsubscribe();
  }, [environment, token]);

  const accept = () => {
    setProblem(null);
    commit({
      variables: { token },
      onCompleted: (_res, errors) => {
        if (errors?.length) {
          setProblem(toAdminError(errors).message);
          return;
        }
        // The next ID token carries the verified e-mail, and the server then the role.
        auth.store
          .refresh()
          .catch(() => undefined)
          .then(() => navigate('/admin', { replace: true }));
      },
      onError: (err) => setProblem(toAdminError(err).message),
    });
  };

  const from = { from: location };
  const signedInAs = auth.user?.email?.toLowerCase() ?? null;
  return (
    <AuthCard
      id="invitation-title"
      title="Join the team"
      sub={invite ? `${invite.invitedBy} invites ${invite.email} to the admin area as ${invite.role}.` : problem ? 'This invitation cannot be used.' : 'Reading your invitation…'}
      other={<Link to="/">Back to the home page</Link>}
    >
      {invite && auth.status === 'signedOut' && (
        <>
          <p>Log in or create your account with {invite.email}, then accept the invitation here.</p>
          <p>
            <Link className="btn btn-primary" to="/login" state={from}>
              Login
            </Link>{' '}
            <Link className="btn btn-outline" to="/register" state={from}>
              Create an account
            </Link>
          </p>
        </>
      )}
      {invite && auth.status === 'signedIn' && signedInAs !== invite.email && (
        <>
          <p role="alert" className="form-alert">
            This invitation is for {invite.email}, and you are signed in as {signedInAs ?? 'an account without an e-mail'}.
          </p>
          <button type="button" className="btn btn-outline" onClick={() => void auth.store.signOut()}>
            Sign out
          </button>
        </>
      )}
      {invite && auth.status === 'signedIn' && signedInAs === invite.email && (
        <button type="button" className="btn btn-primary btn-block" onClick={accept} disabled={accepting} aria-busy={accepting || undefined}>
          {accepting ? 'Accepting…' : `Accept and join as ${invite.role}`}
        </button>
      )}
      {problem && (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      )}
    </AuthCard>
  );
}
