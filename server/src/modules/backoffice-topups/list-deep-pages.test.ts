import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKindOf } from '../../db/client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { DAY_SKIP_FROM_OFFSET, retrieveTopups, type TopupPageQuery } from './list-topups.ts';
import { seedUsersAndMethods } from './test-fixtures.ts';

/**
 * Deep pages skip whole days by the daily counts (list-topups.ts). Whatever the filter, order and page,
 * they must hold exactly the rows a plain OFFSET over the same filter and order gives.
 */
describe('deep pages of the request list', () => {
  const t = useTestApp();
  const TOTAL = 3_200;

  beforeAll(async () => {
    const { customerId } = await seedUsersAndMethods(t.db);
    // Over 11 Manila days, unevenly (some hours empty), with times that repeat so that ids break ties, and
    // rows at 23:59 and 00:00 Manila time so that day boundaries are crossed; every status but Done.
    await t.db.execute(sql`
      insert into topup_requests (reference_number, topup_option, ewallet_customer_id, ewallet_account_name,
        contact_number, amount, payment_method_code, status, date_created, expires_at)
      select 'DP' || lpad(i::text, 8, '0'), 2, ${customerId}, 'Juan Dela Cruz', '09171234567',
        10000 + i, (array[101, 102, 103, 104])[1 + i % 4], (array[0, 2, 3, 4, 5])[1 + (i * 7) % 5],
        timestamptz '2026-03-01 15:59:00+00' + (i / 4) * interval '1 minute' * ((i % 3) + 1) * 6,
        null
      from generate_series(1, ${TOTAL}) as i`);
  });

  const plainOffset = async (query: TopupPageQuery): Promise<number[]> => {
    const offset = (query.pageNumber - 1) * query.pageSize;
    const direction = sql.raw(query.sortMode === 'Asc' ? 'asc' : 'desc');
    const statuses = query.statuses.length ? query.statuses : [0, 1, 2, 3, 4, 5];
    const methods = query.paymentMethodCodes.length ? query.paymentMethodCodes : [101, 102, 103, 104, 105];
    const rows = await queryRows<{ id: number }>(
      t.db,
      sql`select id from topup_requests
          where status = any(${`{${statuses.join(',')}}`}::smallint[])
            and payment_method_code = any(${`{${methods.join(',')}}`}::integer[])
          order by date_created ${direction}, id ${direction}
          limit ${query.pageSize} offset ${offset}`,
    );
    return rows.map((row) => Number(row.id));
  };

  const cases: Omit<TopupPageQuery, 'pageNumber'>[] = [
    { statuses: [], paymentMethodCodes: [], searchBy: 0, searchName: '', pageSize: 10, sortMode: 'Desc' },
    { statuses: [], paymentMethodCodes: [], searchBy: 0, searchName: '', pageSize: 10, sortMode: 'Asc' },
    {
      statuses: [0, 5],
      paymentMethodCodes: [102],
      searchBy: 0,
      searchName: '',
      pageSize: 7,
      sortMode: 'Desc',
    },
    { statuses: [3], paymentMethodCodes: [], searchBy: 0, searchName: '', pageSize: 25, sortMode: 'Asc' },
  ];

  it('holds exactly the rows of a plain OFFSET, on every page past the threshold and beyond the end', async () => {
    expect(TOTAL).toBeGreaterThan(DAY_SKIP_FROM_OFFSET + 1_000);
    for (const base of cases) {
      const firstDeepPage = Math.floor(DAY_SKIP_FROM_OFFSET / base.pageSize) + 1;
      const pages = [firstDeepPage, firstDeepPage + 1, firstDeepPage + 13, firstDeepPage + 57];
      pages.push(Math.ceil(TOTAL / base.pageSize), Math.ceil(TOTAL / base.pageSize) + 1);
      for (const pageNumber of pages) {
        const query = { ...base, pageNumber };
        const expected = await plainOffset(query);
        const listed = await retrieveTopups(t.db, query, { skipDays: true });
        expect(
          listed.map((row) => row.id),
          `${JSON.stringify(base)} page ${pageNumber}`,
        ).toEqual(expected);
      }
    }
  });

  it('skips days on PostgreSQL by default, and not on PGlite', async () => {
    const query: TopupPageQuery = { ...cases[0]!, pageNumber: DAY_SKIP_FROM_OFFSET / 10 + 5 };
    const expected = await plainOffset(query);
    expect((await retrieveTopups(t.db, query)).map((row) => row.id)).toEqual(expected);
    expect(databaseKindOf(t.db)).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('spans the days it was given: a page that starts on one day and ends on the next', async () => {
    // The first deep page whose rows fall on two Manila days, found by listing and checked against OFFSET.
    const query: TopupPageQuery = { ...cases[0]!, pageNumber: 1 };
    const manilaDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
    let found = false;
    for (
      let pageNumber = DAY_SKIP_FROM_OFFSET / 10 + 1;
      pageNumber <= TOTAL / 10 && !found;
      pageNumber += 1
    ) {
      const listed = await retrieveTopups(t.db, { ...query, pageNumber }, { skipDays: true });
      const days = new Set(listed.map((row) => manilaDay(row.dateCreated)));
      if (days.size < 2) continue;
      found = true;
      expect(listed.map((row) => row.id)).toEqual(await plainOffset({ ...query, pageNumber }));
    }
    expect(found).toBe(true);
  });
});
