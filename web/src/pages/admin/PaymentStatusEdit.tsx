import { useId, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { PaymentStatus, PaymentStatusEditMutation } from '../../__generated__/PaymentStatusEditMutation.graphql';
import type { PaymentStatusEditQuery } from '../../__generated__/PaymentStatusEditQuery.graphql';
import { useToast } from '../../components/Toast';
import { AdminPage, nodeOfType, useAdminQueryOptions } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { crumb } from '../../admin/crumbs';
import { DataTable } from '../../admin/DataTable';
import { dollars, SUCCESS } from '../../admin/fields';
import { dateTime } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { OrderStatusForm } from './OrderStatusForm';

const query = graphql`
  query PaymentStatusEditQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Order {
        id
        orderDateText
        customerName
        customerEmail
        customerAddress
        customerCountry
        packageName
        price
        orderStatus
        paymentStatus
        events(first: 50) {
          edges {
            node {
              id
              change
              from
              to
              actor
              createdAt
            }
          }
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation PaymentStatusEditMutation($id: ID!, $status: PaymentStatus!) {
    setPaymentStatus(id: $id, status: $status) {
      id
      paymentStatus
      updatedAt
      events(first: 50) {
        edges {
          node {
            id
            change
            from
            to
            actor
            createdAt
          }
        }
      }
    }
  }
`;

const PAYMENT_STATUSES: readonly PaymentStatus[] = ['UnPaid', 'Paid', 'Cancelled'];

/** /admin/payment-status/{id}: one order, its payment and order status editors, and its history. */
export default function PaymentStatusEdit() {
  return (
    <AdminPage
      title="Order and payment status"
      parents={[crumb('/total-orders', 'Total Orders')]}
      actions={
        <Link to="/total-orders" className="btn btn-outline btn-sm">
          All orders
        </Link>
      }
    >
      <PaymentStatusScreen />
    </AdminPage>
  );
}

function PaymentStatusScreen() {
  const { id } = useParams();
  const data = useLazyLoadQuery<PaymentStatusEditQuery>(query, { id: id! }, useAdminQueryOptions());
  const order = nodeOfType(data.node, 'Order');
  const events = (order.events.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  return (
    <>
      <div className="admin-grid-2">
        <section className="admin-card" aria-labelledby="order-details">
          <h2 id="order-details" className="admin-section-title">
            Order of {order.orderDateText}
          </h2>
          <dl className="admin-details">
            <dt>Customer</dt>
            <dd>{order.customerName}</dd>
            <dt>Email</dt>
            <dd>{order.customerEmail}</dd>
            <dt>Address</dt>
            <dd>{order.customerAddress}</dd>
            <dt>Country</dt>
            <dd>{order.customerCountry}</dd>
            <dt>Package</dt>
            <dd>{order.packageName}</dd>
            <dt>Price</dt>
            <dd>{dollars(order.price)}</dd>
            <dt>Order Status</dt>
            <dd>
              <StatusBadge status={order.orderStatus} />
            </dd>
            <dt>Payment Status</dt>
            <dd>
              <StatusBadge status={order.paymentStatus} />
            </dd>
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="order-editors">
          <h2 id="order-editors" className="admin-section-title">
            Change status
          </h2>
          <PaymentStatusForm key={order.paymentStatus} orderId={order.id} status={order.paymentStatus} />
          <hr className="admin-rule" />
          <OrderStatusForm key={order.orderStatus} orderId={order.id} status={order.orderStatus} customerName={order.customerName} />
        </section>
      </div>
      <section className="admin-section" aria-labelledby="order-history">
        <h2 id="order-history">History</h2>
        <DataTable
          caption="Status changes of this order"
          columns={[
            { header: 'When', cell: (e) => dateTime(e.createdAt) },
            { header: 'Change', cell: (e) => (e.change === 'paymentStatus' ? 'Payment status' : 'Order status') },
            { header: 'From', cell: (e) => <StatusBadge status={e.from} /> },
            { header: 'To', cell: (e) => <StatusBadge status={e.to} /> },
            { header: 'By', cell: (e) => e.actor },
          ]}
          rows={events}
          rowKey={(e) => e.id}
          empty="No status changes yet."
        />
      </section>
    </>
  );
}

function PaymentStatusForm({ orderId, status }: { orderId: string; status: string }) {
  const id = useId();
  const toast = useToast();
  const [value, setValue] = useState(status);
  const [commit, busy] = useAdminMutation<PaymentStatusEditMutation>(mutation);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await commit({ id: orderId, status: value as PaymentStatus });
      toast.success(SUCCESS.paymentStatus);
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  return (
    <form className="admin-inline-form admin-status-form" onSubmit={submit} aria-busy={busy || undefined}>
      <label htmlFor={id}>Payment Status</label>
      <select id={id} name="paymentStatus" value={value} onChange={(e) => setValue(e.target.value)}>
        {PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        Update Payment Status
      </button>
    </form>
  );
}
