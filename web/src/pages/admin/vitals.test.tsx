import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, resolveData } from '../../admin/test-helpers';
import { sampleRate, startVitals } from '../../vitals/start';
import WebVitals, { formatVital } from './WebVitals';
import badge from '../../admin/Badge.module.css';

const METRICS = [
  { name: 'LCP', unit: 'ms', good: 2500, poor: 4000 },
  { name: 'INP', unit: 'ms', good: 200, poor: 500 },
  { name: 'CLS', unit: '', good: 0.1, poor: 0.25 },
  { name: 'FCP', unit: 'ms', good: 1800, poor: 3000 },
  { name: 'TTFB', unit: 'ms', good: 800, poor: 1800 },
];

const report = (pages: unknown[]) => ({
  webVitals: { from: '2026-10-26', to: '2026-11-22', days: 28, sampleRate: 0.1, metrics: METRICS, pages },
});

async function open(pages: unknown[]) {
  const { env } = await renderAdmin(<WebVitals />, { page: 'WebVitals', route: '/admin/vitals' });
  await resolveData(env, 'WebVitalsQuery', report(pages));
}

describe('/admin/vitals', () => {
  it('shows the 75th percentile per page and metric, each rated in words, with the thresholds', async () => {
    await open([
      {
        page: '/',
        metrics: [
          { metric: 'LCP', p75: 1830, samples: 120, rating: 'GOOD', daily: [{ day: '2026-11-21', p75: 1700 }, { day: '2026-11-22', p75: 1900 }] },
          { metric: 'CLS', p75: 0.18, samples: 118, rating: 'NEEDS_IMPROVEMENT', daily: [{ day: '2026-11-22', p75: 0.18 }] },
        ],
      },
      { page: '/pricing', metrics: [{ metric: 'LCP', p75: 5230, samples: 1, rating: 'POOR', daily: [{ day: '2026-11-22', p75: 5230 }] }] },
    ]);
    const table = await screen.findByRole('table', { name: '75th percentile per page and metric, last 28 days' });
    expect(screen.getByRole('heading', { name: 'Web Vitals', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/measured in the browsers of 10% of visits/)).toHaveTextContent('last 28 days (2026-10-26 to 2026-11-22, UTC)');

    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Page', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    const home = within(rows[1]).getAllByRole('cell');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('/');
    expect(home[0]).toHaveTextContent('1.83 sGood120 visits');
    expect(home[1]).toHaveTextContent('No data');
    expect(home[2]).toHaveTextContent('0.18Needs improvement118 visits');
    expect(within(home[2]).getByText('Needs improvement')).toHaveClass(badge.NEEDS_IMPROVEMENT);
    expect(within(rows[2]).getAllByRole('cell')[0]).toHaveTextContent('5.23 sPoor1 visit');

    const thresholds = screen.getByRole('table', { name: "Google's thresholds of each metric" });
    expect(within(thresholds).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'MetricGoodNeeds improvementPoor',
      'LCP≤ 2.5 s2.5 s to 4 s> 4 s',
      'INP≤ 200 ms200 ms to 500 ms> 500 ms',
      'CLS≤ 0.10.1 to 0.25> 0.25',
      'FCP≤ 1.8 s1.8 s to 3 s> 3 s',
      'TTFB≤ 800 ms800 ms to 1.8 s> 1.8 s',
    ]);
  });

  it('draws a trend per metric with data, whose values are also a table (the text alternative)', async () => {
    await open([
      {
        page: '/',
        metrics: [{ metric: 'LCP', p75: 1830, samples: 120, rating: 'GOOD', daily: [{ day: '2026-11-21', p75: 1700 }, { day: '2026-11-22', p75: 1900 }] }],
      },
      { page: '/pricing', metrics: [{ metric: 'LCP', p75: 5230, samples: 1, rating: 'POOR', daily: [{ day: '2026-11-22', p75: 5230 }] }] },
    ]);
    const figures = await screen.findAllByRole('figure');
    expect(figures).toHaveLength(1); // only LCP has samples
    const chart = figures[0];
    expect(chart).toHaveAccessibleName('LCP: 75th percentile by day');
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      "LCP: 75th percentile by day: Largest Contentful Paint of 2 pages, day by day from 2026-10-26 to 2026-11-22; dashed lines mark Google's thresholds, 2.5 s and 4 s.",
    );
    await userEvent.click(within(chart).getByText('Values of “LCP: 75th percentile by day”, day by day'));
    const values = within(chart).getByRole('table', { name: 'LCP: 75th percentile by day, day by day' });
    const rows = within(values).getAllByRole('row');
    expect(rows).toHaveLength(29); // the header and 28 days
    expect(rows[0]).toHaveTextContent('Day//pricing');
    expect(rows[27]).toHaveTextContent('2026-11-211.7 s—');
    expect(rows[28]).toHaveTextContent('2026-11-221.9 s5.23 s');
  });

  it('says when there are no measurements yet, and draws no chart', async () => {
    await open([]);
    expect(await screen.findByText(/No measurements yet/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('Web Vitals values and sampling', () => {
  it('formats values as Google does', () => {
    expect([formatVital('ms', 2500), formatVital('ms', 180.4), formatVital('ms', 12_345), formatVital('', 0.0342), formatVital('', 0)]).toEqual([
      '2.5 s',
      '180 ms',
      '12.35 s',
      '0.034',
      '0',
    ]);
  });

  it('reads the sample rate from the page shell; anything but a share from 0 to 1 is off', () => {
    const doc = (content?: string) =>
      new DOMParser().parseFromString(content === undefined ? '<head></head>' : `<head><meta name="vitals-sample-rate" content="${content}"></head>`, 'text/html');
    expect([undefined, '', 'abc', '-0.5', '2', 'NaN', '0', '0.25', '1'].map((c) => sampleRate(doc(c)))).toEqual([0, 0, 0, 0, 0, 0, 0, 0.25, 1]);
  });

  it('a visit drawn at or above the rate loads nothing; one below it loads the reporter when the browser is idle', () => {
    document.head.innerHTML = '<meta name="vitals-sample-rate" content="0.5">';
    const idle = vi.fn((_cb: IdleRequestCallback) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    try {
      startVitals('/pricing', () => 0.5)();
      expect(idle).not.toHaveBeenCalled();
      const cancel = startVitals('/pricing', () => 0.49);
      expect(idle).toHaveBeenCalledTimes(1);
      cancel();
      expect(cancelIdle).toHaveBeenCalledWith(7);
    } finally {
      vi.unstubAllGlobals();
      document.head.innerHTML = '';
    }
  });
});
