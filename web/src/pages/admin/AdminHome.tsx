import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminHomeQuery } from '../../__generated__/AdminHomeQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { useReloadable } from '../../admin/useReloadable';
import { CardGrid } from '../../admin/Cards';
import { formatMoney } from '../../components/money';
import { AdminOrdersTable } from './AdminOrdersTable';
import { SalesChart } from './SalesChart';
import { SubscribersTable } from './SubscribersTable';
import styles from './AdminHome.module.css';

const query = graphql`
  query AdminHomeQuery @preloadable {
    viewer {
      role
    }
    totalSales
    dashboardCounts {
      unreadMessages
      newSubscribers
      since
      unpaidOrders
    }
    ...AdminOrdersTable_query @arguments(first: 5)
    ...SubscribersTable_query @arguments(first: 5)
    paymentSettings(first: 1) {
      edges {
        node {
          id
        }
      }
    }
  }
`;

/** /admin: the admin home cards, then the dashboard (total sales, what waits, sales by period, orders, subscribers). */
export default function AdminHome() {
  const [loaded, reload] = useReloadable<AdminHomeQuery>(query);
  return (
    <AdminPage title="Admin Dashboard" onRetry={reload}>
      <AdminHomeScreen loaded={loaded} />
    </AdminPage>
  );
}

function AdminHomeScreen({ loaded }: { loaded: PreloadedQuery<AdminHomeQuery> }) {
  const data = usePreloadedQuery<AdminHomeQuery>(query, loaded);
  const paymentId = data.paymentSettings.edges?.[0]?.node?.id;
  return (
    <>
      <CardGrid
        label="Admin"
        cards={[
          { title: 'Setting', to: '/setting', description: 'Edit the content of the site.', icon: '⚙' },
          { title: 'Total Orders', to: '/total-orders', description: 'All orders and their status.', icon: '≡' },
          { title: 'All Messages', to: '/all-messages', description: 'Support and contact messages.', icon: '✉' },
          { title: 'All Subscriber', to: '/all-subscriber', description: 'Newsletter subscribers.', icon: '@' },
          { title: 'Admin Email', to: '/add-user', description: 'Who may use the admin area.', icon: '★' },
          paymentId
            ? { title: 'Payment', to: `/paypal-email/${paymentId}`, description: 'The PayPal e-mail that receives payments.', icon: '$' }
            : { title: 'Payment', to: '/add-paypal-Email', description: 'No PayPal e-mail is set yet: add it.', icon: '$' },
          { title: 'Payments check', to: '/admin/payments', description: 'PayPal notices and payments that need a look.', icon: '✓' },
          { title: 'Media library', to: '/admin/media', description: 'Uploaded images: where each is used, alt text, upload and delete.', icon: '▣' },
          { title: 'Background jobs', to: '/admin/queue', description: 'Waiting, failed and finished jobs; retry a failed one.', icon: '↻' },
          // The audit log is the Owner's (the server refuses anyone else).
          ...(data.viewer.role === 'Owner' ? [{ title: 'Audit log', to: '/admin/audit', description: 'Who did what, when and from where; whether the log is intact.', icon: '⛓' }] : []),
        ]}
      />

      <section className="admin-section" aria-labelledby="dash-sales">
        <div className={`admin-card ${styles.stat}`}>
          <h2 id="dash-sales" className={styles.label}>
            Total Sales
          </h2>
          <p className={styles.value} data-testid="total-sales">
            {formatMoney(data.totalSales)}
          </p>
          <p className="admin-muted">The sum of all paid orders.</p>
        </div>
      </section>

      <section className="admin-section" aria-labelledby="dash-waiting">
        <h2 id="dash-waiting">Waiting for you</h2>
        <Counts counts={data.dashboardCounts} />
      </section>

      <section className="admin-section" aria-labelledby="dash-sales-chart">
        <h2 id="dash-sales-chart">Sales by period</h2>
        <SalesChart />
      </section>

      <section className="admin-section" aria-labelledby="dash-orders">
        <h2 id="dash-orders">Orders</h2>
        <AdminOrdersTable query={data} pageSize={5} caption="Orders" param="orders" />
      </section>
      <section className={`admin-section ${styles.narrow}`} aria-labelledby="dash-subscribers">
        <h2 id="dash-subscribers">Subscribers</h2>
        <SubscribersTable query={data} pageSize={5} caption="Subscribers" param="subscribers" />
      </section>
    </>
  );
}

/** The counts, each a link to the table filtered to what it counts. */
function Counts({ counts: c }: { counts: AdminHomeQuery['response']['dashboardCounts'] }) {
  const items = [
    { key: 'unread', to: '/all-messages?status=UnRead', n: c.unreadMessages, text: c.unreadMessages === 1 ? 'unread message' : 'unread messages' },
    {
      key: 'subscribers',
      to: `/all-subscriber?status=Confirmed&from=${c.since}`,
      n: c.newSubscribers,
      text: `${c.newSubscribers === 1 ? 'new subscriber' : 'new subscribers'} since ${c.since}`,
    },
    { key: 'unpaid', to: '/total-orders?payment=UnPaid', n: c.unpaidOrders, text: c.unpaidOrders === 1 ? 'unpaid order' : 'unpaid orders' },
  ];
  return (
    <ul className="admin-cards" aria-label="Waiting for you">
      {items.map((i) => (
        <li key={i.key}>
          <Link to={i.to} className="admin-card-link" data-testid={`count-${i.key}`}>
            <span className={styles.value}>{i.n.toLocaleString('en-US')}</span> <span className="admin-card-text">{i.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
