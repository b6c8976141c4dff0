import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import NotFound from '../pages/NotFound';

/** Shown when a page throws or its code cannot be loaded (for example after a new release). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  return (
    <section className="page container" aria-labelledby="err-title">
      <p className="eyebrow">Something went wrong</p>
      <h1 id="err-title">{chunkFailed ? 'This page could not be loaded' : 'Sorry, this page ran into a problem'}</h1>
      <p className="lead">
        {chunkFailed
          ? 'The site may have just been updated. Reloading the page usually fixes this.'
          : 'Please try again. If it keeps happening, let us know through the support page.'}
      </p>
      <p className="btn-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className="btn btn-outline" reloadDocument>
          Go to Home
        </Link>
      </p>
    </section>
  );
}
