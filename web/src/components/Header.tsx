import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { NAV_LINKS, SITE_NAME, TAGLINE } from '../config/site';
import { MenuLinks } from './MenuLinks';
import { LogoMark, MenuIcon } from './icons';
import { MobileMenu } from './MobileMenu';
import type { Picture_media$key } from '../__generated__/Picture_media.graphql';
import { Picture } from './Picture';
import styles from './Header.module.css';

export interface HeaderProps {
  /** Signed in (or hinted so until the identity service answers): Dashboard instead of Login. */
  signedIn: boolean;
  /** viewer.isAdmin from the server: shows the Admin link. */
  isAdmin: boolean;
  /** What the home link shows: <Brand /> when omitted. */
  brand?: ReactNode;
  /** The line above the header (the site's tagline): its default when omitted. */
  tagline?: ReactNode;
  /** The items of the header's menu (desktop and mobile); onFollow closes the mobile menu. The specification's links when omitted. */
  menu?: (onFollow?: () => void) => ReactNode;
}

const defaultMenu = (onFollow?: () => void) => <MenuLinks links={NAV_LINKS} onFollow={onFollow} />;

/**
 * The site logo (Logo record) in the mark's place when one is set, else the mark; the site
 * name beside either, so a new logo image never takes the name off the header. The home
 * link is named "<name> home" by its text.
 */
export function Brand({ logoUrl, media, name = SITE_NAME }: { logoUrl: string | null; media?: Picture_media$key | null; name?: string }) {
  return (
    <>
      {logoUrl ? (
        <Picture className={styles.brandLogo} src={logoUrl} media={media} sizes="40px" alt="" decorative width={40} height={40} lazy={false} />
      ) : (
        <LogoMark className={styles.brandMark} />
      )}
      <span className={styles.brandName} aria-hidden="true">
        {name}
      </span>
      <span className="visually-hidden">{`${name} home`}</span>
    </>
  );
}

export function Header({ signedIn, isAdmin, brand = <Brand logoUrl={null} />, tagline = TAGLINE, menu = defaultMenu }: HeaderProps) {
  // The page the menu was opened on: following a link (another page) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const menuOpen = openOn === pathname;

  return (
    <header className={styles.siteHeader}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <p className={styles.tagline}>{tagline}</p>
        </div>
      </div>
      <div className={`container ${styles.headerInner}`}>
        <Link to="/" className={styles.brand}>
          {brand}
        </Link>

        <nav aria-label="Main" className={styles.mainNav}>
          <ul>{menu()}</ul>
        </nav>

        <div className={styles.headerActions}>
          {isAdmin && (
            <Link to="/admin/" className="btn btn-outline btn-sm">
              Admin
            </Link>
          )}
          {signedIn ? (
            <Link to="/dashboard" className="btn btn-primary btn-sm">
              Dashboard
            </Link>
          ) : (
            <Link to="/login" className="btn btn-primary btn-sm">
              Login
            </Link>
          )}
        </div>

        <button
          ref={menuButton}
          type="button"
          className={`icon-btn ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label="Open menu"
          onClick={() => setOpenOn(pathname)}
        >
          <MenuIcon />
        </button>
      </div>
      <MobileMenu
        open={menuOpen}
        onClose={() => setOpenOn(null)}
        signedIn={signedIn}
        isAdmin={isAdmin}
        returnFocusTo={menuButton}
        tagline={tagline}
        menu={menu}
      />
    </header>
  );
}
