import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface CardLink {
  title: string;
  to: string;
  description?: string;
  icon?: ReactNode;
}

/** A grid of link cards (the admin home and the settings hub). */
export function CardGrid({ cards, label }: { cards: CardLink[]; label: string }) {
  return (
    <ul className="admin-cards" aria-label={label}>
      {cards.map((c) => (
        <li key={c.to}>
          <Link to={c.to} className="admin-card-link">
            {c.icon && (
              <span className="admin-card-icon" aria-hidden="true">
                {c.icon}
              </span>
            )}
            <span className="admin-card-title">{c.title}</span>
            {c.description && <span className="admin-card-text">{c.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
