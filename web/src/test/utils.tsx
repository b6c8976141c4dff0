import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import SiteShellQuery from '../__generated__/SiteShellQuery$parameters';
import { AppProviders } from '../AppProviders';
import { AuthStore } from '../auth/store';
import type { PageName } from '../pages';
import { RoutePreloader } from '../relay/preloader';
import { initialLoaderData, pageRoute as routeOf } from '../routes';
import type { AuthClient, AuthUser } from '../auth/types';

/** An identity service in memory, standing in for Firebase in component tests. */
export class FakeAuthClient implements AuthClient {
  user: AuthUser | null;
  private listeners = new Set<(u: AuthUser | null) => void>();
  signInWithEmail = vi.fn(async (email: string, _password: string) => {
    this.emit({ uid: `uid-${email}`, email, emailVerified: true });
  });
  signInWithGoogle = vi.fn(async () => {
    this.emit({ uid: 'uid-google', email: 'g@example.com', emailVerified: true });
  });
  register = vi.fn(async (email: string, _password: string) => {
    this.emit({ uid: `uid-${email}`, email, emailVerified: false });
  });
  refresh = vi.fn(async () => undefined);
  signOut = vi.fn(async () => this.emit(null));

  constructor(user: AuthUser | null = null) {
    this.user = user;
  }
  subscribe(cb: (u: AuthUser | null) => void) {
    this.listeners.add(cb);
    queueMicrotask(() => cb(this.user));
    return () => {
      this.listeners.delete(cb);
    };
  }
  async getIdToken() {
    return this.user ? `token-${this.user.uid}` : null;
  }
  emit(user: AuthUser | null) {
    this.user = user;
    this.listeners.forEach((l) => l(user));
  }
}

export const alice: AuthUser = { uid: 'alice', email: 'alice@example.com', emailVerified: true };

export function makeAuth(user: AuthUser | null = null) {
  const client = new FakeAuthClient(user);
  const store = new AuthStore(async () => client);
  return { client, store };
}

/** A route loader's view of the test's environment (routes/index.tsx: buildRoutes, pageLoader). */
export const preloaderOf = (environment: ReturnType<typeof createMockEnvironment>) => new RoutePreloader(() => environment);

/** The shell's query (header and footer records), loaded as the root route loads it. */
export const loadShell = (environment: ReturnType<typeof createMockEnvironment>) =>
  preloaderOf(environment).load('root', SiteShellQuery, {}, { fetchPolicy: 'store-or-network', anonymous: true });

/**
 * Renders routes inside the app's providers with an in-memory router. The first location's
 * loaders run at once, as in the app (initialLoaderData).
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', store = makeAuth().store, environment = createMockEnvironment() } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData: initialLoaderData(routes, path) } });
  const utils = render(
    <AppProviders authStore={store} environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, store, environment };
}

/** A route at `path` showing `element`, whose loader loads `page`'s query as the app's route does (pages/index.ts). */
export function pageRoute(
  environment: ReturnType<typeof createMockEnvironment>,
  path: string,
  page: PageName,
  element: ReactElement,
  access: 'public' | 'signedIn' = 'signedIn',
): RouteObject {
  return routeOf(preloaderOf(environment), { path, page, access }, element);
}

/**
 * Renders one element at `path` (with a catch-all so navigations land somewhere visible).
 * With `page`, the route loads that page's query as the app's route does (pages/index.ts).
 */
export function renderAt(
  element: ReactElement,
  opts: Parameters<typeof renderRoutes>[1] & { route?: string; page?: PageName; access?: 'public' | 'signedIn' } = {},
) {
  const { route = (opts.path ?? '/').split('?')[0], page, access = 'signedIn', ...rest } = opts;
  const environment = rest.environment ?? createMockEnvironment();
  return renderRoutes(
    [
      page ? pageRoute(environment, route, page, element, access) : { path: route, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { ...rest, environment },
  );
}

/** The email and password fields and the submit button of the login or register form. */
export function credentialsForm(submit: string) {
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: submit }),
  };
}

/** Types an email and a password into the credentials form and presses its button named `submit`. */
export async function submitCredentials(user: UserEvent, submit: string, email: string, password: string) {
  const form = credentialsForm(submit);
  await user.type(form.email, email);
  await user.type(form.password, password);
  await user.click(form.submit);
}

/** The sections of what `root` shows, in order, each by its name (its heading, or its aria-label). */
export function sectionNames(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll('section')).map(
    (s) => s.getAttribute('aria-label') ?? root.ownerDocument.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
  );
}

/** Shows where the router is: the target of navigations in tests. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Fake timers that still follow the clock, for each test of the calling describe block: pages that poll. */
export function withAdvancingFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
