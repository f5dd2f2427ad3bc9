import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client.ts';
import { readLedgerState, queryRows } from '../ledger-checks.ts';
import { sql } from 'drizzle-orm';
import {
  createScratchDatabase,
  httpLogin,
  startServerProcess,
  type ServerProcess,
} from '../server-process.ts';

/**
 * Drives top-ups and postings at a real server process on PostgreSQL from many clients, kills it with
 * SIGKILL midway, restarts it, and checks that every answered request is there, nothing is half-written,
 * the ledger balances, and the work goes on. Runs only with DATABASE_URL (CI sets it).
 */
describe.runIf(process.env.DATABASE_URL)('a server killed mid-work', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerProcess;
  let reader: DatabaseHandle;
  const env = () => ({ DATABASE_URL: database.url, SEED_DEMO: 'true' });

  beforeAll(async () => {
    database = await createScratchDatabase();
    server = await startServerProcess(env());
    reader = openPostgres(database.url, 2);
  }, 240_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await reader?.close();
    await database?.drop();
  });

  interface Answered {
    referenceNumber: string;
    amount: number;
    doneAnswered: boolean;
  }

  async function drive(
    baseUrl: string,
    cookie: string,
    customerId: number,
    answered: Answered[],
    until: () => boolean,
  ) {
    while (!until()) {
      const amount = 100 + Math.floor(Math.random() * 4900);
      try {
        const created = await fetch(`${baseUrl}/api/topuprequests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            topupOption: 2,
            ewalletAccountId: customerId,
            ewalletAccountName: 'Juan Dela Cruz',
            topupRequestAmount: amount,
            paymentMethodCode: 102,
            contactNumber: '09171234567',
            billingAddress: null,
          }),
        });
        if (created.status !== 200) continue;
        const { referenceNumber } = (await created.json()) as { referenceNumber: string };
        const record: Answered = { referenceNumber, amount, doneAnswered: false };
        answered.push(record);
        const found = await fetch(`${baseUrl}/api/TopupRequests/Search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ReferenceNumber: referenceNumber, SupportingReference: String(amount) }),
        });
        if (found.status !== 200) continue;
        const { id } = (await found.json()) as { id: number };
        const done = await fetch(`${baseUrl}/api/TopupRequests/UpdateStatus`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ id, status: 1, remarks: 'paid at the counter' }),
        });
        if (done.status === 200) record.doneAnswered = true;
      } catch {
        // The server is gone: stop driving.
        return;
      }
    }
  }

  it('keeps every answered request and a balanced ledger across SIGKILL and restart', async () => {
    const { cookie } = await httpLogin(server.url, '09170000001', 'backoffice');
    const lookup = await fetch(`${server.url}/api/Customers/CustomerByMobileNo?mobileNo=09171234567`, {
      headers: { cookie },
    });
    const { id: customerId } = (await lookup.json()) as { id: number };
    const answered: Answered[] = [];
    let killed = false;
    const clients = Array.from({ length: 8 }, () =>
      drive(server.url, cookie, customerId, answered, () => killed),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(clients);
    expect(answered.length).toBeGreaterThan(5);

    server = await startServerProcess(env());

    const rows = await queryRows<{ reference_number: string; status: number; amount: string }>(
      reader.db,
      sql`select reference_number, status, amount::text from topup_requests`,
    );
    const byReference = new Map(rows.map((row) => [row.reference_number, row]));
    for (const request of answered) {
      const row = byReference.get(request.referenceNumber);
      expect(row, request.referenceNumber).toBeDefined();
      expect(Number(row?.amount)).toBe(request.amount * 100);
      if (request.doneAnswered) expect(row?.status).toBe(1);
    }
    const ledger = await readLedgerState(reader.db);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
    expect(ledger.malformedPostings).toBe(0);
    const done = await queryRows<{ id: number; amount: string }>(
      reader.db,
      sql`select id, amount::text from topup_requests where status = 1`,
    );
    expect(done.length).toBe(ledger.topupPostings.size);
    for (const request of done) expect(ledger.topupPostings.get(request.id)).toBe(Number(request.amount));

    // The work goes on: the session survived (it is in the database) and a new top-up posts.
    const more: Answered[] = [];
    let rounds = 0;
    await drive(
      server.url,
      cookie,
      customerId,
      more,
      () => more.some((r) => r.doneAnswered) || ++rounds > 20,
    );
    expect(more.some((r) => r.doneAnswered)).toBe(true);
  }, 180_000);
});
