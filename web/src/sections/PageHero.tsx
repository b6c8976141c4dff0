import { Link } from 'react-router';
import styles from './PageHero.module.css';

/**
 * The title band of an inner page: its h1 and a breadcrumb (Home › title). Static: the
 * title is the page's own, so this band never waits for data and never moves.
 */
export function PageHero({ title, lead, id = 'page-title' }: { title: string; lead?: string; id?: string }) {
  return (
    <div className={styles.pageHero}>
      <div className={`container ${styles.pageHeroInner}`}>
        <h1 id={id}>{title}</h1>
        {lead && <p className={styles.pageHeroLead}>{lead}</p>}
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
