import { beforeAll, describe, expect, it } from 'vitest';
import type { StatisticsAnswer } from '../../../../core/api/backoffice-topups.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

function countOf(answer: StatisticsAnswer, code: number, status: number): number {
  return (
    answer.find((m) => m.paymentMethodCode === code)?.details.find((d) => d.status === status)
      ?.transactionCount ?? -1
  );
}

describe('GET /api/TopupRequests/Statistics and DailyTotals', () => {
  const t = useTestApp();
  let cookie = '';

  beforeAll(async () => {
    const { customerId } = await seedUsersAndMethods(t.db);
    const at = (day: string, code: number, status: 0 | 1 | 2 | 4 | 5, centavos = 100_00) =>
      createRequestAt(t.db, { at: day, code, status, customerId, centavos });
    // March 2026 in Manila: from 2026-03-01T00:00+08:00 up to 2026-04-01T00:00+08:00.
    await at('2026-03-01T00:05', 104, 0);
    await at('2026-03-01T09:00', 104, 0, 250_50);
    await at('2026-03-15T09:00', 104, 1);
    await at('2026-03-15T10:00', 104, 2);
    await at('2026-03-20T10:00', 104, 5);
    await at('2026-03-31T23:55', 104, 4);
    await at('2026-03-10T10:00', 101, 0);
    await at('2026-03-10T11:00', 102, 1);
    await at('2026-03-10T12:00', 103, 1);
    // Just outside March in Manila (though 2026-04-01T00:00+08:00 is still March 31 in UTC).
    await at('2026-02-28T23:59', 104, 0);
    await at('2026-04-01T00:00', 104, 0);
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
  });

  const statistics = async (dateFrom: string): Promise<StatisticsAnswer> => {
    const response = await t.app.inject({
      url: `/api/TopupRequests/Statistics?DateFrom=${dateFrom}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts the Manila month per method and status, every status present', async () => {
    const march = await statistics('2026-03-01');
    expect(march.map((m) => m.paymentMethodCode)).toEqual([101, 102, 103, 104]);
    expect(march.find((m) => m.paymentMethodCode === 104)).toMatchObject({
      paymentMethodName: 'Bank Transfer',
      details: [
        { status: 0, transactionCount: 2 },
        { status: 1, transactionCount: 1 },
        { status: 2, transactionCount: 1 },
        { status: 3, transactionCount: 0 },
        { status: 4, transactionCount: 1 },
        { status: 5, transactionCount: 1 },
      ],
    });
    expect([countOf(march, 101, 0), countOf(march, 102, 1), countOf(march, 103, 1)]).toEqual([1, 1, 1]);
  });

  it("accepts the spec's MM-01-YYYY form for the same month", async () => {
    expect(await statistics('03-01-2026')).toEqual(await statistics('2026-03-01'));
    expect(countOf(await statistics('02-01-2026'), 104, 0)).toBe(1);
    expect(countOf(await statistics('2026-04-01'), 104, 0)).toBe(1);
  });

  it('refuses a DateFrom that is not a date', async () => {
    for (const bad of ['2026-13-01', 'March', '']) {
      const response = await t.app.inject({
        url: `/api/TopupRequests/Statistics?DateFrom=${bad}`,
        headers: { cookie },
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('gives the chart one row per Manila day and method with count and amount', async () => {
    const response = await t.app.inject({
      url: '/api/TopupRequests/DailyTotals?DateFrom=2026-03-01',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows[0]).toEqual({
      date: '2026-03-01',
      paymentMethodCode: 104,
      transactionCount: 2,
      totalAmount: 350.5,
    });
    expect(
      rows.reduce((sum: number, row: { transactionCount: number }) => sum + row.transactionCount, 0),
    ).toBe(9);
    expect(rows.at(-1)).toMatchObject({ date: '2026-03-31' });
  });
});
