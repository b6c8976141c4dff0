import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './App';
import { loadFirebaseAuthClient } from './auth/loader';
import { AuthStore } from './auth/store';
import { pages } from './pages';
import { ROUTES } from './routes';
import './styles/global.css';

/** Marks the document once the app has taken over the page (browser tests wait for it). */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return null;
}

const authStore = new AuthStore(loadFirebaseAuthClient);
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App authStore={authStore} />
    <Started />
  </StrictMode>
);

if (root.firstElementChild) {
  // A public page painted by the server (ssr/): its code is loaded first, so React takes
  // the markup over in one go, from the data the server rendered it with. As a transition,
  // hydration yields to the browser every few milliseconds instead of one long task.
  const route = ROUTES.find((r) => matchPath({ path: r.path, caseSensitive: true }, location.pathname));
  const ready = route ? pages[route.page].preload() : Promise.resolve();
  ready.catch(() => undefined).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
