import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { WebVitalsQuery, WebVitalsQuery$data, WebVitalRating } from '../../__generated__/WebVitalsQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { TrendChart, type TrendLine } from '../../admin/TrendChart';
import { useReloadable } from '../../admin/useReloadable';
import { StatusBadge } from '../../admin/Badge';
import styles from './WebVitals.module.css';
import table from '../../admin/DataTable.module.css';

const query = graphql`
  query WebVitalsQuery @preloadable {
    webVitals(days: 28) {
      from
      to
      days
      sampleRate
      metrics {
        name
        unit
        good
        poor
      }
      pages {
        page
        metrics {
          metric
          p75
          samples
          rating
          daily {
            day
            p75
          }
        }
      }
    }
  }
`;

type Report = WebVitalsQuery$data['webVitals'];
type MetricInfo = Report['metrics'][number];

const RATING_LABEL: Record<WebVitalRating, string> = {
  GOOD: 'Good',
  NEEDS_IMPROVEMENT: 'Needs improvement',
  POOR: 'Poor',
  '%future added value': 'Unknown',
};

const NAMES: Record<string, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

/** A value as Google's reports show it: seconds from one second up, else milliseconds; CLS as a score. */
export function formatVital(unit: string, value: number): string {
  if (unit !== 'ms') return String(Number(value.toFixed(3)));
  if (value >= 1000) return `${Number((value / 1000).toFixed(2))} s`;
  return `${Math.round(value)} ms`;
}

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** /admin/vitals: how fast the public pages are for real visitors, the agency's own CrUX. */
export default function WebVitals() {
  const [loaded, reload] = useReloadable<WebVitalsQuery>(query);
  return (
    <AdminPage title="Web Vitals" parents={[]} onRetry={reload}>
      <Report loaded={loaded} />
    </AdminPage>
  );
}

function Report({ loaded }: { loaded: PreloadedQuery<WebVitalsQuery> }) {
  const { webVitals: r } = usePreloadedQuery<WebVitalsQuery>(query, loaded);
  const share = `${Math.round(r.sampleRate * 1000) / 10}%`;
  return (
    <>
      <p className="admin-muted">
        How fast the public pages are for real visitors: the 75th percentile of the last {r.days} days ({r.from} to {r.to}, UTC), measured in the
        browsers of {share} of visits and rated with Google's thresholds. Counted every few seconds; no visitor is identified.
      </p>
      <Thresholds metrics={r.metrics} />
      <P75Table report={r} />
      {r.pages.length > 0 ? (
        <section className="admin-section" aria-labelledby="vitals-trends">
          <h2 id="vitals-trends">Trends</h2>
          <div className={styles.trends}>
            {r.metrics.map((m) => (
              <MetricTrend key={m.name} metric={m} report={r} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

function Thresholds({ metrics }: { metrics: readonly MetricInfo[] }) {
  return (
    <section className="admin-section" aria-labelledby="vitals-thresholds">
      <h2 id="vitals-thresholds">Google's thresholds</h2>
      <div className={table.frame}>
        <table className={table.table}>
          <caption className="visually-hidden">Google's thresholds of each metric</caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Good</th>
              <th scope="col">Needs improvement</th>
              <th scope="col">Poor</th>
            </tr>
          </thead>
          <tbody>
            {metrics.map((m) => (
              <tr key={m.name}>
                <th scope="row">
                  <abbr title={NAMES[m.name]}>{m.name}</abbr>
                </th>
                <td>≤ {formatVital(m.unit, m.good)}</td>
                <td>
                  {formatVital(m.unit, m.good)} to {formatVital(m.unit, m.poor)}
                </td>
                <td>&gt; {formatVital(m.unit, m.poor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function P75Table({ report }: { report: Report }) {
  return (
    <section className="admin-section" aria-labelledby="vitals-p75">
      <h2 id="vitals-p75">75th percentile per page</h2>
      <div className={table.frame}>
        <table className={table.table}>
          <caption className="visually-hidden">75th percentile per page and metric, last {report.days} days</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              {report.metrics.map((m) => (
                <th key={m.name} scope="col">
                  <abbr title={NAMES[m.name]}>{m.name}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.pages.length === 0 ? (
              <tr>
                <td colSpan={report.metrics.length + 1} className={table.empty}>
                  No measurements yet: they appear a few seconds after visitors leave a public page.
                </td>
              </tr>
            ) : (
              report.pages.map((p) => (
                <tr key={p.page}>
                  <th scope="row">
                    <code>{p.page}</code>
                  </th>
                  {report.metrics.map((m) => {
                    const v = p.metrics.find((x) => x.metric === m.name);
                    return (
                      <td key={m.name} data-label={m.name}>
                        {v ? (
                          <div className={styles.vital}>
                            <span className={styles.value}>{formatVital(m.unit, v.p75)}</span>
                            <StatusBadge status={v.rating} label={RATING_LABEL[v.rating]} />
                            <span className={styles.samples}>{plural(v.samples, 'visit')}</span>
                          </div>
                        ) : (
                          <span className="admin-muted">No data</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Every day of the report, oldest first (YYYY-MM-DD, UTC). */
function daysOf(report: Report): string[] {
  const out: string[] = [];
  const start = Date.parse(`${report.from}T00:00:00Z`);
  for (let i = 0; i < report.days; i++) out.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return out;
}

function MetricTrend({ metric, report }: { metric: MetricInfo; report: Report }) {
  const days = useMemo(() => daysOf(report), [report]);
  const lines = useMemo<TrendLine[]>(() => {
    const out: TrendLine[] = [];
    for (const p of report.pages) {
      const v = p.metrics.find((x) => x.metric === metric.name);
      if (!v) continue;
      const byDay = new Map(v.daily.map((d) => [d.day, d.p75]));
      out.push({ label: p.page, values: days.map((d) => byDay.get(d) ?? null) });
    }
    if (out.length > 0) {
      out.push({ label: `Good (≤ ${formatVital(metric.unit, metric.good)})`, values: days.map(() => metric.good), reference: true });
      out.push({ label: `Poor (> ${formatVital(metric.unit, metric.poor)})`, values: days.map(() => metric.poor), reference: true });
    }
    return out;
  }, [report, metric, days]);
  const format = useMemo(() => (v: number) => formatVital(metric.unit, v), [metric.unit]);
  if (lines.length === 0) return null;
  const pages = lines.filter((l) => !l.reference).length;
  return (
    <TrendChart
      title={`${metric.name}: 75th percentile by day`}
      days={days}
      lines={lines}
      format={format}
      summary={`${NAMES[metric.name]} of ${plural(pages, 'page')}, day by day from ${report.from} to ${report.to}; dashed lines mark Google's thresholds, ${formatVital(metric.unit, metric.good)} and ${formatVital(metric.unit, metric.poor)}.`}
    />
  );
}
