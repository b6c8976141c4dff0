/**
 * The light runtime: how a visitor's first visit to a painted public page starts (boot.js
 * loads ./main.tsx on the paths of ./pages.ts; the `light` build, vite.config.ts). It hydrates the
 * page with React, the page's own components and two small stand-ins for Relay (./relay.ts)
 * and React Router (./router.tsx), from the data the server painted it with: no Relay store,
 * no router. Links are plain links to the next painted page; a private page loads the full app.
 * A path with parameters (/blog/:slug) gives the page's query its variables as the app's route
 * does (pages/index.ts). The server paints only the posts and listing pages there are: any other
 * such path is answered with the unpainted shell, which starts the full app.
 */
import { StrictMode, startTransition, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import BlogQuery from '../__generated__/BlogQuery$parameters';
import ContactQuery from '../__generated__/ContactQuery$parameters';
import HomeQuery from '../__generated__/HomeQuery$parameters';
import PostQuery from '../__generated__/PostQuery$parameters';
import PricingQuery from '../__generated__/PricingQuery$parameters';
import ServicesQuery from '../__generated__/ServicesQuery$parameters';
import SiteShellQuery from '../__generated__/SiteShellQuery$parameters';
import SupportQuery from '../__generated__/SupportQuery$parameters';
import { AppProviders } from '../AppProviders';
import { useAuth } from '../auth/AuthProvider';
import { loadFirebaseAuthClient } from '../auth/loader';
import { AuthStore } from '../auth/store';
import { blogVariables, postVariables } from '../blog/format';
import { Chrome } from '../components/Chrome';
import type { ShellQueryRef } from '../components/SiteShell';
import Blog from '../pages/Blog';
import Contact from '../pages/Contact';
import Home from '../pages/Home';
import Post from '../pages/Post';
import Pricing from '../pages/Pricing';
import Services from '../pages/Services';
import Support from '../pages/Support';
import { createFetchFn, responsesOfPage } from '../relay/network';
import { startVitals } from '../vitals/start';
import type { LightPage } from './pages.generated';
import { RelayEnvironmentProvider, type LightEnvironment, type LoadedQuery } from './relay';
import { LoaderData, matchLightRoute } from './router';

const PAGES = {
  Home: { Page: Home, query: HomeQuery },
  Contact: { Page: Contact, query: ContactQuery },
  Services: { Page: Services, query: ServicesQuery },
  Pricing: { Page: Pricing, query: PricingQuery },
  Support: { Page: Support, query: SupportQuery },
  Blog: { Page: Blog, query: BlogQuery, variables: blogVariables },
  Post: { Page: Post, query: PostQuery, variables: postVariables },
} satisfies Record<LightPage, LightEntry>;

interface LightEntry {
  Page: ComponentType;
  query: { params: { id?: string | null } };
  variables?: (params: Record<string, string>) => Record<string, unknown>;
}

/**
 * Requests go with the current person's token; another identity gets another environment,
 * as in the full app, so what was asked for the last one (the header's Admin link) is asked again.
 */
function Environment({ send, page, children }: { send: ReturnType<typeof createFetchFn>; page: string; children: ReactNode }) {
  const { epoch } = useAuth();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new environment per identity is the point
  const environment = useMemo<LightEnvironment>(() => ({ send: (params, variables) => send(params, variables, {}) }), [epoch, send]);
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
    return startVitals(page);
  }, [page]);
  return (
    <RelayEnvironmentProvider environment={environment}>
      {/* RouterProvider's shape (its tree, then null): useId's ids are the server's. */}
      {children}
      {null}
    </RelayEnvironmentProvider>
  );
}

/** Hydrates the painted page of the address; the server's markup and data are in the document. */
export function startLight(): Root {
  const route = matchLightRoute(location.pathname)!;
  const entry: LightEntry = PAGES[route.page as LightPage];

  /** The painted answers of the shell's query and the page's: the page shows exactly them. */
  const painted = responsesOfPage();
  const loaded = (id: string | null | undefined, variables: Record<string, unknown> = {}): LoadedQuery => ({
    data: (painted.take(id ?? '', variables) as { data?: unknown } | null)?.data,
  });
  const shell = loaded(SiteShellQuery.params.id) as unknown as ShellQueryRef;
  const pageData = loaded(entry.query.params.id, entry.variables?.(route.params));
  const { Page } = entry;

  const authStore = new AuthStore(loadFirebaseAuthClient);
  const send = createFetchFn(authStore.getIdToken);

  const app = (
    <StrictMode>
      <AppProviders authStore={authStore}>
        <Environment send={send} page={route.path}>
          <Chrome shell={shell}>
            <LoaderData.Provider value={pageData}>
              <Page />
            </LoaderData.Provider>
          </Chrome>
        </Environment>
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds.
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(document.getElementById('root')!, app);
  });
  return root;
}
