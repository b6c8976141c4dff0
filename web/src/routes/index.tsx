import type { RouteObject } from 'react-router';
import { useParams } from 'react-router';
import table from '../../routes.json';
import { RequireAuth } from '../auth/RequireAuth';
import { Layout } from '../components/Layout';
import { RouteError } from '../components/RouteError';
import { pages, type PageName } from '../pages';
import NotFound from '../pages/NotFound';

export interface RouteEntry {
  path: string;
  page: PageName;
  access: 'public' | 'signedIn';
}

/** Every route of the specification, from web/routes.json. */
export const ROUTES = table.routes as RouteEntry[];

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

function toRoute(r: RouteEntry): RouteObject {
  return {
    path: r.path,
    // Paths match as the server matches them: exactly, case included ("/add-paypal-Email").
    caseSensitive: true,
    element: r.path.includes(':id') ? <WithNodeId page={r.page} /> : element(r.page),
  };
}

export function buildRoutes(): RouteObject[] {
  const publicRoutes = ROUTES.filter((r) => r.access === 'public').map(toRoute);
  const guarded = ROUTES.filter((r) => r.access === 'signedIn' && r.page !== 'AboutAlias').map(toRoute);
  return [
    {
      element: <Layout />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...publicRoutes,
            { element: <RequireAuth />, children: guarded },
            { path: '/:id', element: <AboutAliasRoute /> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
