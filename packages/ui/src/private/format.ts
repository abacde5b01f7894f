// Numbers and dates as the screens show them, written without Intl: Intl's first use in a page
// loads locale data and costs a couple of hundred milliseconds of main thread on a phone, on the
// first render of the agent page, a card list or the dashboard. Every format here is US English,
// and dates are read in UTC so every visitor sees the same day.

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const SHORT_MONTHS = LONG_MONTHS.map((name) => name.slice(0, 3));

/** `value.toLocaleString('en-US')` (1,234,567); Intl only for what is not a safe whole number. */
export function formatExactCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/** The instant an ISO string names, or null when it is absent or unreadable. */
export function readDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mar 4, 2025' ('March 4, 2025' with month 'long'), the UTC day of the date. */
export function formatUtcDay(date: Date, month: 'short' | 'long' = 'short'): string {
  const months = month === 'long' ? LONG_MONTHS : SHORT_MONTHS;
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** '09:30', the UTC hour and minute of the date on a 24-hour clock. */
export function formatUtcTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** 'Mar 4' of a calendar day written '2026-03-04'. */
export function formatMonthDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${SHORT_MONTHS[(month ?? 1) - 1] ?? ''} ${date ?? ''}`;
}
