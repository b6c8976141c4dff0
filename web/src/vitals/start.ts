/**
 * Real-user Core Web Vitals, started from the app's entry once the page has hydrated. Only
 * a public page, and only a sampled visit, loads the reporter (./beacon, with web-vitals): a
 * chunk of its own, downloaded when the browser is idle, so it is no part of the page's
 * start. The share of visits comes from the server (VITALS_SAMPLE_RATE), written into the
 * page's shell as <meta name="vitals-sample-rate">: no request of its own.
 */

/** The share of visits that report, from the page's shell; 0 when absent or not a share. */
export function sampleRate(doc: Document = document): number {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="vitals-sample-rate"]')?.content ?? '';
  const rate = content.trim() === '' ? NaN : Number(content);
  return rate >= 0 && rate <= 1 ? rate : 0;
}

/**
 * Reports this visit's Web Vitals under page (the public route's path, never the address
 * with its query) if the visit is sampled. It returns a function that cancels what has not
 * started yet (an effect's clean-up).
 */
export function startVitals(page: string, random: () => number = Math.random): () => void {
  const rate = sampleRate();
  if (rate === 0 || random() >= rate) return () => undefined;
  const start = () => void import('./beacon').then((m) => m.reportVitals(page));
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(start, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 1000);
  return () => clearTimeout(id);
}
