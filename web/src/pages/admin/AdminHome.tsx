import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminHomePartsQuery } from '../../__generated__/AdminHomePartsQuery.graphql';
import type { AdminHomeQuery } from '../../__generated__/AdminHomeQuery.graphql';
import { can, useAccess, type Area } from '../../admin/access';
import { AdminPage } from '../../admin/AdminPage';
import { useReloadable } from '../../admin/useReloadable';
import { CardGrid, type CardLink } from '../../admin/Cards';
import { formatMoney } from '../../components/money';
import { AdminOrdersTable } from './AdminOrdersTable';
import { SalesChart } from './SalesChart';
import { SubscribersTable } from './SubscribersTable';
import styles from './AdminHome.module.css';

const query = graphql`
  query AdminHomeQuery @preloadable {
    dashboardCounts {
      unreadMessages
      newSubscribers
      since
      unpaidOrders
    }
  }
`;

/** What the home shows of the areas the role reaches: asked only for those, as the server refuses the others. */
const partsQuery = graphql`
  query AdminHomePartsQuery($sales: Boolean!, $inbox: Boolean!, $owner: Boolean!) {
    totalSales @include(if: $sales)
    monthlyRecurringRevenue @include(if: $sales)
    ...AdminOrdersTable_query @arguments(first: 5) @include(if: $sales) @alias(as: "orders")
    ...SubscribersTable_query @arguments(first: 5) @include(if: $inbox) @alias(as: "subscribers")
    paymentSettings(first: 1) @include(if: $owner) {
      edges {
        node {
          id
        }
      }
    }
  }
`;

/** /admin: the admin home cards, then the dashboard (total sales, what waits, sales by period, orders, subscribers), each as far as the role reaches. */
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
  const access = useAccess();
  const sales = can(access, 'sales');
  const inbox = can(access, 'inbox');
  const owner = can(access, 'owner');
  const parts = useLazyLoadQuery<AdminHomePartsQuery>(partsQuery, { sales, inbox, owner }, { fetchPolicy: 'store-and-network' });
  const paymentId = parts.paymentSettings?.edges?.[0]?.node?.id;
  const cards: (CardLink & { area: Area })[] = [
    { area: 'content', title: 'Setting', to: '/setting', description: 'Edit the content of the site.', icon: '⚙' },
    { area: 'sales', title: 'Total Orders', to: '/total-orders', description: 'All orders and their status.', icon: '≡' },
    { area: 'inbox', title: 'All Messages', to: '/all-messages', description: 'Support and contact messages.', icon: '✉' },
    { area: 'inbox', title: 'All Subscriber', to: '/all-subscriber', description: 'Newsletter subscribers.', icon: '@' },
    { area: 'staff', title: 'Admin Email', to: '/add-user', description: 'Who may use the admin area.', icon: '★' },
    { area: 'site', title: 'Site identity', to: '/admin/site-identity', description: 'The site name, tagline, legal name and address, default social image.', icon: '◎' },
    { area: 'site', title: 'Menus', to: '/admin/menus', description: "The header's and the footer's links.", icon: '☰' },
    paymentId
      ? { area: 'owner', title: 'Payment', to: `/paypal-email/${paymentId}`, description: 'The PayPal e-mail that receives payments.', icon: '$' }
      : { area: 'owner', title: 'Payment', to: '/add-paypal-Email', description: 'No PayPal e-mail is set yet: add it.', icon: '$' },
    { area: 'sales', title: 'Payments check', to: '/admin/payments', description: 'PayPal notices and payments that need a look.', icon: '✓' },
    { area: 'media', title: 'Media library', to: '/admin/media', description: 'Uploaded images: where each is used, alt text, upload and delete.', icon: '▣' },
    { area: 'system', title: 'Background jobs', to: '/admin/queue', description: 'Waiting, failed and finished jobs; retry a failed one.', icon: '↻' },
    { area: 'owner', title: 'Audit log', to: '/admin/audit', description: 'Who did what, when and from where; whether the log is intact.', icon: '§' },
  ];
  return (
    <>
      {owner && !paymentId && (
        <p className="admin-notice" role="status">
          Payments are not set up: customers cannot order or pay until a PayPal e-mail is set. <Link to="/add-paypal-Email">Add the PayPal e-mail</Link>.
        </p>
      )}
      <CardGrid label="Admin" cards={cards.filter((c) => can(access, c.area))} />

      {sales && (
        <section className="admin-section" aria-labelledby="dash-sales">
          <div className={`admin-card ${styles.stat}`}>
            <h2 id="dash-sales" className={styles.label}>
              Total Sales
            </h2>
            <p className={styles.value} data-testid="total-sales">
              {formatMoney(parts.totalSales)}
            </p>
            <p className="admin-muted">The sum of all paid orders.</p>
          </div>
          <div className={`admin-card ${styles.stat}`}>
            <h2 id="dash-mrr" className={styles.label}>
              Monthly recurring revenue
            </h2>
            <p className={styles.value} data-testid="mrr">
              {formatMoney(parts.monthlyRecurringRevenue)}
            </p>
            <p className="admin-muted">
              Active and past-due subscriptions, a yearly one counting a twelfth. <Link to="/admin/subscriptions">Every subscription</Link>
            </p>
          </div>
        </section>
      )}

      {(sales || inbox) && (
        <section className="admin-section" aria-labelledby="dash-waiting">
          <h2 id="dash-waiting">Waiting for you</h2>
          <Counts counts={data.dashboardCounts} sales={sales} inbox={inbox} />
        </section>
      )}

      {parts.orders && (
        <>
          <section className="admin-section" aria-labelledby="dash-sales-chart">
            <h2 id="dash-sales-chart">Sales by period</h2>
            <SalesChart />
          </section>
          <section className="admin-section" aria-labelledby="dash-orders">
            <h2 id="dash-orders">Orders</h2>
            <AdminOrdersTable query={parts.orders} pageSize={5} caption="Orders" param="orders" />
          </section>
        </>
      )}
      {parts.subscribers && (
        <section className={`admin-section ${styles.narrow}`} aria-labelledby="dash-subscribers">
          <h2 id="dash-subscribers">Subscribers</h2>
          <SubscribersTable query={parts.subscribers} pageSize={5} caption="Subscribers" param="subscribers" />
        </section>
      )}
    </>
  );
}

/** The counts, each a link to the table filtered to what it counts. */
function Counts({ counts: c, sales, inbox }: { counts: AdminHomeQuery['response']['dashboardCounts']; sales: boolean; inbox: boolean }) {
  const items = [
    { key: 'unread', show: inbox, to: '/all-messages?status=UnRead', n: c.unreadMessages, text: c.unreadMessages === 1 ? 'unread message' : 'unread messages' },
    {
      key: 'subscribers',
      show: inbox,
      to: `/all-subscriber?status=Confirmed&from=${c.since}`,
      n: c.newSubscribers,
      text: `${c.newSubscribers === 1 ? 'new subscriber' : 'new subscribers'} since ${c.since}`,
    },
    { key: 'unpaid', show: sales, to: '/total-orders?payment=UnPaid', n: c.unpaidOrders, text: c.unpaidOrders === 1 ? 'unpaid order' : 'unpaid orders' },
  ].filter((i) => i.show);
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
