import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import Home from '../pages/Home';
import Services from '../pages/Services';
import { renderAt } from '../test/utils';
import { resolveOperation, WITHOUT_ITEMS } from './testFixtures';

// The steps, testimonials and design gallery sections, rendered in their pages from the page's query.

function home(resolvers?: Parameters<typeof resolveOperation>[2]) {
  const env = createMockEnvironment();
  const view = renderAt(<Home />, { page: 'Home', access: 'public', environment: env });
  resolveOperation(env, 'HomeQuery', resolvers);
  return view;
}

function services(resolvers?: Parameters<typeof resolveOperation>[2]) {
  const env = createMockEnvironment();
  const view = renderAt(<Services />, { page: 'Services', access: 'public', environment: env, path: '/service' });
  resolveOperation(env, 'ServicesQuery', resolvers);
  return view;
}

/** A content picture: its address, loaded lazily, with the width and height it reserves. */
function expectPicture(img: HTMLElement, src: string, size: [string, string]) {
  expect(img).toHaveAttribute('src', src);
  expect(img).toHaveAttribute('loading', 'lazy');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(size);
}

describe('How We Work (steps)', () => {
  it('lists every step in order with its number, title and details', async () => {
    home();
    const section = await screen.findByRole('region', { name: 'How We Work' });
    expect(within(section).getByText('Our Process')).toBeInTheDocument();
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['01Discovery CallWe learn your business.', '02Audit & PlanA 90-day roadmap.']);
    expect(within(steps[0]).getByRole('heading', { level: 3, name: 'Discovery Call' })).toBeInTheDocument();
  });
});

describe('What Our Clients Say (testimonials)', () => {
  it('shows each quote with the client name, title and portrait', async () => {
    home();
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    const quotes = within(section).getAllByRole('listitem');
    expect(quotes).toHaveLength(2);
    expect(within(quotes[0]).getByText('Organic traffic doubled in six months.').closest('blockquote')).not.toBeNull();
    expect(quotes[0]).toHaveTextContent('Daniel Reed');
    expect(quotes[0]).toHaveTextContent('Founder, Reed Outdoor');
    const photo = within(quotes[0]).getByRole('img', { name: 'Portrait of Daniel Reed' });
    expectPicture(photo, '/images/team-2.svg', ['56', '56']);
    // An image address that is not a site path or an http(s) URL is not drawn.
    expect(quotes[1]).toHaveTextContent('Mia Chen');
    expect(within(quotes[1]).queryByRole('img')).toBeNull();
  });
});

describe('Ready-Made Designs (design items)', () => {
  it('shows each design with its picture, category, format, Free or Paid and its Canva link', async () => {
    services();
    const section = await screen.findByRole('region', { name: 'Ready-Made Designs' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Social Media', 'Thumbnails']);
    expect(cards[0]).toHaveTextContent('Instagram');
    expect(cards[0]).toHaveTextContent('Free');
    expect(cards[1]).toHaveTextContent('YouTube');
    expect(cards[1]).toHaveTextContent('Paid');
    const img = within(cards[0]).getByRole('img', { name: 'Social Media template for Instagram' });
    expectPicture(img, '/images/about.svg', ['400', '300']);
    expect(within(cards[0]).getByRole('link', { name: 'Open the Social Media template for Instagram in Canva (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.canva.com/design/1',
    );
    // No picture and a javascript: link: neither is drawn.
    expect(within(cards[1]).queryByRole('img')).toBeNull();
    expect(within(cards[1]).queryByRole('link')).toBeNull();
  });
});

// Without records a section is left out, and the page goes on with the next one.
it.each([
  { section: 'How We Work', page: home, next: 'Our Services' },
  { section: 'What Our Clients Say', page: home, next: 'Best Pricing For Business' },
  { section: 'Ready-Made Designs', page: services, next: 'Our Services' },
])('$section is not there at all without its records', async ({ section, page, next }) => {
  page(WITHOUT_ITEMS);
  await screen.findByRole('region', { name: next });
  expect(screen.queryByText(section)).not.toBeInTheDocument();
});
