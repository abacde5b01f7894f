import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { thenFitsTheScreen } from '../../private/testing/screenSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { DownloadSparkline, DownloadTrendChart, type DownloadTrendDay } from './DownloadTrend';

/** `n` days ending 2026-03-31, counts from `count(i)`. */
function daysOf(n: number, count: (i: number) => number): DownloadTrendDay[] {
  const end = Date.parse('2026-03-31');
  return Array.from({ length: n }, (_, i) => ({
    date: new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    count: count(i),
  }));
}

const ninetyDays = daysOf(90, (i) => Math.round(20 + 15 * Math.sin(i / 6) + i / 3));

const meta = preview.meta({
  title: 'Components/DownloadTrendChart',
  component: DownloadTrendChart,
  decorators: [frame('column')],
  globals: desktop,
  args: { days: ninetyDays },
});

/** 90 days: the line, the first and last day, the peak, the total; the numbers in a table for screen readers. */
export const NinetyDays = meta.story({
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('region', { name: 'Downloads, last 90 days' });
    const total = ninetyDays.reduce((sum, d) => sum + d.count, 0);
    await expect(within(chart).getByText(`${total.toLocaleString('en-US')} total`)).toBeVisible();
    await expect(within(chart).getByText('Jan 1')).toBeVisible();
    await expect(within(chart).getByText('Mar 31')).toBeVisible();
    const table = within(chart).getByRole('table', { name: 'Downloads, last 90 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(91);
    await expect(within(table).getByRole('rowheader', { name: '2026-03-31' }).nextElementSibling).toHaveTextContent(
      String(ninetyDays[89]!.count),
    );
    await expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
});

/** No downloads yet: a sentence instead of a flat line; the table still lists the days. */
export const Empty = meta.story({
  args: { days: daysOf(90, () => 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No downloads in this period yet.')).toBeVisible();
    await expect(canvas.getByText('0 total')).toBeVisible();
    await expect(canvas.getByRole('region').querySelector('svg')).toBeNull();
  },
});

/** One day: a single point drawn, 'Downloads, last 1 day'. */
export const OneDay = meta.story({
  args: { days: daysOf(1, () => 7) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Downloads, last 1 day' })).toBeVisible();
    await expect(canvas.getByText('7 total')).toBeVisible();
    await expect(canvas.getByText('Peak 7 on Mar 31')).toBeVisible();
  },
});

export const NinetyDaysDark = NinetyDays.extend({ globals: dark });
export const NinetyDaysPhone = meta.story({ globals: phone, play: thenFitsTheScreen(NinetyDays.play) });

/** The dashboard's sparkline: decoration with a name that says the total. */
export const Sparkline = meta.story({
  render: () => <DownloadSparkline days={daysOf(30, (i) => i % 7)} />,
  play: async ({ canvas }) => {
    const total = daysOf(30, (i) => i % 7).reduce((sum, d) => sum + d.count, 0);
    await expect(canvas.getByRole('img', { name: new RegExp(`^${total} downloads in the last 30 days`) })).toBeVisible();
  },
});
