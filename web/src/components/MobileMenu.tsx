import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { NAV_LINKS, TAGLINE } from '../config/site';
import { MenuLinks } from './MenuLinks';
import { CloseIcon } from './icons';
import styles from './MobileMenu.module.css';
import { modalKeyDown } from './modalKeys';

export interface MobileMenuProps {
  /** The site's tagline: its default when omitted. */
  tagline?: ReactNode;
  /** The items of the menu, each calling onFollow when followed: the specification's links when omitted. */
  menu?: (onFollow: () => void) => ReactNode;
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  isAdmin: boolean;
  /** The button that opened the menu; focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Slide-out navigation for narrow screens: a modal dialog that traps Tab, closes on Escape,
 * on the backdrop and on any link, and gives focus back to the menu button. When closed it
 * is inert and hidden from assistive technology.
 */
export function MobileMenu({ open, onClose, signedIn, isAdmin, returnFocusTo, tagline = TAGLINE, menu }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      closeRef.current?.focus();
      const { body } = document;
      const previous = body.style.overflow;
      body.style.overflow = 'hidden';
      return () => {
        body.style.overflow = previous;
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      const active = document.activeElement;
      if (!active || active === document.body || panelRef.current?.contains(active)) {
        returnFocusTo.current?.focus();
      }
    }
    return undefined;
  }, [open, returnFocusTo]);

  return (
    <div className={styles.drawerRoot} data-open={open ? 'true' : 'false'}>
      <div className={styles.drawerBackdrop} onClick={onClose} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside itself */}
      <div
        id="mobile-menu"
        ref={panelRef}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
        aria-hidden={open ? undefined : true}
        inert={!open}
        onKeyDown={(e) => modalKeyDown(e, panelRef.current, onClose)}
      >
        <div className={styles.drawerHead}>
          <h2 id="mobile-menu-title" className={styles.drawerTitle}>
            Menu
          </h2>
          <button ref={closeRef} type="button" className="icon-btn" onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.drawerLinks}>{menu ? menu(onClose) : <MenuLinks links={NAV_LINKS} onFollow={onClose} />}</ul>
        </nav>
        <div className={styles.drawerActions}>
          {isAdmin && (
            <Link to="/admin/" className="btn btn-outline" onClick={onClose}>
              Admin
            </Link>
          )}
          {signedIn ? (
            <Link to="/dashboard" className="btn btn-primary" onClick={onClose}>
              Dashboard
            </Link>
          ) : (
            <Link to="/login" className="btn btn-primary" onClick={onClose}>
              Login
            </Link>
          )}
        </div>
        <p className={styles.drawerTagline}>{tagline}</p>
      </div>
    </div>
  );
}
