import { clsx } from 'clsx';
import { useId } from 'react';
import { formatExactCount, formatMonthDay } from '../../private/format';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { formatCount } from '../AgentCard/agent';
import { Card } from '../Card/Card';
import * as styles from './DownloadTrend.css';

/** Downloads on one UTC day ('2026-03-04'). */
export interface DownloadTrendDay {
  date: string;
  count: number;
}

const WIDTH = 600;
const HEIGHT = 120;

/** The points of a line through `days`, scaled to width x height (a flat line at the bottom when all are 0). */
export function trendPoints(days: readonly DownloadTrendDay[], width: number, height: number): Array<[number, number]> {
  const max = Math.max(1, ...days.map((d) => d.count));
  const step = days.length > 1 ? width / (days.length - 1) : 0;
  return days.map((d, i) => [days.length > 1 ? i * step : width / 2, height - (d.count / max) * height]);
}

const path = (points: Array<[number, number]>) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');

export interface DownloadTrendChartProps {
  /** Every day of the period, oldest first. */
  days: readonly DownloadTrendDay[];
  /** The heading: default 'Downloads, last {n} days'. */
  title?: string;
  className?: string;
}

/**
 * Downloads per day as a small line chart drawn in SVG, with the same numbers in a table for
 * screen readers (the chart itself is hidden from them).
 */
export function DownloadTrendChart({ days, title, className }: DownloadTrendChartProps) {
  const headingId = useId();
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const peak = days.reduce<DownloadTrendDay | undefined>((best, d) => (!best || d.count > best.count ? d : best), undefined);
  const heading = title ?? `Downloads, last ${days.length} ${days.length === 1 ? 'day' : 'days'}`;
  const points = trendPoints(days, WIDTH, HEIGHT - 4);
  const line = path(points.map(([x, y]) => [x, y + 2]));
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      elevated={false}
      padding={4}
      display="flex"
      flexDirection="column"
      gap={2}
      className={className}
    >
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {heading}
        </h3>
        <span className={styles.total}>{formatExactCount(total)} total</span>
      </div>
      {total === 0 ? (
        <p className={styles.empty}>No downloads in this period yet.</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className={styles.chart} aria-hidden="true" focusable="false">
            <path d={`${line} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z`} className={styles.area} />
            <path d={line} className={styles.line} vectorEffect="non-scaling-stroke" />
          </svg>
          <div className={styles.axis} aria-hidden="true">
            <span>{days[0] ? formatMonthDay(days[0].date) : ''}</span>
            {peak && peak.count > 0 && (
              <span>
                Peak {formatCount(peak.count)} on {formatMonthDay(peak.date)}
              </span>
            )}
            <span>{days.at(-1) ? formatMonthDay(days.at(-1)!.date) : ''}</span>
          </div>
        </>
      )}
      <table className={visuallyHidden}>
        <caption>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Downloads</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export interface DownloadSparklineProps {
  /** Every day of the period, oldest first; absent while they load (an empty frame of the same size). */
  days?: readonly DownloadTrendDay[] | undefined;
  className?: string;
}

/** What a sparkline says in words: its total and its busiest day (the line itself is decoration). */
export function sparklineLabel(days: readonly DownloadTrendDay[]): string {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const span = `in the last ${days.length} ${days.length === 1 ? 'day' : 'days'}`;
  if (total === 0) return `No downloads ${span}`;
  const peak = days.reduce((best, d) => (d.count > best.count ? d : best));
  return `${formatExactCount(total)} ${total === 1 ? 'download' : 'downloads'} ${span}, most on ${formatMonthDay(peak.date)} (${formatExactCount(peak.count)})`;
}

/** A tiny trend line for a table cell, named by its numbers in words (see sparklineLabel). */
export function DownloadSparkline({ days, className }: DownloadSparklineProps) {
  return (
    <svg
      viewBox="0 -2 80 24"
      width="80"
      height="24"
      role="img"
      aria-label={days ? sparklineLabel(days) : 'Loading downloads'}
      aria-busy={days ? undefined : true}
      className={clsx(styles.sparkline, className)}
    >
      {days && <path d={path(trendPoints(days, 80, 20))} className={styles.line} />}
    </svg>
  );
}
