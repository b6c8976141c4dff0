import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

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

/**
 * A modal question in the page (role="dialog", aria-modal): focus starts on Cancel, the
 * least harmful answer; Tab stays inside; Escape or Cancel closes it; focus goes back to
 * where it was (the button that opened it) when it closes.
 */
export function ConfirmDialog({ title, children, confirmLabel = 'Confirm', cancelLabel = 'Cancel', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function keyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
      return;
    }
    if (e.key !== 'Tab') return;
    const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    if (!buttons.length) return;
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="admin-dialog-backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside itself */}
      <div ref={box} className="admin-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={keyDown}>
        <h2 id={titleId} className="admin-dialog-title">
          {title}
        </h2>
        <div id={bodyId} className="admin-dialog-body">
          {children}
        </div>
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Saving…' : confirmLabel}
          </button>
          <button ref={cancel} type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
