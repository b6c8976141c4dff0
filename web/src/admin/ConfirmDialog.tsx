import { useRef, type ReactNode, type RefObject } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  /** The question, as the dialog's heading ("Change payment status from Paid to Refunded?"). */
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is under way: Confirm is disabled and says so. */
  busy?: boolean;
  busyLabel?: string;
  /** Where focus starts: Cancel, the least harmful answer, unless a field is to be filled. */
  initialFocus?: RefObject<HTMLElement | null>;
  onConfirm(): void;
  onCancel(): void;
}

/** A question (or a small form) with Confirm and Cancel. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel = 'Saving…',
  initialFocus,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title}
      onCancel={onCancel}
      initialFocus={initialFocus ?? cancel}
      actions={
        <>
          <button type="button" className="btn btn-primary btn-sm" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : confirmLabel}
          </button>
          <button ref={cancel} type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
            {cancelLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
