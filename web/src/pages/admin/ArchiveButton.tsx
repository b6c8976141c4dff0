import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import type { ArchiveButtonMutation } from '../../__generated__/ArchiveButtonMutation.graphql';
import { ConfirmDialog } from '../../admin/ConfirmDialog';
import { toAdminError } from '../../admin/errors';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useToast } from '../../components/Toast';

const mutation = graphql`
  mutation ArchiveButtonMutation($id: ID!, $archived: Boolean!, $connections: [ID!]!) {
    archiveOrder(id: $id, archived: $archived) {
      id @deleteEdge(connections: $connections)
    }
  }
`;

/**
 * Archives an order (it leaves the working lists; orders are never deleted) or, on the
 * archived list, brings it back; after a confirmation naming the order. The row leaves
 * the table it was in (`connection`).
 */
export function ArchiveButton({ order, archived, connection }: { order: { id: string; customerName: string; orderDateText: string }; archived: boolean; connection: string }) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [commit, busy] = useAdminMutation<ArchiveButtonMutation>(mutation);
  const name = `${order.customerName}'s order of ${order.orderDateText}`;
  const verb = archived ? 'Unarchive' : 'Archive';
  const confirm = () =>
    commit({
      id: order.id,
      archived: !archived,
      connections: [connection],
    }).then(
      () => toast.success(archived ? `Back in the order lists: ${name}` : `Archived: ${name}`),
      (err: unknown) => {
        setAsking(false);
        toast.error(toAdminError(err).message);
      },
    );
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" aria-label={`${verb} ${name}`} onClick={() => setAsking(true)}>
        {verb}
      </button>
      {asking && (
        <ConfirmDialog title={`${verb} ${name}?`} confirmLabel={verb} busy={busy} onConfirm={confirm} onCancel={() => setAsking(false)}>
          <p>{archived ? 'It shows in the order lists again.' : 'It leaves the order lists; it stays in the accounts and under Archived orders.'}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
