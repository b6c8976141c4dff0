/**
 * The server's renderer (`vite build --mode ssr` → dist/.server/render.js, run by the Go
 * server's ssr package): paints a public page with the app's own components and the
 * server's own answers to its queries, nobody signed in.
 */
import { renderToString } from 'react-dom/server.browser';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { AuthStore } from './auth/store';
import { pages, type PageName } from './pages';
import { createRelayEnvironment } from './relay/environment';
import { RoutePreloader } from './relay/preloader';
import { buildRoutes, initialLoaderData } from './routes';

/** Provided by the Go server: its JSON answer to a persisted query. */
declare const __fetchQuery: (id: string, variables: string) => string;

/** Loads a page's module ahead of render(), so rendering never suspends on it. */
export function prepare(page: PageName): Promise<void> {
  return pages[page].preload();
}

export function render(path: string): string {
  const environment = createRelayEnvironment(async () => null, {
    take: (id, variables) => JSON.parse(__fetchQuery(id, JSON.stringify(variables))),
  });
  const authStore = new AuthStore(() => Promise.reject(new Error('nobody signs in on the server')));
  const routes = buildRoutes(new RoutePreloader(() => environment));
  // The loaders' queries are answered at once (__fetchQuery), so the data is in the store
  // before rendering starts: nothing suspends.
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData: initialLoaderData(routes, path) } });
  return renderToString(
    <AppProviders authStore={authStore}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
