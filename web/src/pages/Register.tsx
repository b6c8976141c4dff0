import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useEnsureAuthLoaded } from '../auth/AuthProvider';
import { CredentialsForm } from '../auth/CredentialsForm';
import { AuthAlert, AuthCard } from '../auth/AuthCard';
import { authErrorMessage } from '../auth/errors';
import { rememberedPath } from '../auth/RequireAuth';
import { validateRegister } from '../auth/validation';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export default function Register() {
  useDocumentTitle('Register');
  const auth = useEnsureAuthLoaded();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);

  if (auth.status === 'signedIn' && !registering) {
    return <Navigate to={rememberedPath(location.state, '/dashboard')} replace />;
  }

  async function register({ email, password }: { email: string; password: string }) {
    setError(null);
    setRegistering(true);
    try {
      await auth.store.register(email, password);
      // Back where they came from (an invitation), else home, as the specification has it.
      navigate(rememberedPath(location.state, '/'), { replace: true });
    } catch (err) {
      setRegistering(false);
      setError(authErrorMessage(err));
    }
  }

  return (
    <AuthCard
      id="register-title"
      title="Register"
      sub="Create an account to order a plan and follow your orders."
      other={
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>
      }
    >
      <CredentialsForm
        validate={validateRegister}
        submitLabel="Register"
        busyLabel="Creating your account…"
        passwordAutoComplete="new-password"
        onSubmit={register}
      >
        <AuthAlert error={error} loadError={auth.loadError} />
      </CredentialsForm>
    </AuthCard>
  );
}
