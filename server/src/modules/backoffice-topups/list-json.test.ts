import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeTopupEndpoints, topupRetrieveBody } from '../../../../core/api/backoffice-topups.ts';
import { listedTopupSchema } from '../../../../core/api/topups.ts';
import { runJsonRead } from '../../db/json-reads.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { topupPageRead } from './list-topups.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

/**
 * The list's answer is JSON the database builds and the server sends as it is (decision 0039): nothing
 * checks it against the contract per request, so this does, on both databases: for every kind of page, the
 * route's text is the contract's shape (same keys, same order) and equal, value for value, to the answer
 * Node builds from the same rows (topupPageRead, toListedTopup).
 */
describe('POST /api/TopupRequests/Retrieve: the database-built answer', () => {
  const t = useTestApp();
  let cookie = '';

  beforeAll(async () => {
    const { customerId } = await seedUsersAndMethods(t.db);
    // Amounts with and without centavos, one under a peso and a large one; every status the fixtures make.
    const amounts = [100_00, 100_50, 1_23, 5, 999_999_99, 250_10, 12_345_67];
    for (let i = 0; i < 14; i += 1) {
      await createRequestAt(t.db, {
        at: `2026-03-02T${String(i).padStart(2, '0')}:15`,
        code: [101, 102, 103, 104][i % 4] ?? 101,
        status: ([0, 1, 5, 2, 4, 0, 1] as const)[i % 7] ?? 0,
        centavos: amounts[i % amounts.length] ?? 1,
        customerId,
      });
    }
    // Times with microseconds: the answer keeps milliseconds, cut as Date keeps them (not rounded).
    await t.db.execute(sql`update topup_requests
      set date_created = date_created + (id % 3) * interval '0.123999 seconds',
        date_posted = date_posted + interval '0.000500 seconds'`);
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
  });

  const pages: Record<string, object> = {
    'page 1, newest first': { pageNumber: 1, pageSize: 10 },
    'page 1, oldest first': { pageNumber: 1, pageSize: 10, sortMode: 'Asc' },
    'page 2 (offset)': { pageNumber: 2, pageSize: 10, sortMode: 'Desc' },
    'after an id (keyset)': { pageNumber: 2, pageSize: 10, sortMode: 'Asc', afterId: 5 },
    'before an id (read backwards)': { pageNumber: 1, pageSize: 10, sortMode: 'Desc', beforeId: 3 },
    'filtered by status and method': { statuses: [1], paymentMethodCodes: [101, 102], pageSize: 10 },
    'nothing found': { statuses: [3], pageSize: 10 },
  };

  for (const [name, body] of Object.entries(pages)) {
    it(`${name}: the contract's shape, equal to Node's answer from the same rows`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Retrieve',
        headers: { cookie },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const sent: unknown = JSON.parse(response.body);
      const parsed = backOfficeTopupEndpoints.retrieve.response.safeParse(sent);
      expect(parsed.error).toBeUndefined();
      const rows = sent as Record<string, unknown>[];
      for (const row of rows) expect(Object.keys(row)).toEqual(Object.keys(listedTopupSchema.shape));
      const query = topupRetrieveBody.parse(body);
      const built = await runJsonRead(t.db, topupPageRead(t.db, query));
      expect(sent).toStrictEqual(built);
      if (name !== 'nothing found') expect(rows.length).toBeGreaterThan(0);
    });
  }
});
