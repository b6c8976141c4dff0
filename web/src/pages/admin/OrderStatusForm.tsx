import { useId, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay/hooks';
import type { OrderStatus, OrderStatusFormMutation } from '../../__generated__/OrderStatusFormMutation.graphql';
import { useToast } from '../../components/Toast';
import { OrderStatusValues } from '../../schema.generated';
import { SUCCESS } from '../../admin/fields';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useUnsavedChanges } from '../../admin/useUnsavedChanges';

const mutation = graphql`
  mutation OrderStatusFormMutation($id: ID!, $status: OrderStatus!) {
    setOrderStatus(id: $id, status: $status) {
      id
      orderStatus
      updatedAt
      ...OrderHistory_order
    }
  }
`;

export const ORDER_STATUSES: readonly OrderStatus[] = OrderStatusValues;

/** The order status editor: a dropdown (Pending or Delivered) and a button. */
export function OrderStatusForm({
  orderId,
  status,
  customerName,
  compact = false,
}: {
  orderId: string;
  status: string;
  customerName: string;
  compact?: boolean;
}) {
  const id = useId();
  const toast = useToast();
  const [value, setValue] = useState(status);
  const [commit, busy] = useAdminMutation<OrderStatusFormMutation>(mutation);
  // The saved status comes back as `status` (the store's record): the choice is saved then.
  useUnsavedChanges(value !== status);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await commit({ id: orderId, status: value as OrderStatus });
      toast.success(SUCCESS.orderStatus);
    } catch (err) {
      toast.error((err as Error).message);
    }
  }

  return (
    <form className={compact ? 'admin-inline-form' : 'admin-inline-form admin-status-form'} onSubmit={submit} aria-busy={busy || undefined}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {compact ? `Order status of ${customerName}'s order` : 'Order Status'}
      </label>
      <select id={id} name="orderStatus" value={value} onChange={(e) => setValue(e.target.value)}>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {compact ? 'Update' : 'Update Order Status'}
      </button>
    </form>
  );
}
