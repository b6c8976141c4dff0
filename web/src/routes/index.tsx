/**
 * The route table, and how a route's data loads (Relay's "render as you fetch"):
 *
 * - The page names its query in pages/index.ts (`{ request: XQuery$parameters, variables }`,
 *   where `XQuery` is marked `@preloadable`). The route's loader below starts that query with
 *   loadQuery and starts downloading the page's chunk, both at once, and returns the loaded
 *   query as the route's loader data; the page reads it with `usePageQuery(query)`
 *   (relay/usePageQuery.ts), which suspends only until the answer is there.
 * - The root route's loader gives the Relay environment of the current identity (it changes
 *   on sign-in and sign-out; Layout revalidates the routes then) and starts the shell's query.
 * - Loaders are synchronous, so the first location's data is computed before the router
 *   starts (initialLoaderData): the server renders without suspending and the browser
 *   hydrates from the same data (the responses the server embedded in the page). The content
 *   admin's loaders are the exception until their queries' parameters have loaded (a
 *   visitor's first visit does not carry them): then they return a promise, which the page
 *   awaits (useRouteQuery).
 * - A retry after an error revalidates the route (useRevalidator), which loads it again.
 */
import { lazy } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { matchRoutes, useParams, type Params, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import table from '../../routes.json';
import SiteShellQuery from '../__generated__/SiteShellQuery$parameters';
import { Layout } from '../components/Layout';
import { RouteError } from '../components/RouteError';
import type { ShellQueryRef } from '../components/SiteShell';
import { pages, type PageName } from '../pages';
import NotFound from '../pages/NotFound';
import type { LoadOptions, RoutePreloader } from '../relay/preloader';
import { useRouteQuery } from '../relay/usePageQuery';

export interface RouteEntry {
  path: string;
  page: PageName;
  access: 'public' | 'signedIn';
}

/** Every route of the specification, from web/routes.json. */
export const ROUTES = table.routes as RouteEntry[];

/** The guard of signed-in pages, in a chunk of its own: a visitor's first load does not carry it. */
const loadGuard = () => import('../auth/RequireAuth');
const RequireAuth = lazy(() => loadGuard().then((m) => ({ default: m.RequireAuth })));

/** Public pages read public content only: without a token, from the store when it is there. */
const PUBLIC_QUERY: LoadOptions = { fetchPolicy: 'store-or-network', anonymous: true };

/**
 * A query's variables come from the path (and, on arrival, from the search): a change of the
 * search alone (?page=2) is the page's own business (it loads more of what it has), not a new query.
 */
const searchChangeKeepsData: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

/** Record ids are numbers (ent global ids), as the server's route matcher expects. */
export function looksLikeNodeId(id: string | undefined): boolean {
  return !!id && /^[0-9]{1,19}$/.test(id);
}

/** A page with an {id} segment: any other value is a 404, as the server answers. */
function WithNodeId({ page }: { page: PageName }) {
  const { id } = useParams();
  if (!looksLikeNodeId(id)) return <NotFound />;
  return element(page);
}

/** /{id}: the About editor alias. Unknown single-segment paths are not pages: 404. */
function AboutAliasRoute() {
  const { id } = useParams();
  if (!looksLikeNodeId(id)) return <NotFound />;
  const Page = pages.AboutAlias;
  return (
    <RequireAuth>
      <Page />
    </RequireAuth>
  );
}

function element(page: PageName) {
  const Page = pages[page];
  return <Page />;
}

/** What a loader gets; the synchronous part of React Router's loader arguments. */
interface LoadArgs {
  params: Params;
  request: { url: string };
}

/** The root route's data: the environment every route below reads with. */
export interface RootData {
  environment: ReturnType<RoutePreloader['environment']>;
  shell: ShellQueryRef;
}

/** The loader of a page's route: starts its query (pages/index.ts) and its chunk. */
function pageLoader(preloader: RoutePreloader, id: string, name: PageName, access: RouteEntry['access']) {
  const page = pages[name];
  return ({ params, request }: LoadArgs) => {
    if (params.id !== undefined && !looksLikeNodeId(params.id)) return null; // a 404 page
    // The page's code (and the guard's) downloads while the query runs.
    page.preload().catch(() => undefined);
    if (access === 'signedIn') loadGuard().catch(() => undefined);
    const q = page.query;
    if (!q) return null;
    const variables = q.variables?.(params, new URL(request.url, 'http://localhost').searchParams) ?? {};
    const options = access === 'public' ? PUBLIC_QUERY : { fetchPolicy: q.fetchPolicy ?? 'store-and-network' };
    const parameters = typeof q.request === 'function' ? q.request() : q.request;
    // A query whose parameters are still loading: the page awaits it (useRouteQuery).
    if (parameters instanceof Promise) return parameters.then((r) => preloader.load(id, r, variables, options));
    return preloader.load(id, parameters, variables, options);
  };
}

/**
 * The page renders with the environment its query was loaded in: after a change of identity
 * a navigation can start before the root route has handed the new environment down.
 */
function InQueryEnvironment({ children }: { children: React.ReactNode }) {
  const query = useRouteQuery();
  return query ? <RelayEnvironmentProvider environment={query.environment}>{children}</RelayEnvironmentProvider> : children;
}

/** The route of one entry of the table (`element` replaces the page's in tests). */
export function pageRoute(preloader: RoutePreloader, r: RouteEntry, shown?: React.ReactElement): RouteObject {
  return {
    id: r.path,
    path: r.path,
    // Paths match as the server matches them: exactly, case included ("/add-paypal-Email").
    caseSensitive: true,
    loader: pageLoader(preloader, r.path, r.page, r.access),
    shouldRevalidate: searchChangeKeepsData,
    element: <InQueryEnvironment>{shown ?? (r.path.includes(':id') ? <WithNodeId page={r.page} /> : element(r.page))}</InQueryEnvironment>,
  };
}

export function buildRoutes(preloader: RoutePreloader): RouteObject[] {
  let shell: RootData | undefined;
  const publicRoutes = ROUTES.filter((r) => r.access === 'public').map((r) => pageRoute(preloader, r));
  const guarded = ROUTES.filter((r) => r.access === 'signedIn' && r.page !== 'AboutAlias').map((r) => pageRoute(preloader, r));
  return [
    {
      id: 'root',
      loader: (): RootData => {
        // One shell query per environment: reloading the routes (a retry) keeps the shell as it is.
        const environment = preloader.environment();
        if (shell?.environment !== environment) shell = { environment, shell: preloader.load('root', SiteShellQuery, {}, PUBLIC_QUERY) };
        return shell;
      },
      shouldRevalidate: searchChangeKeepsData,
      element: <Layout />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...publicRoutes,
            { element: <RequireAuth />, children: guarded },
            pageRoute(preloader, { path: '/:id', page: 'AboutAlias', access: 'signedIn' }, <AboutAliasRoute />),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

/**
 * The loader data of the routes `url` matches, computed at once (every loader is
 * synchronous): the router starts with it instead of running its loaders, so the first
 * render needs no waiting, on the server and in the browser alike.
 */
export function initialLoaderData(routes: RouteObject[], url: string): Record<string, unknown> {
  const { pathname } = new URL(url, 'http://localhost');
  const data: Record<string, unknown> = {};
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    if (route.id && typeof route.loader === 'function') {
      data[route.id] = (route.loader as unknown as (args: LoadArgs) => unknown)({ params, request: { url } });
    }
  }
  return data;
}
