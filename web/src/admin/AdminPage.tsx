import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link, NavLink } from 'react-router';
import type { AdminPageViewerQuery } from '../__generated__/AdminPageViewerQuery.graphql';
import { useAuth } from '../auth/AuthProvider';
import { Skeleton } from '../components/Skeleton';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import NotFound from '../pages/NotFound';
import { AccessContext, can, useAccess, type Access, type Area } from './access';
import { AdminError, toAdminError } from './errors';
import { UnsavedChangesGuard } from './useUnsavedChanges';
import './admin.css';
import styles from './AdminPage.module.css';

const viewerQuery = graphql`
  query AdminPageViewerQuery {
    viewer {
      email
      isAdmin
      role
      access {
        area
        access
      }
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

// Each link names the area its screen reads (none: every staff role), so the navigation
// shows a person only what their role can use.
const ADMIN_NAV: { to: string; label: string; end?: boolean; area?: Area }[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/setting', label: 'Settings', area: 'content' },
  { to: '/admin/posts', label: 'Posts', area: 'posts' },
  { to: '/total-orders', label: 'Orders', area: 'sales' },
  { to: '/admin/invoices', label: 'Invoices', area: 'sales' },
  { to: '/admin/subscriptions', label: 'Subscriptions', area: 'sales' },
  { to: '/admin/coupons', label: 'Coupons', area: 'sales' },
  { to: '/all-messages', label: 'Messages', area: 'inbox' },
  { to: '/all-subscriber', label: 'Subscribers', area: 'inbox' },
  { to: '/admin/payments', label: 'Payments check', area: 'sales' },
  { to: '/admin/media', label: 'Media', area: 'media' },
  { to: '/seo', label: 'SEO', area: 'content' },
  { to: '/seo-report', label: 'SEO report', area: 'content' },
  { to: '/redirects', label: 'Redirects', area: 'content' },
  { to: '/not-found-report', label: '404 report', area: 'content' },
  { to: '/admin/vitals', label: 'Web Vitals', area: 'system' },
  { to: '/admin/queue', label: 'Jobs', area: 'system' },
  { to: '/add-user', label: 'Admin Email', area: 'staff' },
  { to: '/admin/users', label: 'Admin users', area: 'staff' },
  { to: '/admin/api-keys', label: 'API keys', area: 'staff' },
  { to: '/admin/webhooks', label: 'Webhooks', area: 'staff' },
  { to: '/admin/site-identity', label: 'Site identity', area: 'site' },
  { to: '/admin/menus', label: 'Menus', area: 'site' },
  { to: '/admin/audit', label: 'Audit log', area: 'owner' },
  { to: '/admin/backups', label: 'Backups', area: 'owner' },
  { to: '/admin/trash', label: 'Trash' },
  { to: '/admin/security', label: 'Account security' },
];

function AdminNav() {
  const access = useAccess();
  return (
    <nav className={styles.nav} aria-label="Admin">
      <ul>
        {ADMIN_NAV.filter((l) => !l.area || can(access, l.area)).map((l) => (
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
/** A staff member on a screen their role cannot use: who they are, and what the screen needs (the server's refusal says it). */
export function NotAllowedForRole({ email, role, reason }: { email?: string | null; role: string; reason: string }) {
  useDocumentTitle('Not allowed for your role');
  return (
    <section className={`page container narrow ${styles.denied}`} aria-labelledby="admin-role-denied-title">
      <p className="eyebrow">Admin area</p>
      <h1 id="admin-role-denied-title">Not allowed for your role</h1>
      <p className="lead">
        You are signed in as <strong>{email}</strong> with the role <strong>{role}</strong>, which cannot use this screen.
      </p>
      <p>{reason}</p>
      <WayOut to="/admin" label="Go to the admin dashboard" />
    </section>
  );
}

/** A refusal's way on: where the person can go, and Home. */
function WayOut({ to, label }: { to: string; label: string }) {
  return (
    <p className="btn-row">
      <Link to={to} className="btn btn-primary">
        {label}
      </Link>
      <Link to="/" className="btn btn-outline">
        Go to Home
      </Link>
    </p>
  );
}

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
      <WayOut to="/dashboard" label="Go to your dashboard" />
    </section>
  );
}

/** The screen's frame; it names the document, so a refusal shown instead of it names it alone, whatever the commit order. */
function Frame({ title, parents, actions, shownOn, children }: { title: string; parents: Crumb[]; actions?: ReactNode; shownOn?: string; children: ReactNode }) {
  useDocumentTitle(title);
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

  const access: Access = { role: data?.viewer.role ?? null, areas: data?.viewer.access ?? [] };
  if (data && !data.viewer.isAdmin) return <NotAuthorized email={data.viewer.email} />;
  if (!data) {
    return (
      <Frame title={title} parents={parents} shownOn={shownOn}>
        {error ? <LoadError error={toAdminError(error, 'Please try again.')} onRetry={onGateRetry} /> : <AdminSkeleton label="Checking your access" />}
      </Frame>
    );
  }
  return (
    <AccessContext value={access}>
      <AdminBoundary
        onRetry={onRetry}
        render={(err, retry) => {
          if (err instanceof NotFoundSignal) return <NotFound />;
          const e = toAdminError(err, 'Please try again.');
          if (e.code === 'FORBIDDEN') {
            if (data.viewer.role) return <NotAllowedForRole email={data.viewer.email} role={data.viewer.role} reason={e.message} />;
            return <NotAuthorized email={data.viewer.email} />;
          }
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
    </AccessContext>
  );
}
