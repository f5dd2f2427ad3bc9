import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../core/api/all-endpoints.ts';
import type { EndpointContract } from '../../core/api/endpoint.ts';
import { DAY_RANGE_MESSAGES, REPORT_MAX_DAYS } from '../../core/api/manila-day-range.ts';
import { CALLERS, expectedRefusal, signInEachCaller, type Caller } from './api-roles.ts';
import { useTestApp } from './test-app.ts';

/**
 * Every report answers the same cap on its range (core/api/manila-day-range.ts withinReportRange): a report
 * is any endpoint whose query requires both Date From and Date To, found from the contracts, so a new
 * report cannot be added without meeting this test.
 */
function requiresDayRange(endpoint: EndpointContract): boolean {
  if (endpoint.method !== 'GET' || !endpoint.query) return false;
  const result = endpoint.query.safeParse({});
  if (result.success) return false;
  const paths = new Set(result.error.issues.map((issue) => issue.path.join('.')));
  return paths.has('dateFrom') && paths.has('dateTo');
}

const REPORTS = ALL_ENDPOINTS.filter(requiresDayRange);

describe('one range cap for every report', () => {
  const t = useTestApp();
  let cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    cookies = await signInEachCaller(t.app, t.db);
  });

  it('finds the four reports among the contracts', () => {
    expect(REPORTS.map((endpoint) => endpoint.path).sort()).toEqual([
      '/api/JournalEntry/GetByDateFromDateTo',
      '/api/Reports/Reconciliation',
      '/api/TopupRequests/GetByDateFromDateTo',
      '/api/TopupRequests/TopupSummaryReport',
    ]);
  });

  it(`refuses a range of more than ${REPORT_MAX_DAYS} days on each, and takes ${REPORT_MAX_DAYS}`, async () => {
    for (const report of REPORTS) {
      const caller = CALLERS.find((c) => c !== 'anonymous' && expectedRefusal(report.access, c) === null);
      const cookie = caller ? cookies[caller] : undefined;
      expect(cookie, report.path).toBeDefined();
      const call = (dateFrom: string, dateTo: string) =>
        t.app.inject({ url: `${report.path}?dateFrom=${dateFrom}&dateTo=${dateTo}`, headers: { cookie } });

      for (const [from, to] of [
        ['1900-01-01', '2999-12-31'],
        ['2025-01-01', '2026-01-02'],
        ['2024-01-01', '2025-01-01'],
      ] as const) {
        const tooLong = await call(from, to);
        expect(tooLong.statusCode, `${report.path} ${from}..${to}`).toBe(400);
        expect(tooLong.json().message, report.path).toBe(DAY_RANGE_MESSAGES.dateRangeTooLong);
      }
      // 2024 is a leap year: 366 days, the first to the last included, is still one report.
      const year = await call('2024-01-01', '2024-12-31');
      expect(year.statusCode, `${report.path} ${year.body}`).toBe(200);
      const reversed = await call('2024-02-01', '2024-01-31');
      expect(reversed.statusCode, report.path).toBe(400);
      expect(reversed.json().message, report.path).toBe(DAY_RANGE_MESSAGES.dateRangeReversed);
    }
  });
});
