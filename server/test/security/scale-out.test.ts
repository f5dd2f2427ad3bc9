import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  httpLogin,
  startServerProcess,
  type ServerProcess,
} from '../server-process.ts';

/**
 * Two server processes on one PostgreSQL share everything that matters through the database: sessions,
 * rate limits and the exactly-once rules. Runs only with DATABASE_URL (CI sets it).
 */
describe.runIf(process.env.DATABASE_URL)('two server processes on one database', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const env = { DATABASE_URL: database.url, SEED_DEMO: 'true' };
    // Both start at once: the migration lock lets one migrate while the other waits.
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it('accepts a session made by one process at the other, and ends it everywhere at logout', async () => {
    const { status, cookie } = await httpLogin(first.url, '09170000001', 'backoffice');
    expect(status).toBe(200);
    const me = await fetch(`${second.url}/api/Customers/Me?scope=backoffice`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { mobileNo: string }).mobileNo).toBe('09170000001');
    await fetch(`${second.url}/api/Customers/Logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ scope: 'backoffice' }),
    });
    expect(
      (await fetch(`${first.url}/api/Customers/Me?scope=backoffice`, { headers: { cookie } })).status,
    ).toBe(401);
  });

  it('counts failed logins across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const target = i % 2 === 0 ? first : second;
      statuses.push((await httpLogin(target.url, '09171234567', 'portal', `wrong-${i}`)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('credits a top-up once when both processes are told to post it at the same moment', async () => {
    const { cookie } = await httpLogin(first.url, '09170000001', 'backoffice');
    const lookup = await fetch(`${first.url}/api/Customers/CustomerByMobileNo?mobileNo=09171234567`, {
      headers: { cookie },
    });
    const { id: customerId } = (await lookup.json()) as { id: number };
    const created = await fetch(`${second.url}/api/topuprequests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        topupOption: 2,
        ewalletAccountId: customerId,
        ewalletAccountName: 'Juan Dela Cruz',
        topupRequestAmount: 750,
        paymentMethodCode: 102,
        contactNumber: '09171234567',
        billingAddress: null,
      }),
    });
    const { referenceNumber } = (await created.json()) as { referenceNumber: string };
    const found = await fetch(`${first.url}/api/TopupRequests/Search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ReferenceNumber: referenceNumber, SupportingReference: '750' }),
    });
    const { id } = (await found.json()) as { id: number };
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? first : second).url}/api/TopupRequests/UpdateStatus`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ id, status: 1, remarks: 'paid at the counter' }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });
});
