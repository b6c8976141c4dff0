import type { ReactNode } from 'react';
import { authErrorMessage } from './errors';
import styles from './AuthCard.module.css';

/** The login, register and reset pages: a card with the page's heading, its form and a link to the other page. */
export function AuthCard({
  id,
  title,
  sub,
  other,
  children,
}: {
  id: string;
  title: string;
  sub: string;
  other: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`page ${styles.authPage}`} aria-labelledby={id}>
      <div className={styles.authCard}>
        <h1 id={id}>{title}</h1>
        <p className={styles.authSub}>{sub}</p>
        {children}
        <p className={styles.authSwitch}>{other}</p>
      </div>
    </section>
  );
}

/** The form's alert: what the last attempt answered, or why signing in could not load. */
export function AuthAlert({ error, loadError }: { error: string | null; loadError: unknown }) {
  if (!error && loadError == null) return null;
  return (
    <p className="form-alert" role="alert">
      {error ?? authErrorMessage(loadError)}
    </p>
  );
}
