/** Helpers for the admin screens' component tests (relay-test-utils' mock environment). */
import { act, configure, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import type { PageName } from '../pages';
import { alice, makeAuth, renderAt } from '../test/utils';

// The first screen a test file renders pulls in its modules; on a busy machine that takes
// longer than Testing Library's default second. A test waits several times, so it may take
// longer than one wait (Vitest's default bound is one wait's 5 seconds).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** Types and clicks without a timer between keys: a busy machine runs each timer late. */
export const user = userEvent.setup({ delay: null });

export type MockEnv = ReturnType<typeof createMockEnvironment>;

export function pendingNames(env: MockEnv): string[] {
  return env.mock.getAllOperations().map((op) => op.request.node.params.name);
}

type Where = (variables: Record<string, unknown>) => boolean;

/** Waits until an operation of that name (and matching `where`) is pending and returns the latest one. */
export async function pending(env: MockEnv, name: string, where: Where = () => true): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(
    () => {
      found = [...env.mock.getAllOperations()]
        .reverse()
        .find((op) => op.request.node.params.name === name && where(op.request.variables));
      if (!found) throw new Error(`no pending ${name}; pending: ${pendingNames(env).join(', ') || 'none'}`);
    },
    { timeout: 5000 },
  );
  return found!;
}

/** Resolves the pending operation of that name with mock data shaped by the resolvers. */
export async function resolve(env: MockEnv, name: string, resolvers: MockResolvers = {}, where?: Where): Promise<OperationDescriptor> {
  const op = await pending(env, name, where);
  act(() => {
    env.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers));
  });
  return op;
}

/** Answers the admin home's two queries (the counts, then the parts the role reaches) with the same resolvers. */
export async function resolveHome(env: MockEnv, resolvers: MockResolvers = {}) {
  await resolve(env, 'AdminHomeQuery', resolvers);
  return resolve(env, 'AdminHomePartsQuery', resolvers);
}

/** Answers the pending operation of that name with exactly this data. */
export async function resolveData(env: MockEnv, name: string, data: Record<string, unknown>, where?: Where) {
  const op = await pending(env, name, where);
  act(() => {
    env.mock.resolve(op, { data } as never);
  });
  return op;
}

/** Answers the pending operation of that name with GraphQL errors. */
export async function fail(env: MockEnv, name: string, errors: { message: string; extensions?: Record<string, unknown> }[]) {
  const op = await pending(env, name);
  act(() => {
    env.mock.resolve(op, { data: null, errors } as never);
  });
  return op;
}

interface RenderOptions {
  route?: string;
  path?: string;
  isAdmin?: boolean;
  /** The staff role of an admin (default Owner). */
  role?: keyof typeof ROLE_AREAS;
  /** The element is an AdminPage (answer its admin check). */
  gate?: boolean;
  /** The page whose query the route's loader starts, as in the app (pages/index.ts). */
  page?: PageName;
}

/**
 * Renders an admin page at `path` (matching `route`) as signed-in alice and answers the
 * admin check (viewer.isAdmin) with `isAdmin`.
 */
/** The gate's viewer: alice with role and its areas (as docs/security.md lists them), or a customer. */
export function viewerAs(role: keyof typeof ROLE_AREAS | null) {
  const areas = role ? ROLE_AREAS[role] : {};
  return { email: alice.email, isAdmin: role !== null, role, access: Object.entries(areas).map(([area, access]) => ({ area, access })) };
}

const ROLE_AREAS = {
  Owner: { content: 'write', posts: 'write', media: 'write', sales: 'write', inbox: 'write', staff: 'write', site: 'write', owner: 'write', system: 'write' },
  Admin: { content: 'write', posts: 'write', media: 'write', sales: 'write', inbox: 'write', staff: 'write', site: 'write', system: 'write' },
  Editor: { content: 'write', posts: 'write', media: 'write' },
  Author: { content: 'read', posts: 'add', media: 'add' },
  Support: { inbox: 'write', sales: 'read' },
} as const;

export async function renderAdmin(element: ReactElement, { route = '/', path, isAdmin = true, role = 'Owner', gate = true, page }: RenderOptions = {}) {
  const env = createMockEnvironment();
  const { store } = makeAuth(alice);
  const utils = renderAt(element, { route, path: path ?? route, page, store, environment: env });
  await act(() => store.ensureLoaded());
  if (gate) await resolve(env, 'AdminPageViewerQuery', { Viewer: () => viewerAs(isAdmin ? role : null) });
  return { ...utils, env };
}

/** The toast with this text is shown in the polite (success) or assertive (error) region. */
export async function expectToast(text: string | RegExp, kind: 'success' | 'error' = 'success') {
  const el = await screen.findByText(text, { selector: '.toastText' });
  expect(el.closest('[role]')).toHaveAttribute('role', kind === 'success' ? 'status' : 'alert');
  return el;
}

/** `count` connection edges built from `make(i)`. */
export function edges<T>(count: number, make: (i: number) => T) {
  return Array.from({ length: count }, (_, i) => ({ cursor: `c${i}`, node: make(i) }));
}

/** A banner's values, for the editor's tests. */
export const banner = {
  bannerHeading: 'Grow with SEO',
  bannerDetails: 'We help.',
  bannerImage: '/images/banner.svg',
  buttonLink: '/pricing',
  youtubeLink: 'https://youtube.com/x',
};
