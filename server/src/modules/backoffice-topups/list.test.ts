import { beforeAll, describe, expect, it } from 'vitest';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

describe('POST /api/TopupRequests/Retrieve and Retrieve/Count', () => {
  const t = useTestApp();
  let cookie = '';
  const references: string[] = [];

  beforeAll(async () => {
    const { customerId, otherCustomerId } = await seedUsersAndMethods(t.db);
    // 25 requests, one per hour, alternating methods and statuses; the last five belong to another wallet.
    for (let i = 0; i < 25; i += 1) {
      // Half an hour apart; the last two share a time, so that paging must break the tie by id.
      const minutes = Math.min(i, 23) * 30;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const row = await createRequestAt(t.db, {
        at: `2026-03-02T${time}`,
        code: [101, 102, 103, 104][i % 4] ?? 101,
        status: i % 5 === 0 ? 1 : 0,
        centavos: 100_00 + i * 100,
        customerId: i >= 20 ? otherCustomerId : customerId,
      });
      references.push(row.referenceNumber);
    }
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
  });

  const retrieve = async (body: object): Promise<ListedTopup[]> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Retrieve',
      headers: { cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const count = async (body: object): Promise<number> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Retrieve/Count',
      headers: { cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts and pages every request, newest first by default, in the listed shape', async () => {
    expect(
      await count({
        statuses: [],
        paymentMethodCodes: [],
        pageSize: 10,
        pageNumber: 1,
        searchBy: 0,
        searchName: '0',
      }),
    ).toBe(25);
    const page = await retrieve({ pageSize: 10, pageNumber: 1, sortBy: 'DateCreated', sortMode: 'Desc' });
    expect(page).toHaveLength(10);
    const dates = page.map((row) => row.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page[0]).toMatchObject({
      paymentMethod: { code: expect.any(Number), name: expect.any(String) },
      statusText: expect.any(String),
      topupRequestAmount: expect.any(Number),
    });
  });

  it('sorts ascending on request', async () => {
    const page = await retrieve({ pageSize: 10, pageNumber: 1, sortMode: 'Asc' });
    const dates = page.map((row) => row.dateCreated);
    expect([...dates].sort()).toEqual(dates);
    expect(page[0]?.referenceNumber).toBe(references[0]);
  });

  it('filters by status and by payment method, and Count agrees with the rows', async () => {
    const filter = { statuses: [1], paymentMethodCodes: [101], pageSize: 20, pageNumber: 1 };
    const rows = await retrieve(filter);
    expect(rows.every((row) => row.status === 1 && row.paymentMethodCode === 101)).toBe(true);
    expect(rows.length).toBe(await count(filter));
    expect(rows.length).toBe(2); // i = 0 and i = 20
  });

  it('searches by transaction number (any case), e-wallet mobile number and load amount', async () => {
    const reference = references[7] ?? '';
    expect(
      (await retrieve({ searchBy: 1, searchName: reference.toLowerCase(), pageSize: 10 })).map(
        (r) => r.referenceNumber,
      ),
    ).toEqual([reference]);
    expect(await count({ searchBy: 2, searchName: USERS.otherCustomer })).toBe(5);
    expect(await count({ searchBy: 2, searchName: '+639179876543' })).toBe(5);
    const byAmount = await retrieve({ searchBy: 3, searchName: '₱107.00', pageSize: 10 });
    expect(byAmount.map((row) => row.topupRequestAmount)).toEqual([107]);
  });

  it('answers zero for a search that cannot match', async () => {
    expect(await count({ searchBy: 1, searchName: 'NOPE1234' })).toBe(0);
    expect(await count({ searchBy: 2, searchName: '12345' })).toBe(0);
    expect(await count({ searchBy: 3, searchName: 'abc' })).toBe(0);
    expect(await retrieve({ searchBy: 3, searchName: 'abc', pageSize: 10 })).toEqual([]);
  });

  it('keyset pages (afterId, beforeId) give the same rows as OFFSET pages, in both directions', async () => {
    for (const sortMode of ['Desc', 'Asc']) {
      const offsetPages = [1, 2, 3].map((pageNumber) => retrieve({ pageSize: 10, pageNumber, sortMode }));
      const [first, second, third] = await Promise.all(offsetPages);
      const next = await retrieve({ pageSize: 10, pageNumber: 2, sortMode, afterId: first?.at(-1)?.id });
      expect(next.map((r) => r.id)).toEqual(second?.map((r) => r.id));
      const last = await retrieve({ pageSize: 10, pageNumber: 3, sortMode, afterId: next.at(-1)?.id });
      expect(last.map((r) => r.id)).toEqual(third?.map((r) => r.id));
      expect(last).toHaveLength(5);
      const back = await retrieve({ pageSize: 10, pageNumber: 2, sortMode, beforeId: last[0]?.id });
      expect(back.map((r) => r.id)).toEqual(second?.map((r) => r.id));
    }
  });

  it('OFFSET pages with filters and a search are the slices of the whole filtered list, in order', async () => {
    for (const filter of [
      { statuses: [0], sortMode: 'Desc' },
      { paymentMethodCodes: [101, 103], sortMode: 'Asc' },
      { searchBy: 2, searchName: USERS.customer, sortMode: 'Desc' },
      { dateFrom: '2026-03-02', dateTo: '2026-03-02', statuses: [0, 1], sortMode: 'Asc' },
    ]) {
      const all = (await retrieve({ ...filter, pageSize: 0 })).map((r) => r.id);
      expect(all.length, JSON.stringify(filter)).toBeGreaterThan(10);
      for (const pageNumber of [2, 3]) {
        const page = await retrieve({ ...filter, pageSize: 10, pageNumber });
        expect(
          page.map((r) => r.id),
          JSON.stringify(filter),
        ).toEqual(all.slice((pageNumber - 1) * 10, pageNumber * 10));
      }
    }
  });

  it('limits the list to a range of Manila days (the dashboard drill-down)', async () => {
    // 2026-03-02T00:00 Manila is 2026-03-01T16:00Z: it belongs to March 2, not March 1.
    expect(await count({ dateFrom: '2026-03-01', dateTo: '2026-03-01' })).toBe(0);
    expect(await count({ dateFrom: '2026-03-02', dateTo: '2026-03-31' })).toBe(25);
  });

  it('answers every row with pageSize 0 (the all-time report), and refuses other page sizes', async () => {
    expect(await retrieve({ pageSize: 0, pageNumber: 1 })).toHaveLength(25);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Retrieve',
      headers: { cookie },
      payload: { pageSize: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/pageSize/);
    const badStatus = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Retrieve/Count',
      headers: { cookie },
      payload: { statuses: [9] },
    });
    expect(badStatus.statusCode).toBe(400);
  });
});
