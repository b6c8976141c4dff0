import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useEnsureAuthLoaded } from '../auth/AuthProvider';
import { CredentialsForm } from '../auth/CredentialsForm';
import { AuthAlert, AuthCard } from '../auth/AuthCard';
import { authErrorMessage } from '../auth/errors';
import { rememberedPath, SIGNED_IN } from '../auth/RequireAuth';
import { validateLogin } from '../auth/validation';
import { GoogleIcon } from '../components/icons';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import styles from './Login.module.css';

export default function Login() {
  useDocumentTitle('Login');
  const auth = useEnsureAuthLoaded();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);

  if (auth.status === 'signedIn') {
    // The dashboard sends staff on to the admin home when they arrive from here (SIGNED_IN).
    return <Navigate to={rememberedPath(location.state, '/dashboard')} state={SIGNED_IN} replace />;
  }

  async function withEmail({ email, password }: { email: string; password: string }) {
    setError(null);
    try {
      await auth.store.signInWithEmail(email, password);
    } catch (err) {
      setError(authErrorMessage(err));
    }
  }

  async function withGoogle() {
    setError(null);
    setGoogleBusy(true);
    try {
      await auth.store.signInWithGoogle();
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setGoogleBusy(false);
    }
  }

  return (
    <AuthCard
      id="login-title"
      title="Login"
      sub="Welcome back. Log in to order plans and follow your orders."
      other={
        <>
          New here? <Link to="/register">Create an account</Link>
        </>
      }
    >
      <CredentialsForm
        validate={validateLogin}
        submitLabel="Login"
        busyLabel="Logging in…"
        passwordAutoComplete="current-password"
        onSubmit={withEmail}
      >
        <p className={styles.forgot}>
          <Link to="/reset">Forgot password?</Link>
        </p>
        <div className={styles.divider} role="presentation">
          <span>or</span>
        </div>
        <button type="button" className="btn btn-google btn-block" onClick={withGoogle} disabled={googleBusy}>
          <GoogleIcon /> {googleBusy ? 'Opening Google…' : 'Continue with Google'}
        </button>
        <AuthAlert error={error} loadError={auth.loadError} />
      </CredentialsForm>
    </AuthCard>
  );
}
