import { beforeAll, describe, expect, it } from 'vitest';
import type { SummaryReportRow } from '../../../../core/api/backoffice-topups.ts';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

describe('reports: GetByDateFromDateTo, TopupSummaryReport, RetrieveV2', () => {
  const t = useTestApp();
  let cookie = '';

  beforeAll(async () => {
    const { customerId } = await seedUsersAndMethods(t.db);
    const specs = [
      ['2026-05-01T00:00', 101, 0, 100_10],
      ['2026-05-01T23:59', 102, 1, 200_20],
      ['2026-05-02T08:00', 103, 1, 300_30],
      ['2026-05-02T09:00', 103, 4, 400_40],
      ['2026-05-03T12:00', 104, 0, 500_50],
      ['2026-04-30T23:59', 101, 0, 999_99], // the day before the range
      ['2026-05-04T00:00', 101, 0, 888_88], // the day after the range
    ] as const;
    for (const [at, code, status, centavos] of specs) {
      await createRequestAt(t.db, { at, code, status, centavos, customerId });
    }
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
  });

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const centavos = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

  it('lists the requests created in the inclusive range of Manila days, oldest first', async () => {
    const rows = await get<ListedTopup[]>(
      '/api/TopupRequests/GetByDateFromDateTo?dateFrom=2026-05-01&dateTo=2026-05-03',
    );
    expect(rows.map((row) => row.topupRequestAmount)).toEqual([100.1, 200.2, 300.3, 400.4, 500.5]);
    expect(rows[0]?.contactNumber).toBe(USERS.customer);
  });

  it('summarises per day, and its totals equal the detailed report for the same range and statuses', async () => {
    for (const statuses of ['', '&statuses=1', '&statuses=0&statuses=4']) {
      const range = `dateFrom=2026-05-01&dateTo=2026-05-03${statuses}`;
      const detailed = await get<ListedTopup[]>(`/api/TopupRequests/GetByDateFromDateTo?${range}`);
      const summary = await get<SummaryReportRow[]>(`/api/TopupRequests/TopupSummaryReport?${range}`);
      expect(
        summary.reduce((sum, row) => sum + row.transactionCount, 0),
        statuses,
      ).toBe(detailed.length);
      expect(centavos(summary.map((row) => row.totalAmount))).toBe(
        centavos(detailed.map((row) => row.topupRequestAmount)),
      );
    }
    const all = await get<SummaryReportRow[]>(
      '/api/TopupRequests/TopupSummaryReport?dateFrom=2026-05-01&dateTo=2026-05-03',
    );
    expect(all).toEqual([
      { date: '2026-05-01', transactionCount: 2, totalAmount: 300.3 },
      { date: '2026-05-02', transactionCount: 2, totalAmount: 700.7 },
      { date: '2026-05-03', transactionCount: 1, totalAmount: 500.5 },
    ]);
    const done = await get<SummaryReportRow[]>(
      '/api/TopupRequests/TopupSummaryReport?dateFrom=2026-05-01&dateTo=2026-05-03&statuses=1',
    );
    expect(done).toEqual([
      { date: '2026-05-01', transactionCount: 1, totalAmount: 200.2 },
      { date: '2026-05-02', transactionCount: 1, totalAmount: 300.3 },
    ]);
  });

  it('refuses a reversed or malformed range', async () => {
    for (const query of [
      'dateFrom=2026-05-03&dateTo=2026-05-01',
      'dateFrom=05-01-2026&dateTo=2026-05-03',
      'dateTo=2026-05-03',
    ]) {
      for (const path of ['GetByDateFromDateTo', 'TopupSummaryReport']) {
        const response = await t.app.inject({
          url: `/api/TopupRequests/${path}?${query}`,
          headers: { cookie },
        });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
      }
    }
  });

  it('RetrieveV2 answers the requests of one Manila day, method and status', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/RetrieveV2',
      headers: { cookie },
      payload: { status: 1, paymentMethodCode: 103, date: '2026-05-02' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: ListedTopup) => row.topupRequestAmount)).toEqual([300.3]);
  });
});
