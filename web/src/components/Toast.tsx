import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './Toast.module.css';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  text: string;
  kind: ToastKind;
}

interface ToastApi {
  /** Shows a toast; success texts are the specification's exact strings ("Banner is Updated"). */
  show(text: string, kind?: ToastKind): void;
  success(text: string): void;
  error(text: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const DISMISS_MS = 6000;

/**
 * Non-blocking notifications. The live regions are in the page from the start (a region
 * inserted together with its text is not announced): polite role="status" for success and
 * information, role="alert" for errors. A success clears the error toasts shown before it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((t) => t.id !== id));
    const t = timers.current.get(id);
    if (t) clearTimeout(t);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (text: string, kind: ToastKind = 'success') => {
      const id = nextId.current++;
      // A success answers the errors before it (a form saved after a failed try): they go
      // (their timers then find nothing to remove).
      const kept = (t: ToastItem) => kind !== 'success' || t.kind !== 'error';
      setItems((list) => [...list.filter(kept).slice(-3), { id, text, kind }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), kind === 'error' ? DISMISS_MS * 2 : DISMISS_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach((t) => clearTimeout(t));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({ show, success: (t) => show(t, 'success'), error: (t) => show(t, 'error') }),
    [show],
  );

  const polite = items.filter((t) => t.kind !== 'error');
  const assertive = items.filter((t) => t.kind === 'error');

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* data-toasts: the browser tests' hook (class names are hashed) */}
      <div className={styles.toasts} data-toasts>
        <div role="status" aria-live="polite" className={styles.toastRegion}>
          {polite.map((t) => (
            <Toast key={t.id} item={t} onClose={() => dismiss(t.id)} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className={styles.toastRegion}>
          {assertive.map((t) => (
            <Toast key={t.id} item={t} onClose={() => dismiss(t.id)} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  return (
    <div className={item.kind === 'error' ? `${styles.toast} ${styles.toastError}` : styles.toast}>
      <span className={styles.toastIcon} aria-hidden="true">
        {item.kind === 'error' ? '!' : '✓'}
      </span>
      <p className={styles.toastText}>{item.text}</p>
      <button type="button" className={styles.toastClose} onClick={onClose} aria-label="Dismiss notification">
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast: no <ToastProvider> above');
  return api;
}
