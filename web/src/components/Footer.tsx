import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { NAV_LINKS, SITE_NAME, type NavItem } from '../config/site';
import { MenuLinks } from './MenuLinks';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from './icons';
import { Skeleton } from './Skeleton';
import { useToast } from './Toast';
import { MailLink, PhoneLink } from './contactLinks';
import styles from './Footer.module.css';

/** Footer records (FooterAbout, FooterAddress, FooterSocial, Copyright); null when not set yet. */
export interface FooterData {
  about?: { aboutFooterText: string; aboutFooterDetails: string } | null;
  address?: { footerPhone: string; footeraddress: string; footerEmail: string } | null;
  social?: { fblink: string; inslink: string } | null;
  copyrightText?: string | null;
  /** The site's name (SiteIdentity); its default when not set. */
  siteName?: string;
  /** The footer's menu (its quick links): the specification's links when omitted. */
  links?: readonly NavItem[];
}

export interface FooterProps extends FooterData {
  /** True while the footer's data is loading: fixed-size skeletons hold the place. */
  loading?: boolean;
  /** Saves a newsletter address; rejects with a message to show. */
  onSubscribe: (email: string) => Promise<void>;
}

/** An outside link opened safely; empty or non-http values render nothing. */
function safeHref(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, 'https://invalid.example');
    return u.protocol === 'http:' || u.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function Footer({ about, address, social, copyrightText, siteName = SITE_NAME, links: menu = NAV_LINKS, loading = false, onSubscribe }: FooterProps) {
  const year = new Date().getFullYear();
  const links = [
    { href: safeHref(social?.fblink), name: 'Facebook', Icon: FacebookIcon },
    { href: safeHref(social?.inslink), name: 'Instagram', Icon: InstagramIcon },
  ].flatMap((l) => (l.href ? [{ ...l, href: l.href }] : []));
  return (
    <footer className={styles.siteFooter}>
      <div className={`container ${styles.footerGrid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.footerHeading}>
            {loading ? <Skeleton width="8rem" height="1.2rem" /> : about?.aboutFooterText || `About ${siteName}`}
          </h2>
          {loading ? (
            <>
              <Skeleton height="0.95rem" />
              <Skeleton height="0.95rem" width="85%" style={{ marginTop: '0.5rem' }} />
              <Skeleton height="0.95rem" width="70%" style={{ marginTop: '0.5rem' }} />
            </>
          ) : (
            <p className={styles.footerText}>
              {about?.aboutFooterDetails ||
                'We help businesses get found: technical SEO, content and links, measured in traffic and leads.'}
            </p>
          )}
          <ul className={styles.social} aria-label="Social media">
            {loading ? (
              <li>
                <Skeleton width="2.5rem" height="2.5rem" radius="50%" />
              </li>
            ) : null}
            {!loading &&
              links.map(({ href, name, Icon }) => (
                <li key={name}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} (opens in a new tab)`}>
                    <Icon />
                  </a>
                </li>
              ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.footerHeading}>
            Quick Links
          </h2>
          <ul className={styles.footerLinks}>
            <MenuLinks links={menu} />
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.footerHeading}>
            Contact Info
          </h2>
          {loading ? (
            <div className={styles.footerContactSkeleton}>
              <Skeleton height="1.2rem" width="90%" />
              <Skeleton height="1.2rem" width="70%" style={{ marginTop: '0.8rem' }} />
              <Skeleton height="1.2rem" width="80%" style={{ marginTop: '0.8rem' }} />
            </div>
          ) : address ? (
            <address className={styles.footerContact}>
              <p>
                <PinIcon /> <span>{address.footeraddress}</span>
              </p>
              <p>
                <PhoneIcon /> <PhoneLink phone={address.footerPhone} />
              </p>
              <p>
                <MailIcon /> <MailLink address={address.footerEmail} />
              </p>
            </address>
          ) : (
            <p className={styles.footerText}>
              Write to us from the <Link to="/contact">contact page</Link>.
            </p>
          )}
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.footerHeading}>
            Newsletter
          </h2>
          <p className={styles.footerText}>SEO tips and agency news, about once a month.</p>
          <NewsletterForm onSubscribe={onSubscribe} />
        </section>
      </div>
      <div className={styles.footerBottom}>
        <div className="container">
          <p>
            {loading ? (
              <Skeleton width="16rem" height="1rem" />
            ) : (
              copyrightText || `© ${year} ${siteName}. All rights reserved.`
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** Newsletter signup: no client-side rules (the server checks the address). */
export function NewsletterForm({ onSubscribe }: { onSubscribe: (email: string) => Promise<void> }) {
  const toast = useToast();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubscribe(email.trim());
      setEmail('');
      toast.success('subscribers is Updated');
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'We could not save your address. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.newsletter} method="post" onSubmit={submit} noValidate aria-describedby={error ? `${id}-err` : undefined}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        Email address
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="Your email address"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className="btn btn-accent" disabled={busy}>
        {busy ? 'Subscribing…' : 'Subscribe'}
      </button>
      {error && (
        <p id={`${id}-err`} className={styles.footerError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
