import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/demo/seed.ts';
import { queryRows, readLedgerState } from '../ledger-checks.ts';
import { createScratchDatabase } from '../server-process.ts';

/**
 * The backup procedure of docs/DEPLOYMENT.md, tried: pg_dump a database with demo data and postings,
 * pg_restore it into an empty database, and find the same requests and the same balanced ledger.
 * Runs with DATABASE_URL (CI sets it); there a missing pg_dump or pg_restore is a failure, not a skip, so
 * that the backup procedure cannot go untested unnoticed (.ci/run installs postgresql-client if needed).
 */
function installed(tool: string): boolean {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.runIf(process.env.DATABASE_URL)('backup and restore with pg_dump', () => {
  it('has pg_dump and pg_restore to try the backup with', () => {
    expect(installed('pg_dump'), 'pg_dump is not installed (package postgresql-client)').toBe(true);
    expect(installed('pg_restore'), 'pg_restore is not installed (package postgresql-client)').toBe(true);
  });

  let source: Awaited<ReturnType<typeof createScratchDatabase>>;
  let target: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    source = await createScratchDatabase();
    target = await createScratchDatabase();
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('restores every request and the same balanced ledger', async () => {
    const original = openPostgres(source.url, 2);
    await migrate(original);
    await seedDemoData(original.db);
    const fingerprint = async (handle: ReturnType<typeof openPostgres>) => ({
      requests: await queryRows<{ n: string; total: string }>(
        handle.db,
        sql`select count(*)::text as n, coalesce(sum(amount), 0)::text as total from topup_requests`,
      ),
      ledger: await readLedgerState(handle.db),
    });
    const before = await fingerprint(original);
    await original.close();
    expect(before.ledger.topupPostings.size).toBeGreaterThan(0);

    const file = join(mkdtempSync(join(tmpdir(), 'backup-')), 'ewallet.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${file}`, source.url]);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${target.url}`, file]);

    const restored = openPostgres(target.url, 2);
    try {
      expect(await migrate(restored)).toEqual([]);
      const after = await fingerprint(restored);
      expect(after.requests).toEqual(before.requests);
      expect(after.ledger).toEqual(before.ledger);
      expect(after.ledger.totalOfEntries).toBe(0);
      expect(after.ledger.accountsOutOfBalance).toBe(0);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
