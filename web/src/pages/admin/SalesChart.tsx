import { lazy, Suspense, useMemo, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { SalesChartQuery, SalesInterval } from '../../__generated__/SalesChartQuery.graphql';
import { Field } from '../../components/TextField';
import { Skeleton } from '../../components/Skeleton';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { formatMoney } from '../../components/money';
import type { TrendLine } from '../../admin/TrendChart';
import styles from './SalesChart.module.css';

// The chart and its library are loaded when the dashboard draws it, never before.
const TrendChart = lazy(() => import('../../admin/TrendChart').then((m) => ({ default: m.TrendChart })));

const query = graphql`
  query SalesChartQuery($from: String!, $to: String!, $interval: SalesInterval!) {
    salesReport(from: $from, to: $to, interval: $interval) {
      from
      to
      buckets {
        start
        end
        paid
        refunded
        payments
      }
      paid
      refunded
      payments
    }
  }
`;

export const INTERVALS = [
  { value: 'DAY', label: 'Day' },
  { value: 'WEEK', label: 'Week' },
  { value: 'MONTH', label: 'Month' },
] as const satisfies readonly { value: SalesInterval; label: string }[];

/** The server's bound: 400 days, weeks or months. */
const MAX_BUCKETS = 400;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isDay = (s: string | null): s is string => s != null && DATE.test(s) && isoDay(dayMs(s)) === s;

export interface SalesRange {
  from: string;
  to: string;
  interval: SalesInterval;
}

/** The range the address asks for (?from=&to=&interval=), the last 30 days by day when it asks none. */
export function salesRangeOf(search: URLSearchParams, now = Date.now()): SalesRange {
  const today = isoDay(now);
  const to = isDay(search.get('to')) ? search.get('to')! : today;
  const from = isDay(search.get('from')) ? search.get('from')! : isoDay(dayMs(to) - 29 * DAY_MS);
  const interval = INTERVALS.find((i) => i.value === search.get('interval')?.toUpperCase())?.value ?? 'DAY';
  return { from, to, interval };
}

/** What is wrong with a range before asking the server (which checks it too), or null. */
export function rangeProblem({ from, to, interval }: SalesRange): string | null {
  if (from > to) return 'The start date must be on or before the end date.';
  const days = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  const n = interval === 'DAY' ? days : interval === 'WEEK' ? Math.ceil((days + 6) / 7) : (ty - fy) * 12 + tm - fm + 1;
  if (n > MAX_BUCKETS) return `The range is too long: at most ${MAX_BUCKETS} ${interval === 'DAY' ? 'days' : interval === 'WEEK' ? 'weeks' : 'months'}; choose a longer interval or a shorter range.`;
  return null;
}

/**
 * The dashboard's sales: money received and money given back (refunds and chargebacks)
 * per day, week or month of a range kept in the address, as a chart and as a table.
 */
export function SalesChart() {
  const [search, setSearch] = useSearchParams();
  const [pending, startTransition] = useTransition();
  const range = salesRangeOf(search);
  const problem = rangeProblem(range);

  function set(name: keyof SalesRange, value: string) {
    if (name !== 'interval' && !isDay(value)) return; // a date being typed
    startTransition(() => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('from', range.from);
          next.set('to', range.to);
          next.set('interval', range.interval);
          next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    });
  }

  return (
    <div className="admin-card" aria-busy={pending || undefined}>
      <form className={styles.range} aria-label="Sales range" onSubmit={(e) => e.preventDefault()}>
        <Field
          label="By"
          control={(d) => (
            <select {...d} name="interval" value={range.interval} onChange={(e) => set('interval', e.target.value)}>
              {INTERVALS.map((i) => (
                <option key={i.value} value={i.value}>
                  {i.label}
                </option>
              ))}
            </select>
          )}
        />
        <Field label="From" control={(d) => <input {...d} type="date" name="from" value={range.from} max={range.to} onChange={(e) => set('from', e.target.value)} />} />
        <Field label="To" control={(d) => <input {...d} type="date" name="to" value={range.to} min={range.from} onChange={(e) => set('to', e.target.value)} />} />
      </form>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : (
        <ErrorBoundary
          resetKeys={[range.from, range.to, range.interval]}
          fallback={(error) => (
            <p className="field-error" role="alert">
              The sales could not be read: {(error as Error).message}
            </p>
          )}
        >
          <Suspense fallback={<ChartSkeleton />}>
            <Sales range={range} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

function ChartSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading the sales…</span>
      <Skeleton height="240px" radius="var(--radius)" />
    </div>
  );
}

const dollars = (money: string) => Number(money);
const formatDollars = (v: number) => formatMoney(v.toFixed(2));

function Sales({ range }: { range: SalesRange }) {
  const { salesReport: r } = useLazyLoadQuery<SalesChartQuery>(query, { ...range }, { fetchPolicy: 'store-and-network' });
  const days = useMemo(() => r.buckets.map((b) => b.start), [r.buckets]);
  const lines = useMemo<TrendLine[]>(
    () => [
      { label: 'Paid', values: r.buckets.map((b) => dollars(b.paid)) },
      { label: 'Refunded', values: r.buckets.map((b) => dollars(b.refunded)) },
    ],
    [r.buckets],
  );
  const period = INTERVALS.find((i) => i.value === range.interval)?.label ?? 'Day';
  const rowLabel = (start: string, i: number) => (range.interval === 'DAY' || r.buckets[i].end === start ? start : `${start} to ${r.buckets[i].end}`);
  return (
    <>
      <p className={styles.totals}>
        <span>
          Paid: <strong data-testid="sales-paid">{formatMoney(r.paid)}</strong> ({r.payments.toLocaleString('en-US')} {r.payments === 1 ? 'payment' : 'payments'})
        </span>{' '}
        {/* the space keeps "(1 payment)" and "Refunded" apart when the line is read or copied as text */}
        <span>
          Refunded: <strong data-testid="sales-refunded">{formatMoney(r.refunded)}</strong>
        </span>
      </p>
      <Suspense fallback={<ChartSkeleton />}>
        <TrendChart
          title={`Sales by ${period.toLowerCase()}`}
          days={days}
          period={period}
          rowLabel={rowLabel}
          lines={lines}
          format={formatDollars}
          summary={`Money received (Paid) and given back (Refunded: refunds and chargebacks), ${period.toLowerCase()} by ${period.toLowerCase()} from ${r.from} to ${r.to}, UTC: ${formatMoney(r.paid)} paid, ${formatMoney(r.refunded)} refunded.`}
        />
      </Suspense>
    </>
  );
}
