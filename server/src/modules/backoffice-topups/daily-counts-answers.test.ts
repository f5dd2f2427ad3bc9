import { asc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  DailyTotalsAnswer,
  StatisticsAnswer,
  SummaryReportRow,
} from '../../../../core/api/backoffice-topups.ts';
import { manilaDate } from '../../../../core/manila-date.ts';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { createPaymentMethod } from '../../demo/factories.ts';
import { topupRequests } from '../../db/schema.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { expirePendingTopups } from '../topups/expire-topups.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

const DAY = 86_400_000;
const EXPIRING_METHOD = 105;

/** One request as the oracle sees it: read straight from topup_requests, the day computed here. */
interface RequestFact {
  day: string;
  code: number;
  status: number;
  centavos: number;
}

interface Filter {
  statuses?: number[];
  paymentMethodCodes?: number[];
  dateFrom?: string;
  dateTo?: string;
}

/**
 * Count, Statistics, DailyTotals and TopupSummaryReport read the daily counts (migration 0009) where they
 * answer exactly. These tests hold every answer to a direct count over topup_requests after each kind of
 * change a request goes through: creates (through the API and backdated), back-office moves, customer
 * cancels and expiry.
 */
describe('list count, statistics and summary report from the daily counts', () => {
  const t = useTestApp();
  let cookie = '';
  let customerId = 0;
  const months = new Set<string>();

  beforeAll(async () => {
    ({ customerId } = await seedUsersAndMethods(t.db));
    await createPaymentMethod(t.db, { code: EXPIRING_METHOD, name: 'Over the counter', daysValidity: 3 });
    // Around Manila midnight (16:00 UTC) and around a month's end, in several methods and statuses.
    const specs = [
      ['2026-03-31T23:59', 101, 0, 100_01],
      ['2026-04-01T00:00', 101, 0, 200_02],
      ['2026-04-01T00:00', 102, 1, 300_03],
      ['2026-04-01T07:59', 102, 5, 400_04],
      ['2026-04-01T08:00', 103, 2, 500_05],
      ['2026-04-02T23:59', 104, 4, 600_06],
      ['2026-04-03T12:00', 104, 0, 700_07],
      ['2026-04-30T23:59', 103, 1, 800_08],
      ['2026-05-01T00:00', 103, 0, 900_09],
    ] as const;
    for (const [at, code, status, centavos] of specs) {
      await createRequestAt(t.db, { at, code, status, centavos, customerId });
    }
    // Due for expiry: made five days ago by a method valid for three.
    for (const daysAgo of [5, 6]) {
      await createTopupRequestRow(t.db, {
        customerId,
        paymentMethodCode: EXPIRING_METHOD,
        amountCentavos: 150_00 + daysAgo,
        dateCreated: new Date(Date.now() - daysAgo * DAY),
      });
    }
    for (const month of ['2026-03-01', '2026-04-01', '2026-05-01', `${manilaDate().slice(0, 7)}-01`]) {
      months.add(month);
    }
    for (const daysAgo of [5, 6])
      months.add(`${manilaDate(new Date(Date.now() - daysAgo * DAY)).slice(0, 7)}-01`);
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
  });

  async function requestFacts(): Promise<RequestFact[]> {
    const rows = await t.db
      .select({
        dateCreated: topupRequests.dateCreated,
        code: topupRequests.paymentMethodCode,
        status: topupRequests.status,
        centavos: topupRequests.amount,
      })
      .from(topupRequests)
      .orderBy(asc(topupRequests.id));
    return rows.map((row) => ({
      day: manilaDate(row.dateCreated),
      code: row.code,
      status: row.status,
      centavos: row.centavos,
    }));
  }

  const matches = (fact: RequestFact, filter: Filter) =>
    (!filter.statuses?.length || filter.statuses.includes(fact.status)) &&
    (!filter.paymentMethodCodes?.length || filter.paymentMethodCodes.includes(fact.code)) &&
    (!filter.dateFrom || fact.day >= filter.dateFrom) &&
    (!filter.dateTo || fact.day <= filter.dateTo);

  const inject = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return response.json();
  };

  const monthEnd = (month: string) => {
    const [year, m] = month.split('-').map(Number);
    return new Date(Date.UTC(year ?? 0, m ?? 0, 0)).toISOString().slice(0, 10);
  };

  /** Every answer, for many filters, equals what the requests themselves say. */
  async function expectAnswersToMatchRequests(step: string) {
    const facts = await requestFacts();
    const filters: Filter[] = [
      {},
      { statuses: [TopupStatus.Pending, TopupStatus.OnHold] },
      { statuses: [TopupStatus.Expired] },
      { statuses: [TopupStatus.Cancelled], paymentMethodCodes: [EXPIRING_METHOD] },
      { paymentMethodCodes: [101, 102] },
      { dateFrom: '2026-04-01', dateTo: '2026-04-01' },
      { dateFrom: '2026-04-01' },
      { dateTo: '2026-04-30', statuses: [TopupStatus.Pending] },
      { dateFrom: manilaDate(new Date(Date.now() - 7 * DAY)), paymentMethodCodes: [EXPIRING_METHOD] },
      { dateFrom: manilaDate(), dateTo: manilaDate(), statuses: [TopupStatus.Done, TopupStatus.Processing] },
    ];
    for (const filter of filters) {
      const count = await inject<number>('POST', '/api/TopupRequests/Retrieve/Count', filter);
      expect(count, `${step}: count ${JSON.stringify(filter)}`).toBe(
        facts.filter((fact) => matches(fact, filter)).length,
      );
    }

    for (const month of months) {
      const inMonth = facts.filter((fact) => matches(fact, { dateFrom: month, dateTo: monthEnd(month) }));
      const statistics = await inject<StatisticsAnswer>(
        'GET',
        `/api/TopupRequests/Statistics?DateFrom=${month}`,
      );
      for (const code of new Set(inMonth.map((fact) => fact.code))) {
        expect(
          statistics.some((method) => method.paymentMethodCode === code),
          `${step}: ${month} lists ${code}`,
        ).toBe(true);
      }
      for (const method of statistics) {
        for (const detail of method.details) {
          expect(
            detail.transactionCount,
            `${step}: ${month} ${method.paymentMethodCode}/${detail.status}`,
          ).toBe(
            inMonth.filter((fact) => fact.code === method.paymentMethodCode && fact.status === detail.status)
              .length,
          );
        }
      }

      const daily = await inject<DailyTotalsAnswer>(
        'GET',
        `/api/TopupRequests/DailyTotals?DateFrom=${month}`,
      );
      const expectedDaily = [...new Set(inMonth.map((fact) => `${fact.day} ${fact.code}`))]
        .sort()
        .map((key) => {
          const [day, code] = key.split(' ');
          const group = inMonth.filter((fact) => fact.day === day && fact.code === Number(code));
          return {
            date: day,
            paymentMethodCode: Number(code),
            transactionCount: group.length,
            totalAmount: group.reduce((sum, fact) => sum + fact.centavos, 0) / 100,
          };
        });
      expect(daily, `${step}: daily totals ${month}`).toEqual(expectedDaily);
    }

    for (const range of [
      { dateFrom: '2026-03-31', dateTo: '2026-05-01' },
      { dateFrom: '2026-04-01', dateTo: '2026-04-01', statuses: [TopupStatus.Done] },
      {
        dateFrom: manilaDate(new Date(Date.now() - 10 * DAY)),
        dateTo: manilaDate(),
        statuses: [TopupStatus.Expired, TopupStatus.Cancelled, TopupStatus.Done],
      },
      { dateFrom: manilaDate(new Date(Date.now() - 10 * DAY)), dateTo: manilaDate() },
    ]) {
      const query = new URLSearchParams({ dateFrom: range.dateFrom, dateTo: range.dateTo });
      for (const status of range.statuses ?? []) query.append('statuses', String(status));
      const summary = await inject<SummaryReportRow[]>(
        'GET',
        `/api/TopupRequests/TopupSummaryReport?${query}`,
      );
      const inRange = facts.filter((fact) => matches(fact, range));
      const expectedSummary = [...new Set(inRange.map((fact) => fact.day))].sort().map((day) => {
        const group = inRange.filter((fact) => fact.day === day);
        return {
          date: day,
          transactionCount: group.length,
          totalAmount: group.reduce((sum, fact) => sum + fact.centavos, 0) / 100,
        };
      });
      expect(summary, `${step}: summary ${query}`).toEqual(expectedSummary);
    }
  }

  it('equal a direct count over the requests after creates, moves, cancels and expiry', async () => {
    await expectAnswersToMatchRequests('backdated rows');

    const created: { id: number; referenceNumber: string }[] = [];
    for (const [code, pesos] of [
      [EXPIRING_METHOD, 120.5],
      [EXPIRING_METHOD, 130],
      [102, 140.25],
      [103, 150],
      [EXPIRING_METHOD, 160.75],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests',
        payload: {
          topupOption: 2,
          ewalletAccountId: customerId,
          ewalletMobileNo: USERS.customer,
          topupRequestAmount: pesos,
          paymentMethodCode: code,
          // The payer's own number: a rider calls whoever pays (docs/decisions/0012).
          contactNumber: USERS.otherCustomer,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { referenceNumber } = response.json<{ referenceNumber: string }>();
      const [row] = await t.db
        .select({ id: topupRequests.id })
        .from(topupRequests)
        .where(sql`${topupRequests.referenceNumber} = ${referenceNumber}`);
      created.push({ id: row?.id ?? 0, referenceNumber });
    }
    await expectAnswersToMatchRequests('API creates');

    const [toDone, toHold, toProcessing, toCancel, toExpire] = created;
    for (const [request, status] of [
      [toDone, TopupStatus.Done],
      [toHold, TopupStatus.OnHold],
      [toProcessing, TopupStatus.Processing],
    ] as const) {
      await inject('POST', '/api/TopupRequests/UpdateStatus', { id: request?.id, status, remarks: 'moved' });
    }
    await expectAnswersToMatchRequests('back-office moves');

    for (const request of [toCancel, toHold]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Cancel',
        payload: { id: request?.id, referenceNumber: request?.referenceNumber, remarks: 'Changed my mind' },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await expectAnswersToMatchRequests('customer cancels');

    expect(await expirePendingTopups(t.db, new Date())).toBe(2);
    await expectAnswersToMatchRequests('expiry of the backdated requests');
    // Four days on, the API's Pending request of the three-day method is due too.
    expect(await expirePendingTopups(t.db, new Date(Date.now() + 4 * DAY))).toBe(1);
    expect(toExpire).toBeDefined();
    await expectAnswersToMatchRequests('expiry of an API request');
  });

  it('reads the daily counts for statuses, methods and days, and the requests for a search', async () => {
    // A counter row with no request behind it (a day long before any request) shows in the answers that
    // come from the daily counts, and not in a search, which reads the requests.
    await t.db.execute(sql`
      insert into topup_daily_counts (day, payment_method_code, status, slot, request_count, amount_total)
      values ('2001-02-03', 102, 0, 0, 7, 7000)`);
    try {
      const day = { dateFrom: '2001-02-03', dateTo: '2001-02-03' };
      expect(await inject<number>('POST', '/api/TopupRequests/Retrieve/Count', day)).toBe(7);
      expect(
        await inject<number>('POST', '/api/TopupRequests/Retrieve/Count', {
          ...day,
          searchBy: 3,
          searchName: '10',
        }),
      ).toBe(0);
      const statistics = await inject<StatisticsAnswer>(
        'GET',
        '/api/TopupRequests/Statistics?DateFrom=2001-02-01',
      );
      expect(
        statistics.find((method) => method.paymentMethodCode === 102)?.details.find((d) => d.status === 0),
      ).toEqual({ status: 0, transactionCount: 7 });
      expect(
        await inject<SummaryReportRow[]>(
          'GET',
          '/api/TopupRequests/TopupSummaryReport?dateFrom=2001-02-03&dateTo=2001-02-03',
        ),
      ).toEqual([{ date: '2001-02-03', transactionCount: 7, totalAmount: 70 }]);
    } finally {
      await t.db.execute(sql`delete from topup_daily_counts where day = '2001-02-03'`);
    }
  });
});
