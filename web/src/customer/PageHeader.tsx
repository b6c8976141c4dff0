import type { ReactNode } from 'react';
import { Link } from 'react-router';
import customer from './customer.module.css';

export interface Crumb {
  to: string;
  label: string;
}

const DASHBOARD: Crumb = { to: '/dashboard', label: 'Dashboard' };

/** The breadcrumb of a page about one of the customer's orders. */
export const ORDER_CRUMBS: readonly Crumb[] = [DASHBOARD, { to: '/my-order', label: 'My Orders' }];

/** A customer page's heading: breadcrumb (from the dashboard), title and an optional lead. */
export function PageHeader({ title, lead, crumbs = [DASHBOARD], id = 'page-title' }: {
  title: string;
  lead?: ReactNode;
  crumbs?: readonly Crumb[];
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
