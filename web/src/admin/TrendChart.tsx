import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './TrendChart.module.css';
import table from './DataTable.module.css';

/** One line of a trend: a value per day (null: no data that day). */
export interface TrendLine {
  label: string;
  values: readonly (number | null)[];
  /** A reference line (a threshold): drawn dashed and grey, after the data. */
  reference?: boolean;
}

export interface TrendChartProps {
  /** The chart's title, also its accessible name. */
  title: string;
  /** The x axis: each point's day (a period's first day), as YYYY-MM-DD (UTC). */
  days: readonly string[];
  /** What a point is, for the table of values: "Day" (the default), "Week", "Month". */
  period?: string;
  /** How a point's row of the table is headed; its day by default. */
  rowLabel?(day: string, index: number): string;
  lines: readonly TrendLine[];
  /** How a value reads (axis, legend and the table of values). */
  format(value: number): string;
  /** A sentence that says what the chart shows, for those who do not see it. */
  summary: string;
}

/** Line colours, told apart by their legend labels too (never by colour alone). */
const COLOURS = ['#3730a3', '#b45309', '#047857', '#be123c', '#0369a1', '#7c3aed', '#4d7c0f', '#c2410c', '#0f766e'];

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A line chart of daily values (uPlot, a small canvas chart library): the library is a chunk
 * of its own, loaded when a chart is first shown, so only the admin screens that draw one
 * ever download it. The figure's text alternative is its summary and a table of every value
 * (under "Values"), which says everything the lines do.
 */
export function TrendChart({ title, days, period = 'Day', rowLabel = (day) => day, lines, format, summary }: TrendChartProps) {
  const per = `${period.toLowerCase()} by ${period.toLowerCase()}`;
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const data = lines.filter((l) => !l.reference);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let cancelled = false;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        let colour = 0;
        const opts: uPlot.Options = {
          width: Math.max(el.clientWidth, 280),
          height: 240,
          // From 0, or below when a period is negative (an undo counted on a later day).
          scales: { x: { time: true }, y: { range: (_u, min, max) => [Math.min(0, min * 1.1), max > 0 ? max * 1.1 : 1] } },
          axes: [{}, { values: (_u, ticks) => ticks.map(format), size: 64 }],
          series: [
            { value: (_u, v) => (v == null ? '' : new Date(v * 1000).toISOString().slice(0, 10)) },
            ...lines.map((l) => ({
              label: l.label,
              stroke: l.reference ? '#6b7280' : COLOURS[colour++ % COLOURS.length],
              dash: l.reference ? [6, 4] : undefined,
              width: l.reference ? 1 : 2,
              points: { show: !l.reference },
              value: (_u: uPlot, v: number | null) => (v == null ? '—' : format(v)),
            })),
          ],
        };
        const data: uPlot.AlignedData = [days.map(dayStart), ...lines.map((l) => [...l.values])];
        chart = new UPlot(opts, data, el);
        resize = new ResizeObserver(() => chart?.setSize({ width: Math.max(el.clientWidth, 280), height: 240 }));
        resize.observe(el);
      })
      .catch(() => {
        if (!cancelled) setFailed(true); // the table below still has every value
      });
    return () => {
      cancelled = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [days, lines, format]);

  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <p className="admin-muted">{summary}</p>
      <div ref={box} className={styles.canvas} role="img" aria-label={`${title}: ${summary}`} />
      {failed ? <p className="admin-muted">The chart could not be drawn: the values are in the table below.</p> : null}
      <details className={styles.values}>
        <summary>
          Values of “{title}”, {per}
        </summary>
        <div className={table.frame}>
          <table className={table.table}>
            <caption className="visually-hidden">
              {title}, {per}
            </caption>
            <thead>
              <tr>
                <th scope="col">{period}</th>
                {data.map((l) => (
                  <th key={l.label} scope="col" className={table.num}>
                    {l.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row">{rowLabel(day, i)}</th>
                  {data.map((l) => (
                    <td key={l.label} className={table.num}>
                      {l.values[i] == null ? '—' : format(l.values[i]!)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
