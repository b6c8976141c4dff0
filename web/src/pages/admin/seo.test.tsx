import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { arialWidth } from '../../admin/seo/arialWidths';
import { SeoPreview } from '../../admin/seo/SeoPreview';
import { expectToast, pending, renderAdmin, resolve, resolveData } from '../../admin/test-helpers';
import { paintedTitle, useDocumentTitle } from '../../hooks/useDocumentTitle';
import SeoAdmin from './SeoAdmin';
import SeoEdit from './SeoEdit';

const PRICING = { __typename: 'PageSeo', id: '42', version: 3, path: '/pricing', title: '', description: '', socialImage: '', noindex: 'No', canonical: '' };
const DEFAULTS = [
  { path: '/', defaultTitle: 'Grow Your Business | SEO Agency', defaultDescription: 'We help.', defaultImage: '/images/banner.svg' },
  { path: '/pricing', defaultTitle: 'Pricing Plan | SEO Agency', defaultDescription: 'SEO pricing plans: Basic, Standard and Premium.', defaultImage: '/images/banner.svg' },
];

describe('Arial widths', () => {
  it('measures as Arial does, per character', () => {
    // Helvetica/Arial advance widths: "i" is 222/1000 em, "W" 944, a digit 556; at 20px.
    expect(arialWidth('i', 20)).toBeCloseTo(4.44);
    expect(arialWidth('W', 20)).toBeCloseTo(18.88);
    expect(arialWidth('2026', 10)).toBeCloseTo(22.24);
    expect(arialWidth('é', 20)).toBe(arialWidth('e', 20));
    // Same number of characters, very different widths: why the warning is in pixels.
    expect(arialWidth('i'.repeat(60), 20)).toBeLessThan(300);
    expect(arialWidth('W'.repeat(60), 20)).toBeGreaterThan(1000);
  });
});

describe('SeoPreview', () => {
  const defaults = { title: 'Pricing Plan | SEO Agency', description: 'SEO pricing plans.', image: '/images/banner.svg' };
  const values = { title: '', description: '', socialImage: '', canonical: '', noindex: 'No' };

  it('shows the defaults when the fields are empty, as a search result and a social card', () => {
    render(<SeoPreview path="/pricing" values={values} defaults={defaults} origin="https://seo.example" />);
    const serp = screen.getByTestId('serp-preview');
    expect(serp).toHaveTextContent('seo.example › pricing');
    expect(serp).toHaveTextContent('Pricing Plan | SEO Agency');
    expect(serp).toHaveTextContent('SEO pricing plans.');
    const card = screen.getByTestId('social-preview');
    expect(card).toHaveTextContent('seo.example');
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://seo.example/images/banner.svg');
    expect(screen.getByText(/Title: 25 characters, \d+ px of 580 px\./)).toBeInTheDocument();
    expect(screen.queryByText(/Too wide/)).toBeNull();
  });

  it('warns by pixels, not characters: 50 wide letters are too wide, 70 narrow ones are not', () => {
    const { rerender } = render(<SeoPreview path="/pricing" values={{ ...values, title: 'W'.repeat(50) }} defaults={defaults} origin="https://seo.example" />);
    expect(screen.getByText(/Title: 50 characters, 944 px of 580 px\./)).toHaveTextContent('Too wide: Google shows about 580 px of a title');
    rerender(<SeoPreview path="/pricing" values={{ ...values, title: 'i'.repeat(70) }} defaults={defaults} origin="https://seo.example" />);
    expect(screen.getByText(/Title: 70 characters, 311 px of 580 px\./)).not.toHaveTextContent('Too wide');
    rerender(<SeoPreview path="/pricing" values={{ ...values, description: 'm'.repeat(80) }} defaults={defaults} origin="https://seo.example" />);
    expect(screen.getByText(/Description: 80 characters, 933 px of 920 px\./)).toHaveTextContent('Too wide: Google shows about 920 px of a description');
  });

  it('shows the canonical address, the saved image and the noindex note', () => {
    render(
      <SeoPreview
        path="/pricing"
        values={{ ...values, canonical: 'https://other.example/plans', socialImage: 'https://cdn.example/card.png', noindex: 'Yes' }}
        defaults={defaults}
        origin="https://seo.example"
      />,
    );
    expect(screen.getByTestId('serp-preview')).toHaveTextContent('other.example › plans');
    expect(screen.getByTestId('social-preview').querySelector('img')).toHaveAttribute('src', 'https://cdn.example/card.png');
    expect(screen.getByText(/Noindex is Yes/)).toBeInTheDocument();
  });
});

describe('/seo and /seo-edit/{id}', () => {
  it('lists the public pages with their titles and an editor link each', async () => {
    const { env } = await renderAdmin(<SeoAdmin />, { page: 'SeoAdmin', route: '/seo' });
    await resolveData(env, 'SeoAdminQuery', {
      seoPages: [
        { path: '/', title: 'Grow | SEO Agency', description: 'We help.', noindex: false, canonical: '/', seo: { id: '41' } },
        { path: '/pricing', title: 'Plans', description: 'Prices.', noindex: true, canonical: '', seo: { id: '42' } },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Public pages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('/Grow | SEO AgencyWe help.Yes'), expect.stringContaining('/pricingPlansPrices.No (noindex)')]);
    expect(screen.getByRole('link', { name: 'Edit the SEO of /pricing' })).toHaveAttribute('href', '/seo-edit/42');
  });

  it('edits a page: defaults as placeholders, the previews follow the typing, the save sends every field', async () => {
    const { env } = await renderAdmin(<SeoEdit />, { page: 'SeoEdit', route: '/seo-edit/:id', path: '/seo-edit/42' });
    await resolveData(env, 'SeoEditQuery', { node: PRICING, seoPages: DEFAULTS });
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveAttribute('placeholder', 'Pricing Plan | SEO Agency');
    expect(screen.getByLabelText('Meta Description')).toHaveAttribute('placeholder', 'SEO pricing plans: Basic, Standard and Premium.');
    expect(screen.getByLabelText('Canonical URL')).toHaveAttribute('placeholder', '/pricing');
    expect(screen.getByTestId('serp-preview')).toHaveTextContent('Pricing Plan | SEO Agency');

    const wide = 'WWWWW Wide Pricing Plans For Every Business WWWWWWWW';
    fireEvent.change(title, { target: { value: wide } });
    expect(screen.getByTestId('serp-preview')).toHaveTextContent(wide);
    expect(screen.getByTestId('social-preview')).toHaveTextContent(wide);
    expect(screen.getByText(/Title: 52 characters/)).toHaveTextContent('Too wide');
    fireEvent.change(title, { target: { value: 'SEO plans from $49' } });
    expect(screen.getByText(/Title: 18 characters/)).not.toHaveTextContent('Too wide');

    await userEvent.click(screen.getByRole('button', { name: 'Update SEO' }));
    const op = await pending(env, 'SeoEditMutation');
    expect(op.request.variables).toEqual({
      id: '42',
      input: { path: '/pricing', title: 'SEO plans from $49', description: '', socialImage: '', noindex: 'No', canonical: '', version: 3 },
    });
    await resolve(env, 'SeoEditMutation');
    await expectToast('SEO is Updated');
  });
});

describe('document titles follow the painted head', () => {
  afterEach(() => {
    document.getElementById('page-titles')?.remove();
    window.history.replaceState(null, '', '/');
  });
  function Titled({ title }: { title: string }) {
    useDocumentTitle(title);
    return null;
  }

  it('uses the title the server wrote for the page, else the page name with the site name', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-titles';
    script.textContent = JSON.stringify({ '/pricing': 'Plans </title> & prices', '/contact': 'Talk to us' });
    document.head.append(script);
    window.history.replaceState(null, '', '/pricing/');
    render(<Titled title="Pricing Plan" />);
    expect(document.title).toBe('Plans </title> & prices');
    expect(paintedTitle('/contact-us')).toBe('Talk to us');
    window.history.replaceState(null, '', '/login');
    render(<Titled title="Login" />);
    expect(document.title).toBe('Login | SEO Agency');
  });

  it('without the list (a page not painted by this server) keeps the page name', () => {
    window.history.replaceState(null, '', '/pricing');
    render(<Titled title="Pricing Plan" />);
    expect(document.title).toBe('Pricing Plan | SEO Agency');
  });
});
