import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { NAV_LINKS } from '../config/site';
import styles from './NotFound.module.css';

/** The page for an address that matches no route. Kept in the main bundle: it must never fail to load. */
export default function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <section className={`page container ${styles.notFound}`} aria-labelledby="nf-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="nf-title">We can't find that page</h1>
      <p className="lead">The address may be mistyped, or the page has moved. These might help:</p>
      <ul className={styles.nfLinks}>
        {NAV_LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
        <li>
          <Link to="/support">Support</Link>
        </li>
      </ul>
    </section>
  );
}
