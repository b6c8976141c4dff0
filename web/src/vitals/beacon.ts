/**
 * The Web Vitals reporter (a chunk of its own, loaded by ./start.ts): web-vitals measures LCP,
 * INP, CLS, FCP and TTFB; when the page is hidden (or left), the values not yet sent go in one
 * small JSON beacon (navigator.sendBeacon) to POST /api/vitals: the page's route and the
 * values, nothing else (no id, no address, no time).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export const BEACON_URL = '/api/vitals';

/** What the server accepts (vitals.Decode): the route's path and each metric at most once. */
export interface Beacon {
  page: string;
  metrics: { name: Metric['name']; value: number }[];
}

/** A value as sent: whole milliseconds, CLS to four decimals (enough for its buckets). */
function rounded(m: Metric): number {
  return m.name === 'CLS' ? Math.round(m.value * 1e4) / 1e4 : Math.round(m.value);
}

/**
 * Collects the metrics of this visit and sends them when the page is hidden or left. Each
 * measurement (web-vitals' metric id) is sent once: a value that changes after it was sent
 * (CLS or INP of a page shown again) is not counted twice; a page restored from the
 * back/forward cache starts new measurements, sent at its next hiding.
 */
export function reportVitals(page: string, send: (url: string, body: Blob) => boolean = (u, b) => navigator.sendBeacon(u, b)) {
  const pending = new Map<Metric['name'], Metric>();
  const sent = new Set<string>();
  const collect = (m: Metric) => {
    if (!sent.has(m.id)) pending.set(m.name, m);
  };
  onLCP(collect);
  onINP(collect);
  onCLS(collect);
  onFCP(collect);
  onTTFB(collect);
  const flush = () => {
    if (pending.size === 0) return;
    const beacon: Beacon = { page, metrics: [...pending.values()].map((m) => ({ name: m.name, value: rounded(m) })) };
    if (send(BEACON_URL, new Blob([JSON.stringify(beacon)], { type: 'application/json' }))) {
      for (const m of pending.values()) sent.add(m.id);
      pending.clear();
    }
  };
  // After web-vitals' own listeners (capture, on window), which report their final values.
  // Leaving a page fires pagehide first, then this (hidden): on pagehide, CLS and INP are not
  // final yet, so flushing then would send two beacons; every browser the site supports fires
  // visibilitychange when a page is left, hidden or closed.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
