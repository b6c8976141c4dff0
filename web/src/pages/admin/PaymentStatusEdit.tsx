import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PaymentStatus, PaymentStatusEditMutation } from '../../__generated__/PaymentStatusEditMutation.graphql';
import type { PaymentStatusEditQuery } from '../../__generated__/PaymentStatusEditQuery.graphql';
import { useToast } from '../../components/Toast';
import { AdminField } from '../../admin/AdminField';
import { AdminPage, nodeOfType } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { crumb } from '../../admin/crumbs';
import { toAdminError } from '../../admin/errors';
import { SUCCESS, type FieldDef } from '../../admin/fields';
import { formatMoney } from '../../components/money';
import { OrderEventMax } from '../../schema.generated';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useUnsavedChanges } from '../../admin/useUnsavedChanges';
import { useReloadable } from '../../admin/useReloadable';
import { OrderHistory } from './OrderHistory';
import { OrderStatusForm } from './OrderStatusForm';
import styles from './PaymentStatusEdit.module.css';

const query = graphql`
  query PaymentStatusEditQuery($id: ID!) @preloadable {
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
        amountRefunded
        paymentMoves
        ...OrderHistory_order @alias(as: "history")
      }
    }
  }
`;

const mutation = graphql`
  mutation PaymentStatusEditMutation($id: ID!, $status: PaymentStatus!, $reason: String!) {
    setPaymentStatus(id: $id, status: $status, reason: $reason) {
      id
      paymentStatus
      amountRefunded
      paymentMoves
      updatedAt
      ...OrderHistory_order
    }
  }
`;

const REASON: FieldDef = {
  name: 'reason',
  label: 'Reason',
  kind: 'textarea',
  required: true,
  maxLength: OrderEventMax.reason,
  hint: 'Why the payment status changes, for example "Paid by bank transfer on 07/04". It is kept in the order\'s history.',
};

const REASON_REQUIRED = "Say why the payment status changes: the reason is kept in the order's history.";

/** Why an admin can move a payment status nowhere (the server offers no move). */
const NO_MOVE: Partial<Record<string, string>> = {
  Refunded: 'PayPal reported the refund of this order, so only PayPal can change it.',
};

/** /admin/payment-status/{id}: one order, its payment and order status editors, its PayPal payments and its history. */
export default function PaymentStatusEdit() {
  const [loaded, reload] = useReloadable<PaymentStatusEditQuery>(query);
  return (
    <AdminPage onRetry={reload}
      title="Order and payment status"
      parents={[crumb('/total-orders', 'Total Orders')]}
      actions={
        <Link to="/total-orders" className="btn btn-outline btn-sm">
          All orders
        </Link>
      }
    >
      <PaymentStatusScreen loaded={loaded} />
    </AdminPage>
  );
}

function PaymentStatusScreen({ loaded }: { loaded: PreloadedQuery<PaymentStatusEditQuery> }) {
  const data = usePreloadedQuery<PaymentStatusEditQuery>(query, loaded);
  const order = nodeOfType(data.node, 'Order');
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
            <dd>{formatMoney(order.price)}</dd>
            {Number(order.amountRefunded) !== 0 && (
              <>
                <dt>Amount Refunded</dt>
                <dd>{formatMoney(order.amountRefunded)}</dd>
              </>
            )}
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
          <PaymentStatusForm key={order.paymentStatus} orderId={order.id} status={order.paymentStatus} moves={order.paymentMoves} />
          <hr className="admin-rule" />
          <OrderStatusForm key={order.orderStatus} orderId={order.id} status={order.orderStatus} customerName={order.customerName} />
        </section>
      </div>
      {order.history && <OrderHistory order={order.history} />}
    </>
  );
}

/**
 * The payment status editor: only the moves the server allows from the current status, a
 * required reason, and a confirmation naming the move before anything is sent.
 */
function PaymentStatusForm({ orderId, status, moves }: { orderId: string; status: PaymentStatus; moves: readonly PaymentStatus[] }) {
  const groupId = useId();
  const toast = useToast();
  const [to, setTo] = useState<PaymentStatus | ''>(moves.length === 1 ? moves[0] : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ status?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [commit, busy] = useAdminMutation<PaymentStatusEditMutation>(mutation);
  const firstMove = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLTextAreaElement | HTMLInputElement | HTMLSelectElement>(null);
  // A saved move changes the status, which gives a new, empty form (key).
  useUnsavedChanges(reason.trim() !== '');

  if (moves.length === 0) {
    return (
      <div className="admin-status-form">
        <h3 className="admin-subtitle">Payment Status</h3>
        <p className="admin-muted">
          No change is possible from {status}: {NO_MOVE[status] ?? 'only PayPal can move this payment from here.'}
        </p>
      </div>
    );
  }

  function review(e: FormEvent) {
    e.preventDefault();
    const found: typeof errors = {};
    if (!to) found.status = 'Choose the new payment status.';
    if (!reason.trim()) found.reason = REASON_REQUIRED;
    setErrors(found);
    if (found.status) firstMove.current?.focus();
    else if (found.reason) reasonField.current?.focus();
    else setConfirming(true);
  }

  async function confirm() {
    try {
      await commit({ id: orderId, status: to as PaymentStatus, reason: reason.trim() });
      setConfirming(false);
      toast.success(SUCCESS.paymentStatus);
    } catch (err) {
      const error = toAdminError(err);
      setConfirming(false);
      if (error.fields.reason) {
        setErrors({ reason: error.message });
        reasonField.current?.focus();
      }
      toast.error(error.message);
    }
  }

  return (
    <form className={`admin-status-form ${styles.form}`} noValidate onSubmit={review} aria-busy={busy || undefined}>
      <fieldset className={errors.status ? `${styles.choices} field-invalid` : styles.choices} aria-describedby={errors.status ? `${groupId}-error` : undefined}>
        <legend>
          Change the payment status from <StatusBadge status={status} /> to
        </legend>
        {moves.map((m, i) => (
          <label key={m} className={styles.choice}>
            <input
              ref={i === 0 ? firstMove : undefined}
              type="radio"
              name="paymentStatus"
              value={m}
              checked={to === m}
              required
              onChange={() => {
                setTo(m);
                setErrors((x) => ({ ...x, status: undefined }));
              }}
            />{' '}
            {m}
          </label>
        ))}
        {errors.status && (
          <p id={`${groupId}-error`} className="field-error">
            {errors.status}
          </p>
        )}
      </fieldset>
      <AdminField
        ref={reasonField}
        field={REASON}
        value={reason}
        error={errors.reason}
        onChange={(_name, value) => {
          setReason(value);
          setErrors((x) => ({ ...x, reason: undefined }));
        }}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        Update Payment Status
      </button>
      {confirming && to && (
        <ConfirmDialog
          title={`Change payment status from ${status} to ${to}?`}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <p>The reason goes into the order's history:</p>
          <blockquote className="admin-quote">{reason.trim()}</blockquote>
        </ConfirmDialog>
      )}
    </form>
  );
}
