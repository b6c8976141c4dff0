import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useEnsureAuthLoaded } from '../auth/AuthProvider';
import { CredentialsForm } from '../auth/CredentialsForm';
import { AuthAlert, AuthCard } from '../auth/AuthCard';
import { authErrorMessage } from '../auth/errors';
import { validateRegister } from '../auth/validation';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export default function Register() {
  useDocumentTitle('Register');
  const auth = useEnsureAuthLoaded();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);

  if (auth.status === 'signedIn' && !registering) {
    return <Navigate to="/dashboard" replace />;
  }

  async function register({ email, password }: { email: string; password: string }) {
    setError(null);
    setRegistering(true);
    try {
      await auth.store.register(email, password);
      navigate('/', { replace: true });
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
