import { useRef, type ReactNode } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  /** The question, as the dialog's heading ("Change payment status from Paid to Refunded?"). */
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is under way: Confirm is disabled. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A question with Confirm and Cancel; focus starts on Cancel, the least harmful answer. */
export function ConfirmDialog({ title, children, confirmLabel = 'Confirm', cancelLabel = 'Cancel', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title}
      onCancel={onCancel}
      initialFocus={cancel}
      actions={
        <>
          <button type="button" className="btn btn-primary btn-sm" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Saving…' : confirmLabel}
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
