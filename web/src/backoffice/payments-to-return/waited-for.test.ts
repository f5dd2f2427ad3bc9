import { describe, expect, it } from 'vitest';
import { waitedFor } from './waited-for';

const SINCE = '2026-03-01T08:00:00.000Z';
const at = (offsetMs: number) => new Date(SINCE).getTime() + offsetMs;

describe('how long a payment has waited to be returned', () => {
  it('reads in the two largest units, singular or plural', () => {
    expect(waitedFor(SINCE, at(59_999))).toBe('less than a minute');
    expect(waitedFor(SINCE, at(60_000))).toBe('1 minute');
    expect(waitedFor(SINCE, at(12 * 60_000 + 59_000))).toBe('12 minutes');
    expect(waitedFor(SINCE, at(3_600_000))).toBe('1 hour');
    expect(waitedFor(SINCE, at(5 * 3_600_000 + 12 * 60_000))).toBe('5 hours 12 minutes');
    expect(waitedFor(SINCE, at(24 * 3_600_000 + 30 * 60_000))).toBe('1 day');
    expect(waitedFor(SINCE, at(2 * 24 * 3_600_000 + 3 * 3_600_000 + 59 * 60_000))).toBe('2 days 3 hours');
  });

  it('never goes negative when the browser clock is behind the server', () => {
    expect(waitedFor(SINCE, at(-5 * 60_000))).toBe('less than a minute');
  });

  it('reads a time written with an offset the same as in UTC', () => {
    expect(waitedFor('2026-03-01T16:00:00+08:00', at(90 * 60_000))).toBe('1 hour 30 minutes');
  });
});
