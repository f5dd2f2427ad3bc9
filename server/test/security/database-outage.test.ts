import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../../src/db/client.ts';
import { queryRows, readLedgerState } from '../ledger-checks.ts';
import {
  createScratchDatabase,
  httpLogin,
  startServerProcess,
  type ServerProcess,
} from '../server-process.ts';

/**
 * The database goes away under write load and comes back: PostgreSQL ends every connection of the server
 * (as a restart or a failover does) while journal entries are being written. An outside review saw every
 * server process exit at once here: a `pg` client checked out at that moment threw its `error` event at the
 * process. Now the process stays up, each request in flight gets 200 or a 503 with a plain message (never
 * a 500 or a dropped connection), /readyz says unavailable only while the database is away, and the work
 * goes on. PostgreSQL only: PGlite has no connections to lose.
 */
describe.runIf(process.env.DATABASE_URL)('a database that goes away and comes back', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerProcess;
  let reader: DatabaseHandle;
  let killer: pg.Client;

  beforeAll(async () => {
    database = await createScratchDatabase();
    server = await startServerProcess({ DATABASE_URL: database.url, SEED_DEMO: 'true' });
    reader = openPostgres(database.url, 1);
    killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
  }, 240_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await reader?.close();
    await killer?.end();
    await database?.drop();
  });

  const databaseName = () => new URL(database.url).pathname.slice(1);
  /** Ends every connection to the server's database, as a restart or a failover would. */
  const cutConnections = () =>
    killer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [databaseName()],
    );

  it('keeps answering through connections cut under load, and writes again once they are back', async () => {
    const { cookie } = await httpLogin(server.url, '09170000001', 'backoffice');
    const answers: { status: number; body: string }[] = [];
    const written: { id: number; amount: number }[] = [];
    let stop = false;
    let amounts = 0;
    const writeEntry = async () => {
      // Each entry its own amount: the same amount to the same wallet within minutes would be asked about
      // as a possible duplicate (decision 0044), an answer this test does not expect.
      const amount = ++amounts;
      // A dropped connection or a dead server is an answer too (status 0), and a wrong one.
      const response = await fetch(`${server.url}/api/JournalEntry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          contactNumber: '09171234567',
          ewalletAccountName: 'Juan Dela Cruz',
          topupRequestAmount: amount,
          purpose: 'outage drill',
        }),
      }).catch(() => null);
      if (!response) {
        answers.push({ status: 0, body: 'no answer' });
        return;
      }
      const body = await response.text();
      answers.push({ status: response.status, body });
      if (response.status === 200) written.push({ id: (JSON.parse(body) as { id: number }).id, amount });
    };
    const clients = Array.from({ length: 6 }, async () => {
      while (!stop) await writeEntry();
    });
    // Cut every connection several times while the six clients write, each time after some writes went in.
    for (let cut = 0; cut < 6; cut += 1) {
      const before = answers.length;
      while (answers.length < before + 10) await new Promise((resolve) => setImmediate(resolve));
      await cutConnections();
    }
    stop = true;
    await Promise.all(clients);

    expect(server.child.exitCode).toBeNull();
    const unexpected = answers.filter((a) => a.status !== 200 && a.status !== 503);
    expect(unexpected).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    // The cuts hit requests in flight (otherwise this test would prove nothing)...
    expect(unavailable.length).toBeGreaterThan(0);
    // ...and those were told plainly, with nothing of the database's own words.
    for (const answer of unavailable) {
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is unavailable for a moment. Please try again.',
      });
    }

    // Back: ready again, and a new entry is written and posted.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const before = written.length;
    await writeEntry();
    expect(written.length).toBe(before + 1);

    // Every entry answered 200 is there with its posting; nothing half-written; the ledger balances.
    // A posted entry has its posting; one awaiting approval (the demo's, decision 0013) has none.
    const rows = await queryRows<{ id: number; amount: string; posted: string | null; due: string | null }>(
      reader.db,
      sql`select j.id, j.amount::text, p.amount::text as posted,
          (case when j.status = 1 then j.amount end)::text as due
        from journal_entries j
        left join postings p on p.cause_type = 'journal' and p.cause_id = j.id`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const entry of written) expect(Number(byId.get(entry.id)?.amount)).toBe(entry.amount * 100);
    for (const row of rows) expect(row.posted).toBe(row.due);
    const ledger = await readLedgerState(reader.db);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
    expect(ledger.malformedPostings).toBe(0);
  }, 120_000);

  it('says unavailable on /readyz while the database refuses connections, and ready once it takes them', async () => {
    await killer.query(`alter database ${databaseName()} with allow_connections false`);
    try {
      await cutConnections();
      const during = await fetch(`${server.url}/readyz`);
      expect(during.status).toBe(503);
      expect(await during.json()).toEqual({ status: 'unavailable' });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await killer.query(`alter database ${databaseName()} with allow_connections true`);
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
