// The base and the shared primitives first: the components' CSS modules come after them.
import './styles/global.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath } from 'react-router';
import { App } from './App';
import { loadFirebaseAuthClient } from './auth/loader';
import { AuthStore } from './auth/store';
import { pages } from './pages';
import { createRelayEnvironment } from './relay/environment';
import { responsesOfPage } from './relay/network';
import { RoutePreloader } from './relay/preloader';
import { buildRoutes, initialLoaderData, ROUTES } from './routes';
import { StaffGate } from './staff/gate';
import { startVitals } from './vitals/start';

// The server paints the public pages before their scripts load: their sections', pages' and
// documents' CSS modules ship in the first style sheet, beside the shell's, not with the page chunks.
import.meta.glob(['./sections/*.module.css', './pages/*.module.css', './auth/*.module.css', './documents/DocumentView.module.css'], { eager: true });

/** The route the visit landed on. */
const landing = ROUTES.find((r) => matchPath({ path: r.path, caseSensitive: true }, location.pathname));

/**
 * Marks the document once the app has taken over the page (browser tests wait for it); then,
 * on a public page, the visit's Web Vitals may start (sampled, when the browser is idle).
 */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
    return landing?.access === 'public' ? startVitals(landing.path) : undefined;
  }, []);
  return null;
}

const authStore = new AuthStore(loadFirebaseAuthClient);
const staffGate = new StaffGate();
// The server-rendered page's data serves the first environment's first requests.
const pageResponses = responsesOfPage();
const preloader = new RoutePreloader(
  () => createRelayEnvironment(authStore.getIdToken, pageResponses, staffGate),
  () => authStore.getState().epoch,
);

function start(hydrate: boolean) {
  const routes = buildRoutes(preloader);
  const url = location.pathname + location.search;
  // The first location's queries start now, its data is there for the first render.
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: initialLoaderData(routes, url) } });
  const app = (
    <StrictMode>
      <App authStore={authStore} router={router} staffGate={staffGate} />
      <Started />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

if (document.getElementById('root')!.firstElementChild) {
  // A public page painted by the server (ssr/): its code is loaded first, so React takes
  // the markup over in one go, from the data the server rendered it with. As a transition,
  // hydration yields to the browser every few milliseconds instead of one long task.
  const ready = landing ? pages[landing.page].preload() : Promise.resolve();
  ready.catch(() => undefined).then(() => start(true));
} else {
  start(false);
}
