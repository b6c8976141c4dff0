import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { CONTENT, operationNames, pendingOperation, resolveOperation, rootFields } from '../sections/testFixtures';
import { renderAt, sectionNames } from '../test/utils';
import Home from './Home';

function plans() {
  const section = screen.getByRole('region', { name: 'Best Pricing For Business' });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.closest('li') as HTMLElement);
}

describe('Home page', () => {
  it('loads one public query, anonymously, and shows fixed-size skeletons meanwhile', () => {
    const env = createMockEnvironment();
    const { container } = renderAt(<Home />, { page: 'Home', access: 'public', environment: env });
    expect(operationNames(env)).toEqual(['HomeQuery']);
    const op = pendingOperation(env, 'HomeQuery');
    // Public content only (the server caches it): no viewer, no node lookups.
    expect(rootFields(op)).toEqual(
      ['abouts', 'banners', 'counters', 'paymentsReady', 'pricingPackages', 'publicMedia', 'serviceHeadings', 'serviceItems', 'steps', 'teamMembers', 'testimonials', 'videoSections'].sort(),
    );
    expect(op.request.cacheConfig?.metadata).toEqual({ anonymous: true });
    expect(container.querySelectorAll('.skeleton').length).toBeGreaterThan(10);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loading');
  });

  it('stacks banner, about, services, counters, video and team, pricing in that order, with steps after services and testimonials last', async () => {
    const env = createMockEnvironment();
    const { container } = renderAt(<Home />, { page: 'Home', access: 'public', environment: env });
    resolveOperation(env, 'HomeQuery', CONTENT);
    await screen.findByRole('heading', { level: 1, name: 'Grow Your Business With Search Engine Optimization' });
    expect(container.querySelectorAll('.skeleton')).toHaveLength(0);
    expect(sectionNames(container)).toEqual([
      'Grow Your Business With Search Engine Optimization',
      'We Are a Results-Driven SEO Agency',
      'Our Services',
      'How We Work',
      'Our track record',
      'Meet the Team Behind Your Rankings',
      'Best Pricing For Business',
      'What Our Clients Say',
    ]);
  });

  it('has a "Start a Project" button to the banner\'s buttonLink', async () => {
    const env = createMockEnvironment();
    renderAt(<Home />, { page: 'Home', access: 'public', environment: env });
    resolveOperation(env, 'HomeQuery');
    expect(await screen.findByRole('link', { name: /Start a Project/ })).toHaveAttribute('href', '/pricing');
    const img = screen.getByRole('img', { name: /website climbing/ });
    expect(img).toHaveAttribute('src', '/images/banner.svg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
  });

  it('shows the about points with the home page progress 95%, 96%, 95%', async () => {
    const env = createMockEnvironment();
    renderAt(<Home />, { page: 'Home', access: 'public', environment: env });
    resolveOperation(env, 'HomeQuery');
    const about = await screen.findByRole('region', { name: 'We Are a Results-Driven SEO Agency' });
    const rows = within(about)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['Technical SEO95%', 'Content Strategy96%', 'Link Building95%']);
    const bars = Array.from(about.querySelectorAll<HTMLProgressElement>('progress')).map((b) => [b.value, b.max, b.getAttribute('style')]);
    expect(bars).toEqual([[95, 100, null], [96, 100, null], [95, 100, null]]);
  });

  it('shows the services and the counters with a "+" suffix', async () => {
    const env = createMockEnvironment();
    renderAt(<Home />, { page: 'Home', access: 'public', environment: env });
    resolveOperation(env, 'HomeQuery');
    const services = await screen.findByRole('region', { name: 'Our Services' });
    expect(within(services).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['SEO Audit', 'Keyword Research']);
    // An icon that is not an http(s) URL or a site path is not rendered.
    expect(services.querySelectorAll('img')).toHaveLength(1);
    const counters = screen.getByRole('region', { name: 'Our track record' });
    expect(Array.from(counters.querySelectorAll('.counterValue')).map((c) => c.textContent)).toEqual(['350+', '1200+', '12+', '25+']);
    expect(counters).toHaveTextContent('Happy Clients');
    expect(counters).toHaveTextContent('Awards Won');
  });

  it('shows the video section and the team with their social links', async () => {
    const env = createMockEnvironment();
    renderAt(<Home />, { page: 'Home', access: 'public', environment: env });
    resolveOperation(env, 'HomeQuery');
    await screen.findByRole('heading', { name: 'Meet the Team Behind Your Rankings' });
    expect(screen.getByRole('link', { name: 'Watch the video (opens in a new tab)' })).toHaveAttribute('href', 'https://video.example.com/watch');
    const team = screen.getByRole('list', { name: 'Team members' });
    expect(within(team).getByRole('heading', { name: 'Ava Thompson' })).toBeInTheDocument();
    expect(within(team).getByText('Head of Strategy')).toBeInTheDocument();
    expect(within(team).getByRole('img', { name: 'Portrait of Ava Thompson' })).toHaveAttribute('loading', 'lazy');
    const social = within(team)
      .getAllByRole('link')
      .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
    // Empty and javascript: links are left out.
    expect(social).toEqual([
      ['Ava Thompson on Facebook (opens in a new tab)', 'https://www.facebook.com/ava'],
      ['Ava Thompson on Twitter (opens in a new tab)', 'https://twitter.com/ava'],
    ]);
  });

  it('prices with the home page reading: Popular on Premium; Basic and Standard 7 points, Premium 10', async () => {
    const env = createMockEnvironment();
    renderAt(<Home />, { page: 'Home', access: 'public', environment: env });
    resolveOperation(env, 'HomeQuery');
    await screen.findByRole('heading', { level: 3, name: 'Premium' });
    const section = screen.getByRole('region', { name: 'Best Pricing For Business' });
    expect(within(section).getByText('Best SEO Optimization Agency')).toBeInTheDocument();
    const cols = plans();
    expect(cols.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Basic', 'Standard', 'Premium']);
    expect(cols.map((c) => within(c).queryByText('Popular') !== null)).toEqual([false, false, true]);
    expect(within(section).getAllByText('Popular')).toHaveLength(1);
    expect(cols.map((c) => within(c).getByRole('list').querySelectorAll('li').length)).toEqual([7, 7, 10]);
    expect(within(cols[0]).getByText('Basic point 7')).toBeInTheDocument();
    expect(within(cols[0]).queryByText('Basic point 8')).not.toBeInTheDocument();
    expect(within(cols[2]).getByText('Premium point 10')).toBeInTheDocument();
    expect(cols.map((c) => c.querySelector('.planAmount')?.textContent)).toEqual(['$49', '$99.50', '$199']);
    expect(cols.map((c) => [within(c).getByRole('link').textContent, within(c).getByRole('link').getAttribute('href')])).toEqual([
      ['Order Basic', '/order-now/301'],
      ['Order Standard', '/order-now/302'],
      ['Order Premium', '/order-now/303'],
    ]);
  });
});
