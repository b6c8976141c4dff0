import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { modalKeyDown } from '../components/modalKeys';
import styles from './Dialog.module.css';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
  /** Escape, and whatever the actions call to close. */
  onCancel(): void;
  /** Where focus starts; the first button when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Wider, for a grid of images. */
  wide?: boolean;
}

/**
 * A modal box in the page (role="dialog", aria-modal): Tab stays inside, Escape closes it,
 * and focus goes back to where it was (the button that opened it) when it closes.
 */
export function Dialog({ title, children, actions, onCancel, initialFocus, wide = false }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? box.current?.querySelector<HTMLElement>('button:not(:disabled)'))?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.backdrop}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside itself */}
      <div ref={box} className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={(e) => modalKeyDown(e, box.current, onCancel)}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
