import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, resolve } from '../../admin/test-helpers';
import SeoReport from './SeoReport';

describe('/seo-report', () => {
  it('lists each problem with its page, in words, and links to the page', async () => {
    const { env } = await renderAdmin(<SeoReport />, { page: 'SeoReport', route: '/seo-report' });
    await resolve(env, 'SeoReportQuery', {
      Query: () => ({
        seoReport: [
          { path: '/pricing', kind: 'DUPLICATE_TITLE', detail: '"Plans" is also the title of /service.' },
          { path: '/', kind: 'IMAGE_WITHOUT_ALT', detail: 'The image team.jpg has no alt attribute: screen readers read its file name.' },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Problems on the public pages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['/pricing', 'Duplicate title', '"Plans" is also the title of /service.', 'View page'],
      ['/', 'Image without alt text', 'The image team.jpg has no alt attribute: screen readers read its file name.', 'View page'],
    ]);
    expect(screen.getByRole('link', { name: 'View /pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('says so when nothing is wrong', async () => {
    const { env } = await renderAdmin(<SeoReport />, { page: 'SeoReport', route: '/seo-report' });
    await resolve(env, 'SeoReportQuery', { Query: () => ({ seoReport: [] }) });
    expect(await screen.findByText('No problems found on the public pages.')).toBeInTheDocument();
  });
});
