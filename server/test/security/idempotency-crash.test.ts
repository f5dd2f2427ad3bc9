import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client.ts';
import { queryRows, readLedgerState } from '../ledger-checks.ts';
import {
  createScratchDatabase,
  httpLogin,
  startServerProcess,
  type ServerProcess,
} from '../server-process.ts';

/**
 * Idempotency keys recover from a SIGKILL (docs/decisions/0010): a real server process gets journal entries
 * from many clients at once, each with its own Idempotency-Key, and is killed with SIGKILL while they are in
 * flight. After the restart every key is retried: each retry answers 200 with the entry its key made (the
 * one the client was answered, or the one that committed unanswered, or a new one when nothing had
 * committed), never 409 for ever, and the ledger holds exactly one entry per key. On PostgreSQL
 * (DATABASE_URL) and on PGlite (DATA_DIR).
 *
 * The lease is 60 s. Rather than wait a minute after the restart, the test moves the leases the killed
 * process left into the past, as the minute would (the in-process tests let a short lease pass for real).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
/**
 * PostgreSQL: each kill lands between commits and answers (holdAnswers). PGlite runs the requests nearly one
 * after another on its one connection, and a kill falls between a commit and its answer only now and then
 * (about one kill in six, measured): there the in-process test (plugins/idempotency-leases.test.ts) makes
 * that state, and the kills here check everything else.
 */
const KILLS = onPostgres ? 2 : 3;

interface Sent {
  key: string;
  purpose: string;
  amount: number;
  /** The entry the client was answered before the kill, if it was. */
  answeredId: number | null;
}

describe(`a server killed with keyed requests in flight (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let dataDir = '';
  let server: ServerProcess | null = null;
  let reader: DatabaseHandle | null = null;

  const env = (): Record<string, string> =>
    database
      ? { DATABASE_URL: database.url, SEED_DEMO: 'true' }
      : { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'true' };

  /** Work on the database: at any time on PostgreSQL; on PGlite only while no server holds its files. */
  async function withDatabase<T>(work: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
    if (reader) return work(reader.db);
    if (server) throw new Error('PGlite is held by the server');
    const handle = await openPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    if (onPostgres) {
      database = await createScratchDatabase();
      reader = openPostgres(database.url, 2);
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'idempotency-crash-'));
    }
  }, 60_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await reader?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (baseUrl: string, cookie: string, request: Sent) =>
    fetch(`${baseUrl}/api/JournalEntry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': request.key },
      body: JSON.stringify({
        contactNumber: '09171234567',
        topupRequestAmount: request.amount,
        purpose: request.purpose,
      }),
    });

  /** Clients sending keyed journal entries one after another until the server is gone. */
  async function drive(baseUrl: string, cookie: string, sent: Sent[], stop: () => boolean) {
    while (!stop()) {
      const key = `crash-${randomUUID()}`;
      const request: Sent = {
        key,
        purpose: `crash test ${key}`,
        // Each request its own amount: the same amount to the same wallet within minutes is asked about
        // as a possible duplicate (decision 0044), which is not what this test is about.
        amount: 1 + sent.length,
        answeredId: null,
      };
      sent.push(request);
      try {
        const response = await post(baseUrl, cookie, request);
        if (response.status === 200) request.answeredId = ((await response.json()) as { id: number }).id;
      } catch {
        return; // killed
      }
    }
  }

  /** The keys the killed process left claimed without an answer, and which of them had committed. */
  async function unfinishedClaims(sent: Sent[]) {
    const rows = await withDatabase((db) =>
      queryRows<{ key: string; committed: boolean }>(
        db,
        sql`select k.key, exists (select 1 from journal_entries j where j.purpose = 'crash test ' || k.key)
              as committed
            from idempotency_keys k where k.status_code is null and k.key like 'crash-%'`,
      ),
    );
    const keys = new Set(sent.map((request) => request.key));
    return rows.filter((row) => keys.has(row.key));
  }

  /**
   * PostgreSQL: a second connection locks the rows of the claims still unanswered, so that their answers
   * wait while their work goes on and commits; the kill that follows lands between commit and answer for
   * certain. Answers the number of rows held and a function that lets them go.
   */
  async function holdAnswers(): Promise<{ held: number; release: () => Promise<void> }> {
    for (let attempt = 0; ; attempt += 1) {
      let locked: (count: number) => void = () => undefined;
      let letGo: () => void = () => undefined;
      const counted = new Promise<number>((resolve) => (locked = resolve));
      const released = new Promise<void>((resolve) => (letGo = resolve));
      const session = reader!.withSession(async (raw) => {
        await raw.exec('begin');
        const rows = await raw.query(
          "select key from idempotency_keys where status_code is null and key like 'crash-%' for update",
        );
        locked(rows.length);
        if (rows.length > 0) await released;
        await raw.exec('rollback');
      });
      const held = await counted;
      if (held > 0 || attempt >= 200) {
        return {
          held,
          release: async () => {
            letGo();
            await session;
          },
        };
      }
      await session;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('answers every retried key with the entry it made, once, after SIGKILL and restart', async () => {
    const sent: Sent[] = [];
    let cookie = '';
    let unfinished: { key: string; committed: boolean }[] = [];
    // At least KILLS kills, and more (up to twice as many) until one has left a claim unanswered.
    for (let kill = 0; kill < KILLS || (unfinished.length === 0 && kill < 2 * KILLS); kill += 1) {
      server = await startServerProcess(env());
      if (!cookie) ({ cookie } = await httpLogin(server.url, '09170000001', 'backoffice'));
      const before = sent.length;
      let killed = false;
      const clients = Array.from({ length: 16 }, () => drive(server!.url, cookie, sent, () => killed));
      const started = Date.now();
      while (Date.now() - started < 1_500 + Math.random() * 1_500 || sent.length - before < 40) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const hold = reader ? await holdAnswers() : null;
      if (hold) {
        expect(hold.held).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 500)); // their work commits meanwhile
      }
      killed = true;
      await server.stop('SIGKILL');
      server = null;
      await hold?.release();
      await Promise.all(clients);
      unfinished = await unfinishedClaims(sent);
    }
    // The kills left claims without an answer (PGlite: where the kills happened to fall).
    expect(unfinished.length).toBeGreaterThan(0);
    if (onPostgres) expect(unfinished.filter((claim) => claim.committed).length).toBeGreaterThan(0);

    // What committed before the last kill, by key (its purpose names it).
    const committedBefore = new Map(
      (
        await withDatabase((db) =>
          queryRows<{ purpose: string; id: number }>(
            db,
            sql`select purpose, id from journal_entries where purpose like 'crash test %'`,
          ),
        )
      ).map((row) => [row.purpose, row.id]),
    );

    if (!onPostgres) await withDatabase(ageLeases);
    server = await startServerProcess(env());
    if (onPostgres) {
      // The lease outlives the process: a retry straight after the restart is told to wait, not run.
      const claim = unfinished[0]!;
      const request = sent.find((entry) => entry.key === claim.key)!;
      const early = await post(server.url, cookie, request);
      expect(early.status).toBe(409);
      expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
      await withDatabase(ageLeases);
    }

    for (const request of sent) {
      const retry = await post(server.url, cookie, request);
      expect(retry.status, request.key).toBe(200);
      const { id } = (await retry.json()) as { id: number };
      if (request.answeredId !== null) expect(id, request.key).toBe(request.answeredId);
      const committed = committedBefore.get(request.purpose);
      if (committed !== undefined) expect(id, request.key).toBe(committed);
    }

    // Exactly one entry per key, each with its posting, and a ledger that balances.
    await server.stop('SIGTERM');
    server = null;
    const entries = await withDatabase((db) =>
      queryRows<{ purpose: string; n: number; posted: number }>(
        db,
        sql`select j.purpose, count(*)::int as n,
              count(p.id)::int as posted
            from journal_entries j
            left join postings p on p.cause_type = 'journal' and p.cause_id = j.id
            where j.purpose like 'crash test %' group by j.purpose`,
      ),
    );
    const byPurpose = new Map(entries.map((row) => [row.purpose, row]));
    for (const request of sent) {
      expect(byPurpose.get(request.purpose)?.n, request.key).toBe(1);
      expect(byPurpose.get(request.purpose)?.posted, request.key).toBe(1);
    }
    expect(entries.length).toBe(sent.length);
    const ledger = await withDatabase(readLedgerState);
    expect(ledger.totalOfEntries).toBe(0);
    expect(ledger.accountsOutOfBalance).toBe(0);
    expect(ledger.malformedPostings).toBe(0);
    expect(
      await withDatabase((db) =>
        queryRows(db, sql`select 1 from idempotency_keys where status_code is null`),
      ),
    ).toEqual([]);
  }, 600_000);

  /** What a minute does to the leases the killed process left. */
  async function ageLeases(db: DatabaseHandle['db']) {
    await db.execute(sql`
      update idempotency_keys set claimed_until = now() - interval '1 second' where status_code is null`);
  }
});
