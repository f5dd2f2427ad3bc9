import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { seedUsersAndMethods, USERS } from './test-fixtures.ts';

/** Every back-office top-up endpoint of this module, with a valid input. */
const ENDPOINTS = [
  { method: 'GET', url: '/api/TopupRequests/Statistics?DateFrom=2026-03-01' },
  { method: 'GET', url: '/api/TopupRequests/DailyTotals?DateFrom=2026-03-01' },
  {
    method: 'POST',
    url: '/api/TopupRequests/Retrieve/Count',
    payload: { statuses: [], pageSize: 10, pageNumber: 1 },
  },
  { method: 'POST', url: '/api/TopupRequests/Retrieve', payload: { pageSize: 10, pageNumber: 1 } },
  {
    method: 'POST',
    url: '/api/TopupRequests/RetrieveV2',
    payload: { status: 0, paymentMethodCode: 101, date: '2026-03-01' },
  },
  {
    method: 'POST',
    url: '/api/TopupRequests/UpdateStatus',
    payload: { id: 999999, status: 1, remarks: 'x' },
  },
  { method: 'GET', url: '/api/TopupRequests/StatusHistory?TopupRequestId=999999' },
  { method: 'GET', url: '/api/TopupRequests/GetByDateFromDateTo?dateFrom=2026-03-01&dateTo=2026-03-31' },
  { method: 'GET', url: '/api/TopupRequests/TopupSummaryReport?dateFrom=2026-03-01&dateTo=2026-03-31' },
  { method: 'GET', url: '/api/TopupRequests/Export.csv' },
] as const;

describe('back-office top-up endpoints: top-up admins only', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    await seedUsersAndMethods(t.db);
    for (const [name, mobile] of Object.entries(USERS)) {
      cookies[name] = (await loginAs(t.app, mobile, name.startsWith('t') ? 'backoffice' : 'portal')).cookie;
    }
  });

  const call = (endpoint: (typeof ENDPOINTS)[number], cookie?: string) =>
    t.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: cookie ? { cookie } : {},
      ...('payload' in endpoint ? { payload: endpoint.payload } : {}),
    });

  it.each(ENDPOINTS)(
    '$method $url: 401 without a session, 401 with only a portal session',
    async (endpoint) => {
      const anonymous = await call(endpoint);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, message: 'Unauthorized Access to Service' });
      expect((await call(endpoint, cookies.customer)).statusCode).toBe(401);
    },
  );

  it.each(ENDPOINTS)('$method $url: 403 for transmittal admins and encoders', async (endpoint) => {
    for (const role of ['transmittalAdmin', 'transmittalEncoder']) {
      const response = await call(endpoint, cookies[role]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Unauthorized User' });
    }
  });

  it.each(ENDPOINTS)('$method $url: answers a top-up admin', async (endpoint) => {
    const response = await call(endpoint, cookies.topupAdmin);
    // The two calls about request 999999 reach the service and find nothing.
    expect(response.statusCode).toBe(
      endpoint.url.includes('999999') || ('payload' in endpoint && 'id' in endpoint.payload) ? 404 : 200,
    );
  });

  // The list, count and statistics read their session in their own statement (decision 0037): the order
  // of the checks stays that of every route, a malformed input is answered only to a caller let through.
  const MALFORMED = [
    { method: 'POST', url: '/api/TopupRequests/Retrieve', payload: { pageSize: 'ten', pageNumber: 1 } },
    { method: 'POST', url: '/api/TopupRequests/Retrieve/Count', payload: { statuses: 'all' } },
    // Well formed for the contract, refused by the read itself (no such month).
    { method: 'GET', url: '/api/TopupRequests/Statistics?DateFrom=2026-13-01' },
  ] as const;

  it.each(MALFORMED)(
    '$method $url: a malformed input is 401 to an unknown session, 403 to another role, 400 to a top-up admin',
    async (endpoint) => {
      const call = (cookie: string) =>
        t.app.inject({
          method: endpoint.method,
          url: endpoint.url,
          headers: { cookie },
          ...('payload' in endpoint ? { payload: endpoint.payload } : {}),
        });
      expect((await call('bo_sid=no-such-session')).statusCode).toBe(401);
      expect((await call(cookies.transmittalAdmin ?? '')).statusCode).toBe(403);
      expect((await call(cookies.topupAdmin ?? '')).statusCode).toBe(400);
    },
  );

  it('answers the list the same with an Idempotency-Key, which reads the session the usual way first', async () => {
    const list = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/TopupRequests/Retrieve',
        headers: { cookie: cookies.topupAdmin ?? '', ...headers },
        payload: { pageSize: 10, pageNumber: 1 },
      });
    const plain = await list({});
    const keyed = await list({ 'idempotency-key': 'list-read-0001' });
    expect(plain.statusCode).toBe(200);
    expect(keyed.statusCode).toBe(200);
    expect(keyed.json()).toEqual(plain.json());
    expect(
      (await list({ 'idempotency-key': 'list-read-0002', cookie: cookies.transmittalAdmin ?? '' }))
        .statusCode,
    ).toBe(403);
  });
});
