import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';
import { changeTopupStatus } from '../topups/change-status.ts';
import { expirePendingTopups } from '../topups/expire-topups.ts';
import { SYSTEM_ACTOR } from '../topups/topup-actor.ts';
import { countRequests, countsByMethodAndStatus, totalsByDay, totalsByDayAndMethod } from './service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('daily counts of top-up requests, kept by the database in the same transactions', () => {
  const t = useTestApp();
  let customerId: number;
  let card: number;
  let onSite: number;

  /** What the counters must say, computed from the requests themselves. */
  async function expected() {
    const result = await t.db.execute<{
      day: string;
      code: number;
      status: number;
      n: string;
      total: string;
    }>(sql`
      select to_char((date_created at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
             payment_method_code as code, status, count(*)::text as n, sum(amount)::text as total
      from topup_requests group by 1, 2, 3 order by 1, 2, 3`);
    const { rows } = result as unknown as {
      rows: { day: string; code: number; status: number; n: string; total: string }[];
    };
    return rows.map((row) => ({
      day: row.day,
      paymentMethodCode: Number(row.code),
      status: Number(row.status),
      requestCount: Number(row.n),
      amountTotal: Number(row.total),
    }));
  }

  async function expectCountersToMatchRequests() {
    const rows = await expected();
    const sumBy = <K extends string>(keyOf: (row: (typeof rows)[number]) => K) => {
      const sums = new Map<K, { requestCount: number; amountTotal: number }>();
      for (const row of rows) {
        const sum = sums.get(keyOf(row)) ?? { requestCount: 0, amountTotal: 0 };
        sums.set(keyOf(row), {
          requestCount: sum.requestCount + row.requestCount,
          amountTotal: sum.amountTotal + row.amountTotal,
        });
      }
      return [...sums].sort(([a], [b]) => (a < b ? -1 : 1));
    };
    expect(await countRequests(t.db, {})).toBe(rows.reduce((n, row) => n + row.requestCount, 0));
    expect(
      (await totalsByDay(t.db, {})).map((row) => [
        row.day,
        { requestCount: row.requestCount, amountTotal: row.amountTotal },
      ]),
    ).toEqual(sumBy((row) => row.day));
    expect(
      (await totalsByDayAndMethod(t.db, {})).map((row) => [
        `${row.day} ${row.paymentMethodCode}`,
        { requestCount: row.requestCount, amountTotal: row.amountTotal },
      ]),
    ).toEqual(sumBy((row) => `${row.day} ${row.paymentMethodCode}`));
    expect(
      (await countsByMethodAndStatus(t.db, {})).map((row) => [
        `${row.paymentMethodCode} ${row.status}`,
        row.requestCount,
      ]),
    ).toEqual(
      sumBy((row) => `${row.paymentMethodCode} ${row.status}`).map(([key, sum]) => [key, sum.requestCount]),
    );
  }

  beforeAll(async () => {
    customerId = (await createCustomer(t.db)).id;
    card = (await createPaymentMethod(t.db, { daysValidity: 3 })).code;
    onSite = (await createPaymentMethod(t.db, { daysValidity: 3 })).code;
  });

  it('follows creates, moves (Done, Cancelled), expiry and a delete, per Manila day, method and status', async () => {
    const now = Date.now();
    const made = [];
    for (const [daysAgo, code, status, amount] of [
      [10, card, TopupStatus.Done, 100_00],
      [10, onSite, TopupStatus.Processing, 250_50],
      [9, card, TopupStatus.OnHold, 1_000_00],
      [5, onSite, undefined, 300_00],
      [4, onSite, undefined, 700_00],
      [1, card, undefined, 500_00],
      [0, onSite, TopupStatus.Done, 150_00],
    ] as const) {
      made.push(
        await createTopupRequestRow(t.db, {
          customerId,
          paymentMethodCode: code,
          amountCentavos: amount,
          dateCreated: new Date(now - daysAgo * DAY),
          ...(status === undefined ? {} : { status }),
        }),
      );
    }
    await expectCountersToMatchRequests();

    await changeTopupStatus(t.db, {
      requestId: made[5]!.id,
      to: TopupStatus.Cancelled,
      remarks: 'x',
      actor: SYSTEM_ACTOR,
    });
    await changeTopupStatus(t.db, {
      requestId: made[1]!.id,
      to: TopupStatus.Done,
      remarks: null,
      actor: SYSTEM_ACTOR,
    });
    expect(await expirePendingTopups(t.db, new Date(now))).toBe(2);
    await expectCountersToMatchRequests();
    expect(await countRequests(t.db, { statuses: [TopupStatus.Expired], paymentMethodCodes: [onSite] })).toBe(
      2,
    );

    const extra = await createTopupRequestRow(t.db, { customerId, paymentMethodCode: card });
    await t.db.execute(sql`delete from topup_status_history where topup_request_id = ${extra.id}`);
    await t.db.execute(sql`delete from topup_requests where id = ${extra.id}`);
    await expectCountersToMatchRequests();
  });

  it('counts a request in the Manila day it was made: 16:00 UTC is midnight in Manila', async () => {
    const before = await countRequests(t.db, { fromDay: '2025-02-01', toDay: '2025-02-01' });
    await createTopupRequestRow(t.db, {
      customerId,
      paymentMethodCode: card,
      dateCreated: new Date('2025-01-31T15:59:59Z'),
    });
    await createTopupRequestRow(t.db, {
      customerId,
      paymentMethodCode: card,
      dateCreated: new Date('2025-01-31T16:00:00Z'),
    });
    expect(await countRequests(t.db, { fromDay: '2025-02-01', toDay: '2025-02-01' })).toBe(before + 1);
    expect(await countRequests(t.db, { fromDay: '2025-01-31', toDay: '2025-01-31' })).toBe(1);
    await expectCountersToMatchRequests();
  });

  it('stays exact under concurrent creates and moves', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createTopupRequestRow(t.db, {
          customerId,
          paymentMethodCode: i % 2 ? card : onSite,
          amountCentavos: 100_00 + i,
        }),
      ),
    );
    await Promise.all(
      created.slice(0, 10).map((request) =>
        changeTopupStatus(t.db, {
          requestId: request.id,
          to: TopupStatus.Done,
          remarks: null,
          actor: SYSTEM_ACTOR,
        }),
      ),
    );
    await expectCountersToMatchRequests();
  });
});
