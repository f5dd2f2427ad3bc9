import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client.ts';
import { queryRows, readLedgerState } from '../ledger-checks.ts';
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
const postJson = (url: string, body: unknown, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe.runIf(process.env.DATABASE_URL)('two server processes on one database', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: ServerProcess;
  let second: ServerProcess;
  let reader: DatabaseHandle;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const env = { DATABASE_URL: database.url, SEED_DEMO: 'true' };
    // Both start at once: the migration lock lets one migrate while the other waits.
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    reader = openPostgres(database.url, 2);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await reader?.close();
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

  it('accepts at one process the look-up grant of the other (their shared key, made once)', async () => {
    const lookup = await fetch(`${first.url}/api/Customers/CustomerByMobileNo?mobileNo=09179876543`);
    const { id } = (await lookup.json()) as { id: number };
    const grant = lookup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const create = (cookie?: string) =>
      postJson(
        `${second.url}/api/topuprequests`,
        {
          topupOption: 2,
          ewalletAccountId: id,
          topupRequestAmount: 150,
          paymentMethodCode: 102,
          contactNumber: '09171234567',
        },
        cookie,
      );
    expect((await create()).status).toBe(400);
    expect((await create(grant)).status).toBe(200);
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
        ewalletMobileNo: '09171234567',
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

  it('credits a card payment once when its webhook reaches one process and the return page the other', async () => {
    const { cookie } = await httpLogin(first.url, '09170000001', 'backoffice');
    const lookup = await fetch(`${first.url}/api/Customers/CustomerByMobileNo?mobileNo=09179876543`, {
      headers: { cookie },
    });
    const { id: customerId } = (await lookup.json()) as { id: number };
    const created = await postJson(`${first.url}/api/topuprequests`, {
      topupOption: 2,
      ewalletAccountId: customerId,
      ewalletAccountName: 'Maria Santos',
      ewalletMobileNo: '09179876543',
      topupRequestAmount: 1234.5,
      paymentMethodCode: 101,
      contactNumber: '09179876543',
      billingAddress: null,
    });
    expect(created.status).toBe(200);
    const { referenceNumber, checkoutUrl } = (await created.json()) as {
      referenceNumber: string;
      checkoutUrl: string;
    };
    const before = (await readLedgerState(reader.db)).wallets.get(customerId) ?? 0;
    // Paid at the provider; its own webhook is held back so that the test sends it where it wants.
    const paid = await fetch(`${second.url}${checkoutUrl}/pay?webhook=none`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? postJson(`${first.url}/api/Payments/Webhook`, {
              requestReferenceNumber: referenceNumber,
              status: 'PAYMENT_SUCCESS',
            })
          : postJson(`${second.url}/api/Payments/Confirm`, { referenceNumber }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const [request] = await queryRows<{ id: number; status: number }>(
      reader.db,
      sql`select id, status from topup_requests where reference_number = ${referenceNumber}`,
    );
    expect(request?.status).toBe(1);
    const ledger = await readLedgerState(reader.db);
    expect(ledger.topupPostings.get(request?.id ?? 0)).toBe(1234_50);
    expect(ledger.wallets.get(customerId)).toBe(before + 1234_50);
    expect(ledger.totalOfEntries).toBe(0);
  });

  it('approves a transmittal once when both processes are asked at the same moment', async () => {
    const maker = await httpLogin(first.url, '09170000002', 'backoffice');
    const checker = await httpLogin(second.url, '09170000003', 'backoffice');
    const departments = (await (
      await fetch(`${first.url}/api/Departments/Active`, { headers: { cookie: maker.cookie } })
    ).json()) as { id: number }[];
    let departmentId = 0;
    let employees: { employeeId: number }[] = [];
    for (const department of departments) {
      const listed = await fetch(
        `${first.url}/api/Transmittals/CreateNewTransmittal?departmentId=${department.id}`,
        { headers: { cookie: maker.cookie } },
      );
      employees = (await listed.json()) as { employeeId: number }[];
      departmentId = department.id;
      if (employees.length > 0) break;
    }
    expect(employees.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const created = await postJson(
      `${first.url}/api/Transmittals`,
      {
        transmittalDate: today,
        dateStart: today,
        dateEnd: today,
        remarks: 'scale-out',
        departmentId,
        transmittalDetails: employees.map((employee) => ({ employeeId: employee.employeeId, amount: 150 })),
      },
      maker.cookie,
    );
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };

    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postJson(
          `${(i % 2 === 0 ? first : second).url}/api/Transmittals/ApproveTransmittals`,
          [{ id }],
          checker.cookie,
        ).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);

    const postings = await queryRows<{ n: string; total: string }>(
      reader.db,
      sql`select count(*)::text as n, coalesce(sum(p.amount), 0)::text as total
        from postings p join transmittal_details d on p.cause_type = 'transmittal_detail' and p.cause_id = d.id
        where d.transmittal_header_id = ${id}`,
    );
    expect(postings[0]).toEqual({ n: String(employees.length), total: String(employees.length * 150_00) });
    const [header] = await queryRows<{ status: number }>(
      reader.db,
      sql`select status from transmittal_headers where id = ${id}`,
    );
    expect(header?.status).toBe(1);
    expect((await readLedgerState(reader.db)).totalOfEntries).toBe(0);
  });

  it("ends a user's session on one process when their role is removed on the other", async () => {
    const staff = await httpLogin(second.url, '09170000004', 'backoffice');
    expect(staff.status).toBe(200);
    const me = () =>
      fetch(`${second.url}/api/Customers/Me?scope=backoffice`, { headers: { cookie: staff.cookie } });
    expect((await me()).status).toBe(200);
    const { cookie } = await httpLogin(first.url, '09170000001', 'backoffice');
    const users = (await (
      await fetch(`${first.url}/api/Customers/Users`, { headers: { cookie } })
    ).json()) as { id: number; mobileNo: string }[];
    const target = users.find((user) => user.mobileNo === '09170000004');
    expect(target).toBeDefined();
    const removed = await postJson(
      `${first.url}/api/Customers/TagUser`,
      { CustomerId: target?.id, Checked: false, IsTransmittalAdmin: false, IsTransmittalEncoder: false },
      cookie,
    );
    expect(removed.status).toBe(200);
    expect((await me()).status).toBe(401);
    const rejected = await postJson(
      `${second.url}/api/Transmittals/RejectTransmittals`,
      [{ id: 1, reason: 'Wrong period' }],
      staff.cookie,
    );
    expect(rejected.status).toBe(401);
  });

  // The list, count and statistics read their session in their own statement (decision 0037): what ended it
  // at the other process, or in the database, counts at the very next read, whatever the load.
  const readsOf = (baseUrl: string, cookie: string): (() => Promise<Response>)[] => [
    () =>
      postJson(
        `${baseUrl}/api/TopupRequests/Retrieve`,
        { pageSize: 10, pageNumber: 1, sortMode: 'Desc' },
        cookie,
      ),
    () => postJson(`${baseUrl}/api/TopupRequests/Retrieve/Count`, {}, cookie),
    () => fetch(`${baseUrl}/api/TopupRequests/Statistics?DateFrom=2026-11-01`, { headers: { cookie } }),
  ];
  const statusesOf = async (reads: (() => Promise<Response>)[]) =>
    Promise.all(reads.map(async (read) => (await read()).status));

  it('refuses the back-office reads at one process from the moment the other acknowledges a logout, under a burst', async () => {
    const { cookie } = await httpLogin(first.url, '09170000005', 'backoffice');
    expect(await statusesOf(readsOf(second.url, cookie))).toEqual([200, 200, 200]);
    const answers: { sentAt: number; answeredAt: number; status: number }[] = [];
    const waiters: { until: () => boolean; resolve: () => void }[] = [];
    const seen = (until: () => boolean) =>
      new Promise<void>((resolve) => {
        if (until()) resolve();
        else waiters.push({ until, resolve });
      });
    let stop = false;
    const burst = async (client: number) => {
      while (!stop) {
        const sentAt = performance.now();
        const read = readsOf(client % 2 === 0 ? second.url : first.url, cookie)[client % 3];
        const status = read ? (await read()).status : 0;
        answers.push({ sentAt, answeredAt: performance.now(), status });
        for (const waiter of waiters.filter((w) => w.until())) {
          waiter.resolve();
          waiters.splice(waiters.indexOf(waiter), 1);
        }
      }
    };
    const clients = Array.from({ length: 6 }, (_, client) => burst(client));
    await seen(() => answers.filter((answer) => answer.status === 200).length >= 30);
    const logoutSentAt = performance.now();
    const logout = await postJson(`${first.url}/api/Customers/Logout`, { scope: 'backoffice' }, cookie);
    expect(logout.status).toBe(200);
    const acknowledgedAt = performance.now();
    await seen(() => answers.filter((answer) => answer.sentAt > acknowledgedAt).length >= 60);
    stop = true;
    await Promise.all(clients);
    // A read answered before the logout was sent saw a live session; one still in flight then may see
    // either, since the logout can commit before it is read.
    const before = answers.filter((answer) => answer.answeredAt < logoutSentAt);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(new Set(before.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 401)).toEqual([]);
    const after = answers.filter((answer) => answer.sentAt > acknowledgedAt);
    expect(after.length).toBeGreaterThanOrEqual(60);
    expect(new Set(after.map((answer) => answer.status))).toEqual(new Set([401]));
  });

  it('refuses the back-office reads at once when the database says the session timed out, owes the factor or lost its role', async () => {
    const sessionIdOf = (cookie: string) =>
      createHash('sha256')
        .update(cookie.slice(cookie.indexOf('=') + 1))
        .digest('hex');
    const idle = await httpLogin(first.url, '09170000001', 'backoffice');
    expect(await statusesOf(readsOf(second.url, idle.cookie))).toEqual([200, 200, 200]);
    await reader.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${sessionIdOf(idle.cookie)}`,
    );
    expect(await statusesOf(readsOf(second.url, idle.cookie))).toEqual([401, 401, 401]);

    const stepUp = await httpLogin(first.url, '09170000001', 'backoffice');
    expect(await statusesOf(readsOf(second.url, stepUp.cookie))).toEqual([200, 200, 200]);
    await reader.db.execute(
      sql`update sessions set proof = 'password' where id = ${sessionIdOf(stepUp.cookie)}`,
    );
    const owed = await Promise.all(readsOf(second.url, stepUp.cookie).map((read) => read()));
    expect(owed.map((answer) => answer.status)).toEqual([403, 403, 403]);
    for (const answer of owed) expect(await answer.json()).toMatchObject({ code: 'second_factor_required' });

    const role = await httpLogin(first.url, '09170000005', 'backoffice');
    expect(await statusesOf(readsOf(second.url, role.cookie))).toEqual([200, 200, 200]);
    await reader.db.execute(sql`update customers set tags = '{}' where mobile_no = '09170000005'`);
    expect(await statusesOf(readsOf(second.url, role.cookie))).toEqual([401, 401, 401]);
  });
});
