import { useState, type ReactNode } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { DashboardQuery } from '../../__generated__/DashboardQuery.graphql';
import { useAuth } from '../../auth/AuthProvider';
import { justSignedIn } from '../../auth/RequireAuth';
import { Skeleton } from '../../components/Skeleton';
import { formatMoney } from '../../components/money';
import { InvoiceList } from '../../customer/InvoiceList';
import { PageHeader } from '../../customer/PageHeader';
import { QueryBoundary } from '../../customer/QueryErrorBoundary';
import { YourData } from '../../customer/YourData';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePageQuery } from '../../relay/usePageQuery';
import customer from '../../customer/customer.module.css';
import { RetryNotice } from '../../customer/RetryNotice';

const query = graphql`
  query DashboardQuery @preloadable {
    viewer {
      email
      totalSpent
      role
    }
    orders: myOrders(first: 0) {
      totalCount
    }
    invoices: myInvoices(first: 20) {
      totalCount
      edges {
        node {
          ...InvoiceList_invoices
        }
      }
    }
  }
`;

/** /dashboard: cards to My Orders, total spent (linking to /) and Support; the customer's invoices; sign out; the customer's own data. Staff arriving from /login go on to /admin. */
export default function Dashboard() {
  useDocumentTitle('Dashboard');
  const { user, store } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  async function signOut() {
    setSigningOut(true);
    setSignOutError(null);
    try {
      await store.signOut();
      navigate('/', { replace: true });
    } catch {
      setSigningOut(false);
      setSignOutError('We could not sign you out. Check your connection and try again.');
    }
  }

  return (
    <section className={`page container ${customer.custPage}`} aria-labelledby="page-title">
      <div className={customer.dashHead}>
        <PageHeader
          title="Dashboard"
          crumbs={[]}
          lead={
            user?.email ? (
              <>
                Signed in as <strong className={customer.dashEmail}>{user.email}</strong>
              </>
            ) : (
              'Your orders, payments and help in one place.'
            )
          }
        />
        <div className={customer.dashSignout}>
          <button type="button" className="btn btn-outline" onClick={signOut} disabled={signingOut} aria-busy={signingOut || undefined}>
            {signingOut ? 'Signing out…' : 'Sign Out'}
          </button>
          {signOutError && (
            <p className="form-alert" role="alert">
              {signOutError}
            </p>
          )}
        </div>
      </div>

      <QueryBoundary
        loading={<Cards />}
        error={(err, retry) => (
          <>
            <RetryNotice message={err.message} retry={retry} />
            <Cards failed />
          </>
        )}
      >
        <DashboardCards />
      </QueryBoundary>
      <YourData />
    </section>
  );
}

function DashboardCards() {
  const data = usePageQuery<DashboardQuery>(query);
  // Staff who just signed in land on the admin home; /dashboard opened later stays theirs (My Orders is personal).
  const arrived = justSignedIn(useLocation().state);
  if (arrived && data.viewer.role) return <Navigate to="/admin" replace />;
  const invoices = (data.invoices.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <>
      <Cards orderCount={data.orders.totalCount} totalSpent={data.viewer.totalSpent ?? '0.00'} />
      <section aria-labelledby="my-invoices">
        <h2 id="my-invoices" className={customer.sectionTitle}>
          My invoices
        </h2>
        {data.invoices.totalCount > invoices.length && <p>The latest {invoices.length} of {data.invoices.totalCount}; each order's page lists all of its own.</p>}
        <InvoiceList invoices={invoices} caption="Your invoices and credit notes, newest first" empty="No invoices yet: one is issued with each payment." />
      </section>
    </>
  );
}

/** The three cards; figures are skeletons until known (and left out when loading failed). */
function Cards({ orderCount, totalSpent, failed = false }: { orderCount?: number; totalSpent?: string; failed?: boolean }) {
  const loading = orderCount === undefined && !failed;
  return (
    <ul className={customer.dashCards} aria-busy={loading || undefined}>
      <DashCard to="/my-order" icon={ORDERS_ICON} title="My Orders" text="See every order, its status, and pay the ones still open.">
        <span className={customer.dashFigure}>
          {loading ? <Skeleton width="6rem" height="1.6rem" /> : orderCount !== undefined ? `${orderCount} ${orderCount === 1 ? 'order' : 'orders'}` : null}
        </span>
      </DashCard>
      <DashCard to="/" accent icon={WALLET_ICON} title="Total Spent" text="The sum of your paid orders. Back to the home page.">
        <span className={customer.dashFigure} data-testid="total-spent">
          {loading ? <Skeleton width="7rem" height="1.6rem" /> : totalSpent !== undefined ? formatMoney(totalSpent) : null}
        </span>
      </DashCard>
      <DashCard to="/support" icon={SUPPORT_ICON} title="Support" text="Questions about an order or a payment? Send us a message.">
        <span className={`${customer.dashFigure} ${customer.dashFigureText}`}>We're here to help</span>
      </DashCard>
    </ul>
  );
}

/** One card: a link with its icon, title, figure (the children) and a line of text. */
function DashCard({ to, accent = false, icon, title, text, children }: { to: string; accent?: boolean; icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={accent ? `${customer.dashCard} ${customer.dashCardAccent}` : customer.dashCard}>
        <span className={customer.dashIcon} aria-hidden="true">
          <svg width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
            {icon}
          </svg>
        </span>
        <span className={customer.dashTitle}>{title}</span>
        {children}
        <span className={customer.dashText}>{text}</span>
      </Link>
    </li>
  );
}

const ORDERS_ICON = (
  <>
    <path d="M6 3h12a1 1 0 0 1 1 1v17l-3-2-2 2-2-2-2 2-2-2-3 2V4a1 1 0 0 1 1-1Z" />
    <path d="M9 8h6M9 12h6" />
  </>
);

const WALLET_ICON = (
  <>
    <path d="M3 7a2 2 0 0 1 2-2h13v4" />
    <path d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2Z" />
    <circle cx="16" cy="14.5" r="1.2" />
  </>
);

const SUPPORT_ICON = (
  <>
    <path d="M4 13a8 8 0 1 1 16 0" />
    <path d="M4 13v3a2 2 0 0 0 2 2h1v-6H5M20 13v3a2 2 0 0 1-2 2h-1v-6h2" />
    <path d="M17 18a4 4 0 0 1-4 3h-1" />
  </>
);
