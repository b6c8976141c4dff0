import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link, NavLink } from 'react-router';
import type { AdminPageViewerQuery } from '../__generated__/AdminPageViewerQuery.graphql';
import { useAuth } from '../auth/AuthProvider';
import { Skeleton } from '../components/Skeleton';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import NotFound from '../pages/NotFound';
import { AdminError, toAdminError } from './errors';
import { UnsavedChangesGuard } from './useUnsavedChanges';
import './admin.css';
import styles from './AdminPage.module.css';

const viewerQuery = graphql`
  query AdminPageViewerQuery {
    viewer {
      email
      isAdmin
    }
  }
`;

export interface Crumb {
  to: string;
  label: string;
}

/** Thrown by a page whose record does not exist (or is not of its type): the page is a 404. */
export class NotFoundSignal extends Error {
  constructor() {
    super('not found');
    this.name = 'NotFoundSignal';
  }
}

export function notFound(): never {
  throw new NotFoundSignal();
}

/** The node when it is of the given type, else the page is a 404. */
export function nodeOfType<N extends { readonly __typename: string }, T extends N['__typename']>(
  node: N | null | undefined,
  typename: T,
): Extract<N, { __typename: T }> {
  if (!node || node.__typename !== typename) notFound();
  return node as Extract<N, { __typename: T }>;
}

const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/setting', label: 'Settings' },
  { to: '/total-orders', label: 'Orders' },
  { to: '/all-messages', label: 'Messages' },
  { to: '/all-subscriber', label: 'Subscribers' },
  { to: '/seo', label: 'SEO' },
  { to: '/redirects', label: 'Redirects' },
  { to: '/admin/vitals', label: 'Web Vitals' },
  { to: '/add-user', label: 'Admin Email' },
  { to: '/admin/users', label: 'Admin users' },
  { to: '/admin/trash', label: 'Trash' },
];

function AdminNav() {
  return (
    <nav className={styles.nav} aria-label="Admin">
      <ul>
        {ADMIN_NAV.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Breadcrumbs({ parents, title }: { parents: Crumb[]; title: string }) {
  return (
    <nav className={styles.crumbs} aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/admin">Admin</Link>
        </li>
        {parents.map((p) => (
          <li key={p.to}>
            <Link to={p.to}>{p.label}</Link>
          </li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

/** A loading state of fixed size for an admin screen's content. */
export function AdminSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="admin-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}…</span>
      <Skeleton width="40%" height="1.25rem" />
      <Skeleton height="2.9rem" style={{ marginTop: '1rem' }} />
      <Skeleton height="2.9rem" style={{ marginTop: '0.75rem' }} />
      <Skeleton height="2.9rem" style={{ marginTop: '0.75rem' }} />
      <Skeleton width="10rem" height="2.75rem" radius="999px" style={{ marginTop: '1.25rem' }} />
    </div>
  );
}

/** The page a signed-in person who is not an admin sees on every admin route. */
export function NotAuthorized({ email }: { email?: string | null }) {
  useDocumentTitle('Not authorized');
  return (
    <section className={`page container narrow ${styles.denied}`} aria-labelledby="admin-denied-title">
      <p className="eyebrow">Admin area</p>
      <h1 id="admin-denied-title">Not authorized</h1>
      <p className="lead">
        {email ? (
          <>
            You are signed in as <strong>{email}</strong>, which is not an admin account.
          </>
        ) : (
          <>This account is not an admin account.</>
        )}{' '}
        Admin pages are only for the agency's administrators.
      </p>
      <p className="btn-row">
        <Link to="/dashboard" className="btn btn-primary">
          Go to your dashboard
        </Link>
        <Link to="/" className="btn btn-outline">
          Go to Home
        </Link>
      </p>
    </section>
  );
}

function Frame({ title, parents, actions, shownOn, children }: { title: string; parents: Crumb[]; actions?: ReactNode; shownOn?: string; children: ReactNode }) {
  return (
    <div className="admin page">
      <div className="container">
        <AdminNav />
        <Breadcrumbs parents={parents} title={title} />
        <div className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {actions && <div className={styles.headActions}>{actions}</div>}
        </div>
        {shownOn && <p className={styles.shownOn}>Shown on {shownOn}.</p>}
        {children}
      </div>
    </div>
  );
}

function LoadError({ error, onRetry }: { error: AdminError; onRetry(): void }) {
  return (
    <div className="admin-load-error" role="alert">
      <p>
        <strong>This page could not be loaded.</strong> {error.message}
      </p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

interface BoundaryProps {
  render(error: unknown, retry: () => void): ReactNode;
  /** Asks the page's queries again before the retry renders them. */
  onRetry?(): void;
  children: ReactNode;
}

/** Catches what a screen's queries throw (a missing record, a refused or failed request). */
class AdminBoundary extends Component<BoundaryProps, { error: unknown; attempt: number }> {
  state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof NotFoundSignal)) console.error('admin page failed', error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  render() {
    if (this.state.error != null) return this.props.render(this.state.error, this.retry);
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}

export interface AdminPageProps {
  title: string;
  /** Breadcrumbs between "Admin" and this page. */
  parents?: Crumb[];
  /** Links beside the title (for example "Back to Banner"). */
  actions?: ReactNode;
  /** Where the screen's content appears on the public site (content.ts: shownOn), under the title. */
  shownOn?: string;
  /** "Try again" after a failed load: asks the page's preloaded queries again. */
  onRetry?(): void;
  children: ReactNode;
}

/**
 * Every admin screen: checks viewer.isAdmin first (a signed-in non-admin gets "Not
 * authorized"; the server refuses them anyway), then shows the admin navigation,
 * breadcrumbs, the title and the screen, which may suspend while its data loads. Leaving
 * it with unsaved changes in its forms asks first (useUnsavedChanges).
 */
export function AdminPage(props: AdminPageProps) {
  useDocumentTitle(props.title);
  const [attempt, setAttempt] = useState(0);
  return (
    <UnsavedChangesGuard>
      <AdminGate key={attempt} {...props} onGateRetry={() => setAttempt((a) => a + 1)} />
    </UnsavedChangesGuard>
  );
}

/** Who is signed in, asked once the identity is known (not suspending: the frame stays). */
function useViewer(enabled: boolean) {
  const environment = useRelayEnvironment();
  const [result, setResult] = useState<{ data: AdminPageViewerQuery['response'] | null; error: Error | null }>({ data: null, error: null });
  useEffect(() => {
    if (!enabled) return undefined;
    const request = fetchQuery<AdminPageViewerQuery>(environment, viewerQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => setResult({ data, error: null }),
      error: (error: Error) => setResult({ data: null, error }),
    });
    return () => request.unsubscribe();
  }, [enabled, environment]);
  return result;
}

function AdminGate({ title, parents = [], actions, shownOn, children, onRetry, onGateRetry }: AdminPageProps & { onGateRetry(): void }) {
  const { status } = useAuth();
  const { data, error } = useViewer(status === 'signedIn');

  if (data && !data.viewer.isAdmin) return <NotAuthorized email={data.viewer.email} />;
  if (!data) {
    return (
      <Frame title={title} parents={parents} shownOn={shownOn}>
        {error ? <LoadError error={toAdminError(error, 'Please try again.')} onRetry={onGateRetry} /> : <AdminSkeleton label="Checking your access" />}
      </Frame>
    );
  }
  return (
    <AdminBoundary
      onRetry={onRetry}
      render={(err, retry) => {
        if (err instanceof NotFoundSignal) return <NotFound />;
        const e = toAdminError(err, 'Please try again.');
        if (e.code === 'FORBIDDEN') return <NotAuthorized email={data.viewer.email} />;
        return (
          <Frame title={title} parents={parents}>
            <LoadError error={e} onRetry={retry} />
          </Frame>
        );
      }}
    >
      <Frame title={title} parents={parents} actions={actions} shownOn={shownOn}>
        <Suspense fallback={<AdminSkeleton />}>{children}</Suspense>
      </Frame>
    </AdminBoundary>
  );
}
