import { describe, expect, it } from 'vitest';
import { formatExactCount, formatMonthDay, formatUtcDay, formatUtcTime, readDate } from './format';

// Intl is the reference the Intl-free formats must match, day for day.
const intlDay = (month: 'short' | 'long') => new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
const intlTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

describe('Intl-free formats', () => {
  it('writes exact counts as en-US does', () => {
    for (const value of [0, -0, 7, 999, 1000, 15420, -15420, 1_234_567, 2 ** 53 - 1, 2 ** 60, 1.5, 1234.5678, -0.25, NaN, Infinity]) {
      expect(formatExactCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('write the UTC day as en-US does, short and long, across years and at day edges', () => {
    // The epoch, a leap day, and an instant whose UTC day is the next day in its own zone.
    const dates = ['1970-01-01T00:00:00Z', '2024-02-29T12:00:00Z', '2026-11-27T23:30:00-05:00'];
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += 37 * 86_400_000 + 3_599_000) dates.push(new Date(t).toISOString());
    for (const iso of dates) {
      const date = new Date(iso);
      expect(formatUtcDay(date)).toBe(intlDay('short').format(date));
      expect(formatUtcDay(date, 'long')).toBe(intlDay('long').format(date));
      expect(formatUtcTime(date)).toBe(intlTime.format(date));
    }
  });

  it('reads only real instants', () => {
    expect(readDate('2025-03-04T09:30:00Z')?.toISOString()).toBe('2025-03-04T09:30:00.000Z');
    for (const bad of [null, undefined, '', 'not a date', '2025-13-45']) expect(readDate(bad)).toBeNull();
  });

  it('writes a calendar day as month and day', () => {
    expect(formatMonthDay('2026-03-04')).toBe('Mar 4');
    expect(formatMonthDay('2026-12-31')).toBe('Dec 31');
  });
});
