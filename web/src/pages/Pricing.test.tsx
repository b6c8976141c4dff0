import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { CONTENT, operationNames, pendingOperation, resolveOperation, rootFields } from '../sections/testFixtures';
import { NOT_SET_UP } from '../sections/PricingSection';
import { renderAt } from '../test/utils';
import Pricing from './Pricing';

describe('Pricing page', () => {
  it('is titled Pricing Plan with a breadcrumb, before any data', () => {
    const env = createMockEnvironment();
    renderAt(<Pricing />, { page: 'Pricing', access: 'public', environment: env, path: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing Plan' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Pricing Plan')).toHaveAttribute('aria-current', 'page');
    expect(operationNames(env)).toEqual(['PricingQuery']);
    const op = pendingOperation(env, 'PricingQuery');
    expect(op.request.cacheConfig?.metadata).toEqual({ anonymous: true });
    expect(rootFields(op)).toEqual(['callToActions', 'paymentsReady', 'pricingPackages']);
  });

  it('uses the pricing page reading: Popular on Standard; Basic and Premium 7 points, Standard 10', async () => {
    const env = createMockEnvironment();
    renderAt(<Pricing />, { page: 'Pricing', access: 'public', environment: env, path: '/pricing' });
    resolveOperation(env, 'PricingQuery');
    await screen.findByRole('heading', { level: 3, name: 'Standard' });
    const cols = screen.getAllByRole('heading', { level: 3 }).map((h) => h.closest('li') as HTMLElement);
    expect(cols.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Basic', 'Standard', 'Premium']);
    expect(cols.map((c) => within(c).queryByText('Popular') !== null)).toEqual([false, true, false]);
    expect(screen.getAllByText('Popular')).toHaveLength(1);
    expect(cols.map((c) => within(c).getByRole('list').querySelectorAll('li').length)).toEqual([7, 10, 7]);
    expect(cols[0].querySelector('.planAmount')).toHaveTextContent('$49');
    expect(within(cols[1]).getByRole('link', { name: 'Order Standard' })).toHaveAttribute('href', '/order-now/302');
  });

  it('disables ordering, saying why, while payments are not set up', async () => {
    const env = createMockEnvironment();
    renderAt(<Pricing />, { page: 'Pricing', access: 'public', environment: env, path: '/pricing' });
    resolveOperation(env, 'PricingQuery', { ...CONTENT, Query: () => ({ paymentsReady: false }) });
    const order = await screen.findByRole('button', { name: 'Order Standard' });
    expect(order).toBeDisabled();
    expect(order).toHaveAccessibleDescription(NOT_SET_UP);
    expect(screen.queryByRole('link', { name: /^Order / })).toBeNull();
  });

  it('shows a call-to-action band per action record', async () => {
    const env = createMockEnvironment();
    renderAt(<Pricing />, { page: 'Pricing', access: 'public', environment: env, path: '/pricing' });
    resolveOperation(env, 'PricingQuery');
    const first = await screen.findByRole('region', { name: 'Ready to Climb the Rankings?' });
    expect(within(first).getByText('Get a free SEO review.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/contact');
    const second = screen.getByRole('region', { name: 'Prefer to Talk?' });
    const external = within(second).getByRole('link', { name: /Call Us/ });
    expect(external).toHaveAttribute('href', 'https://example.com/call');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
