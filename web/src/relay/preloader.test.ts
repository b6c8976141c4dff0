import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import DashboardQuery from '../__generated__/DashboardQuery$parameters';
import '../pages/customer/Dashboard'; // registers the query's full text, as the page's chunk does
import { RoutePreloader } from './preloader';

const names = (env: ReturnType<typeof createMockEnvironment>) => env.mock.getAllOperations().map((o) => o.request.node.params.name);

describe('RoutePreloader', () => {
  it('keeps one environment per identity', () => {
    let identity = 1;
    const made: ReturnType<typeof createMockEnvironment>[] = [];
    const preloader = new RoutePreloader(() => made[made.push(createMockEnvironment()) - 1], () => identity);
    const first = preloader.environment();
    expect(preloader.environment()).toBe(first);
    identity = 2;
    expect(preloader.environment()).not.toBe(first);
    expect(made).toHaveLength(2);
  });

  it('starts a route query at once, and releases it once two newer ones replace it (the page may still show the previous)', () => {
    const env = createMockEnvironment();
    const preloader = new RoutePreloader(() => env);
    const load = () => preloader.load('/dashboard', DashboardQuery, {}, { fetchPolicy: 'network-only' });
    const first = load();
    expect(names(env)).toEqual(['DashboardQuery']);
    const second = load();
    expect(first.isDisposed).toBe(false);
    load();
    expect(first.isDisposed).toBe(true);
    expect(second.isDisposed).toBe(false);
  });
});
