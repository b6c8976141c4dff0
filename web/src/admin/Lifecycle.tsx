/**
 * The lifecycle actions every content type shares (lifecycle/ on the server): delete into the
 * trash, and the order of the ordered lists. Written once here; ContentPage and ContentEdit
 * draw them for every type.
 */
import { useState, type DragEvent } from 'react';
import { graphql } from 'react-relay/hooks';
import { useToast } from '../components/Toast';
import { ConfirmDialog } from './ConfirmDialog';
import { toAdminError } from './errors';
import { useAdminMutation } from './useAdminMutation';

const deleteMutation = graphql`
  mutation LifecycleDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteItem(id: $id) {
      id
      nodeID @deleteEdge(connections: $connections)
    }
  }
`;

const moveMutation = graphql`
  mutation LifecycleMoveMutation($id: ID!, $position: Int!) {
    moveItem(id: $id, position: $position) {
      id
    }
  }
`;

/**
 * "Delete" with a confirmation naming the record; the record goes to the trash, the toast
 * says so, its row leaves the Relay `connections` it is listed in, and `onDeleted`
 * refreshes anything else that showed it.
 */
export function DeleteButton({ id, label, connections = [], onDeleted }: { id: string; label: string; connections?: string[]; onDeleted?(): void }) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [remove, busy] = useAdminMutation(deleteMutation);
  const confirm = () =>
    remove({ id, connections }).then(
      () => {
        setAsking(false);
        toast.success(`Moved to the trash: ${label}`);
        onDeleted?.();
      },
      (err: unknown) => {
        setAsking(false);
        toast.error(toAdminError(err).message);
      },
    );
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm admin-delete" aria-label={`Delete ${label}`} onClick={() => setAsking(true)}>
        Delete
      </button>
      {asking && (
        <ConfirmDialog title={`Delete ${label}?`} confirmLabel="Move to the trash" busy={busy} onConfirm={confirm} onCancel={() => setAsking(false)}>
          <p>It leaves the site at once. You can restore it from the Trash for 30 days.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

export interface Reorder {
  /** Moves the item at `from` to `to` (0 is first) on the server, then reloads the list. */
  move(from: number, to: number): void;
  /** "Moved X to position N of M", read out by the list's live region. */
  announcement: string;
  busy: boolean;
  /** Drag-and-drop handlers of the item at `index`. */
  drag(index: number): {
    draggable: true;
    onDragStart(e: DragEvent): void;
    onDragOver(e: DragEvent): void;
    onDrop(e: DragEvent): void;
  };
}

/** The order of a list the admin sets: drag an item, or its Move up / Move down buttons. */
export function useReorder(items: readonly { id: string; label: string }[], onMoved: () => void): Reorder {
  const toast = useToast();
  const [move, busy] = useAdminMutation(moveMutation);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const moveTo = (from: number, to: number) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to || busy) return;
    move({ id: item.id, position: to }).then(
      () => {
        setAnnouncement(`Moved ${item.label} to position ${to + 1} of ${items.length}`);
        onMoved();
      },
      (err: unknown) => toast.error(toAdminError(err).message),
    );
  };
  return {
    move: moveTo,
    announcement,
    busy,
    drag: (index) => ({
      draggable: true,
      onDragStart: (e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', items[index].label);
        setDragged(index);
      },
      onDragOver: (e) => {
        if (dragged !== null) e.preventDefault(); // a drop target only for an item of this list
      },
      onDrop: (e) => {
        e.preventDefault();
        if (dragged !== null) moveTo(dragged, index);
        setDragged(null);
      },
    }),
  };
}

/** The keyboard way to reorder: Move up and Move down, named after the item. */
export function MoveButtons({ reorder, index, count, label }: { reorder: Reorder; index: number; count: number; label: string }) {
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" aria-label={`Move up ${label}`} disabled={index === 0} onClick={() => reorder.move(index, index - 1)}>
        <span aria-hidden="true">↑</span> Up
      </button>
      <button type="button" className="btn btn-outline btn-sm" aria-label={`Move down ${label}`} disabled={index === count - 1} onClick={() => reorder.move(index, index + 1)}>
        <span aria-hidden="true">↓</span> Down
      </button>
    </>
  );
}
