/**
 * The server's renderer (`vite build --mode ssr` → dist/.server/render.js, run by the Go
 * server's ssr package): paints a public page with the app's own components and the
 * server's own answers to its queries, nobody signed in.
 */
import { renderToString } from 'react-dom/server.browser';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './App';
import { AuthStore } from './auth/store';
import { pages, type PageName } from './pages';
import { createRelayEnvironment } from './relay/environment';
import { buildRoutes } from './routes';

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
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  return renderToString(
    <AppProviders authStore={authStore} environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
