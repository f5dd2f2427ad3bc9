import { describe, expect, it } from 'vitest';
import {
  lastDayOfMonth,
  manilaDateText,
  manilaDayEnd,
  manilaDayStart,
  manilaMonthRange,
  parseManilaDate,
  parseMonthStart,
} from './manila-date.ts';

describe('Manila days', () => {
  it('parses YYYY-MM-DD and refuses impossible days', () => {
    expect(parseManilaDate('2026-11-05')).toEqual({ year: 2026, month: 11, day: 5 });
    expect(parseManilaDate('2026-02-30')).toBeNull();
    expect(parseManilaDate('11-01-2026')).toBeNull();
    expect(parseManilaDate('2026-13-01')).toBeNull();
  });

  it("reads the statistics month from YYYY-MM-DD or the spec's MM-01-YYYY", () => {
    expect(parseMonthStart('11-01-2026')).toEqual({ year: 2026, month: 11, day: 1 });
    expect(parseMonthStart('2026-11-01')).toEqual({ year: 2026, month: 11, day: 1 });
    expect(parseMonthStart('2026-11-17')).toEqual({ year: 2026, month: 11, day: 1 });
    expect(parseMonthStart('13-01-2026')).toBeNull();
    expect(parseMonthStart('November')).toBeNull();
  });

  it('starts a day at midnight +08:00', () => {
    const day = { year: 2026, month: 11, day: 5 };
    expect(manilaDayStart(day).toISOString()).toBe('2026-11-04T16:00:00.000Z');
    expect(manilaDayEnd(day).toISOString()).toBe('2026-11-05T16:00:00.000Z');
    expect(manilaDateText(new Date('2026-11-04T15:59:59.999Z'))).toBe('2026-11-04');
    expect(manilaDateText(new Date('2026-11-04T16:00:00.000Z'))).toBe('2026-11-05');
  });

  it('gives a month as a half-open range, December rolling into the next year', () => {
    const range = manilaMonthRange(2026, 12);
    expect(range.start.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(lastDayOfMonth(2028, 2)).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

import { addDays, formatDay, formatManilaDateTime, manilaDate } from './manila-date.ts';

describe('manila dates', () => {
  it('is the Manila day, 8 hours ahead of UTC', () => {
    expect(manilaDate(new Date('2025-03-14T15:59:59Z'))).toBe('2025-03-14');
    expect(manilaDate(new Date('2025-03-14T16:00:00Z'))).toBe('2025-03-15');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('formats days and Manila times for people', () => {
    expect(formatDay('2025-03-05')).toBe('Mar 5, 2025');
    expect(formatManilaDateTime('2025-03-14T16:30:00Z')).toBe('Mar 15, 2025, 12:30 AM');
  });
});
