import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/**
 * Stands in for a page that is not built yet: names the route and what the specification
 * asks of it, so whoever builds it starts from the right place.
 */
export function Placeholder({ title, route, summary }: { title: string; route: string; summary: string[] }) {
  useDocumentTitle(title);
  return (
    <section className="page container placeholder" aria-labelledby="placeholder-title">
      <p className="eyebrow">Coming soon</p>
      <h1 id="placeholder-title">{title}</h1>
      <p className="lead">This page is not built yet.</p>
      <div className="placeholder-card">
        <p>
          <strong>Route:</strong> <code>{route}</code>
        </p>
        <ul>
          {summary.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
      <p>
        <Link to="/" className="btn btn-outline">
          Back to Home
        </Link>
      </p>
    </section>
  );
}
