import type { ReactNode } from 'react';
import { Link } from 'react-router';
import customer from './customer.module.css';

export interface Crumb {
  to: string;
  label: string;
}

/** A customer page's heading: breadcrumb (from the dashboard), title and an optional lead. */
export function PageHeader({ title, lead, crumbs = [{ to: '/dashboard', label: 'Dashboard' }], id = 'page-title' }: {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  id?: string;
}) {
  return (
    <header className={customer.custHead}>
      {crumbs.length > 0 && (
        <nav aria-label="Breadcrumb" className={customer.crumbs}>
          <ol>
            {crumbs.map((c) => (
              <li key={c.to}>
                <Link to={c.to}>{c.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <h1 id={id}>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
    </header>
  );
}
