import { beforeAll, describe, expect, it } from 'vitest';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { TopupStatus } from '../../../../core/topup-status.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { createRequestAt, seedUsersAndMethods, USERS } from './test-fixtures.ts';

/** Issue 19: every status, a range of Manila days, "starts with" searches, totals per status. */
describe('the top-up list: statuses, date range, prefix search and totals by status', () => {
  const t = useTestApp();
  let cookie = '';

  beforeAll(async () => {
    const { customerId, otherCustomerId } = await seedUsersAndMethods(t.db);
    const rows: [string, string, number, number, number][] = [
      // reference, Manila time, status, centavos, customer (0 = customer, 1 = other)
      ['PFXA0001', '2026-05-01T08:00', TopupStatus.Cancelled, 100_00, 0],
      ['PFXA0002', '2026-05-02T23:59', TopupStatus.Expired, 200_00, 0],
      ['PFXB0003', '2026-05-03T00:00', TopupStatus.Cancelled, 300_50, 1],
      ['QQXA0004', '2026-05-04T12:00', TopupStatus.Done, 400_00, 1],
      ['QQXA0005', '2026-05-05T12:00', TopupStatus.Pending, 500_00, 0],
    ];
    for (const [reference, at, status, centavos, who] of rows) {
      await createRequestAt(t.db, {
        reference,
        at,
        status: status as 0,
        centavos,
        code: 102,
        customerId: who === 0 ? customerId : otherCustomerId,
      });
    }
    cookie = (await loginAs(t.app, USERS.topupAdmin, 'backoffice')).cookie;
  });

  const retrieve = async (body: object): Promise<string[]> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Retrieve',
      headers: { cookie },
      payload: { pageSize: 20, sortMode: 'Asc', ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    const count = await t.app.inject({
      method: 'POST',
      url: '/api/TopupRequests/Retrieve/Count',
      headers: { cookie },
      payload: body,
    });
    const references = (response.json() as ListedTopup[]).map((row) => row.referenceNumber);
    expect(count.json(), JSON.stringify(body)).toBe(references.length);
    return references;
  };

  it('filters Cancelled and Expired requests, alone or together', async () => {
    expect(await retrieve({ statuses: [TopupStatus.Cancelled] })).toEqual(['PFXA0001', 'PFXB0003']);
    expect(await retrieve({ statuses: [TopupStatus.Expired] })).toEqual(['PFXA0002']);
    expect(await retrieve({ statuses: [3, 4] })).toEqual(['PFXA0001', 'PFXA0002', 'PFXB0003']);
  });

  it('limits to a range of Manila days, both ends included', async () => {
    expect(await retrieve({ dateFrom: '2026-05-02', dateTo: '2026-05-03' })).toEqual([
      'PFXA0002',
      'PFXB0003',
    ]);
    expect(await retrieve({ dateFrom: '2026-05-04' })).toEqual(['QQXA0004', 'QQXA0005']);
    expect(await retrieve({ dateTo: '2026-05-01' })).toEqual(['PFXA0001']);
  });

  it('finds references that start with the text, in any case, and nothing that only contains it', async () => {
    expect(await retrieve({ searchBy: 1, searchName: 'pfxa' })).toEqual(['PFXA0001', 'PFXA0002']);
    expect(await retrieve({ searchBy: 1, searchName: 'PFX' })).toEqual(['PFXA0001', 'PFXA0002', 'PFXB0003']);
    expect(await retrieve({ searchBy: 1, searchName: 'XA00' })).toEqual([]);
    expect(await retrieve({ searchBy: 1, searchName: 'PFX_' })).toEqual([]);
    expect(await retrieve({ searchBy: 1, searchName: '%' })).toEqual([]);
  });

  it('finds mobile numbers that start with the digits, +63 and a leading 9 read as 09', async () => {
    const other = ['PFXB0003', 'QQXA0004'];
    expect(await retrieve({ searchBy: 2, searchName: USERS.otherCustomer.slice(0, 8) })).toEqual(other);
    expect(await retrieve({ searchBy: 2, searchName: '+6391798' })).toEqual(other);
    expect(await retrieve({ searchBy: 2, searchName: '91798' })).toEqual(other);
    expect(await retrieve({ searchBy: 2, searchName: '0917' })).toHaveLength(5);
    expect(await retrieve({ searchBy: 2, searchName: 'abc' })).toEqual([]);
  });

  it('combines status, range and a partial reference', async () => {
    const body = {
      statuses: [4],
      dateFrom: '2026-05-01',
      dateTo: '2026-05-02',
      searchBy: 1,
      searchName: 'pfx',
    };
    expect(await retrieve(body)).toEqual(['PFXA0001']);
  });

  it('keeps amounts exact', async () => {
    expect(await retrieve({ searchBy: 3, searchName: '300.50' })).toEqual(['PFXB0003']);
    expect(await retrieve({ searchBy: 3, searchName: '300' })).toEqual([]);
  });

  const totals = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/TopupRequests/TotalsByStatus?${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('totals count and centavos per status, never one sum of every status', async () => {
    expect(await totals('dateFrom=2026-05-01&dateTo=2026-05-31')).toEqual([
      { status: 0, statusText: 'Pending', transactionCount: 1, totalCentavos: 500_00 },
      { status: 1, statusText: 'Done', transactionCount: 1, totalCentavos: 400_00 },
      { status: 3, statusText: 'Expired', transactionCount: 1, totalCentavos: 200_00 },
      { status: 4, statusText: 'Cancelled', transactionCount: 2, totalCentavos: 400_50 },
    ]);
    expect(await totals('statuses=4&dateFrom=2026-05-03&dateTo=2026-05-03')).toEqual([
      { status: 4, statusText: 'Cancelled', transactionCount: 1, totalCentavos: 300_50 },
    ]);
  });

  it('totals a search from the matching requests themselves', async () => {
    expect(await totals('searchBy=1&searchName=pfx')).toEqual([
      { status: 3, statusText: 'Expired', transactionCount: 1, totalCentavos: 200_00 },
      { status: 4, statusText: 'Cancelled', transactionCount: 2, totalCentavos: 400_50 },
    ]);
    expect(await totals('searchBy=1&searchName=nothing')).toEqual([]);
  });

  it('totals are for top-up admins only', async () => {
    const encoder = (await loginAs(t.app, USERS.transmittalEncoder, 'backoffice')).cookie;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/TopupRequests/TotalsByStatus',
      headers: { cookie: encoder },
    });
    expect(response.statusCode).toBe(403);
  });
});
