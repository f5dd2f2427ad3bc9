// Fills a database with benchmark volume through the product's own tables: the product's migrations and
// demo seed first, then set-based INSERT ... SELECT generate_series for the bulk. Usage: bench/README.md.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres, type DatabaseHandle, type RawSession } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { isDatabaseEmpty, seedDemoData } from '../server/src/demo/seed.ts';
import { assertLocalDatabase, recreatePostgresDatabase } from './generator/local-database.ts';
import { SCALES, type Scale } from './generator/scale.ts';
import {
  BALANCES_SQL,
  GENERATED_MOBILE_PREFIX,
  customerSql,
  historySql,
  topupLedgerSql,
  topupSql,
  type Baseline,
} from './generator/topup-steps.ts';
import { optionalSteps } from './generator/optional-steps.ts';
import { tableCounts, verifyLedger } from './generator/verify.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '10k' },
    'database-url': { type: 'string' },
    pglite: { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});

const scale = SCALES[values.scale ?? ''];
if (!scale) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);

/**
 * --fresh for PGlite: removes the folder a former run made (its pglite/ data and the server's files beside
 * it). A folder that holds anything else is refused, so that a wrong path never loses files.
 */
function removePgliteFolder(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  const entries = readdirSync(dataDir);
  const known = new Set(['pglite', 'server.lock']);
  if (entries.length && !entries.includes('pglite')) {
    throw new Error(`--fresh: ${dataDir} holds no pglite/ folder; remove it yourself if it is yours`);
  }
  const strangers = entries.filter((name) => !known.has(name));
  if (strangers.length) {
    throw new Error(
      `--fresh: ${dataDir} holds ${strangers.join(', ')} too; remove it yourself if it is yours`,
    );
  }
  if (entries.includes('server.lock')) {
    const holder = Number(readFileSync(join(dataDir, 'server.lock'), 'utf8'));
    if (holder > 0 && isAlive(holder))
      throw new Error(`--fresh: a server (pid ${holder}) has ${dataDir} open`);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function open(): Promise<DatabaseHandle> {
  if (values.pglite) {
    // The same layout as the server's DATA_DIR, so that DATA_DIR=<dir> node dist/... opens it.
    const dataDir = resolve(values.pglite);
    if (values.fresh) removePgliteFolder(dataDir);
    mkdirSync(dataDir, { recursive: true });
    return openPglite({ dataDir: join(dataDir, 'pglite') });
  }
  const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('Give --database-url postgres://... (a local database) or --pglite <dir>');
  assertLocalDatabase(url);
  if (values.fresh) await recreatePostgresDatabase(url);
  return openPostgres(url, 2);
}

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(
    `  ${label.padEnd(44, '.')} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`,
  );
}

async function baselineOf(session: RawSession): Promise<Baseline> {
  const [row] = await session.query<Record<string, string | number | null>>(
    `select (select coalesce(max(id), 0) from customers) as "lastCustomerId",
            (select coalesce(max(id), 0) from topup_requests) as "lastTopupId",
            (select coalesce(max(id), 0) from postings) as "lastPostingId",
            (select id from customers where 'TOPUP_ADMIN' = any(tags) order by id limit 1) as "adminId",
            (select firstname || ' ' || lastname from customers where 'TOPUP_ADMIN' = any(tags)
              order by id limit 1) as "adminName"`,
  );
  if (!row?.adminId) throw new Error('No TOPUP_ADMIN in the database: the demo seed did not run');
  return {
    lastCustomerId: Number(row.lastCustomerId),
    lastTopupId: Number(row.lastTopupId),
    lastPostingId: Number(row.lastPostingId),
    adminId: Number(row.adminId),
    adminName: String(row.adminName),
  };
}

async function generate(handle: DatabaseHandle, size: Scale): Promise<void> {
  await timed('migrations', () => migrate(handle));
  if (await isDatabaseEmpty(handle.db))
    await timed("demo seed (the product's own)", () => seedDemoData(handle.db));
  await handle.withSession(async (session) => {
    const [already] = await session.query<{ n: number }>(
      `select count(*)::int as n from customers where mobile_no like '${GENERATED_MOBILE_PREFIX}%'`,
    );
    if (Number(already?.n) > 0) throw new Error('This database already holds generated data: use --fresh');
    if (handle.kind === 'postgres') {
      // Bulk load: a crash only loses this run, which would be started again anyway.
      await session.exec("set synchronous_commit = off; set work_mem = '256MB'");
    }
    const base = await baselineOf(session);
    await timed(`${size.customers.toLocaleString('en-US')} customers`, () => session.exec(customerSql(size)));
    await timed(`${size.requests.toLocaleString('en-US')} top-up requests`, () =>
      session.exec(topupSql(size, base)),
    );
    await timed('status history', () => session.exec(historySql(base)));
    await timed('postings and entries of the Done requests', async () => {
      for (const statement of topupLedgerSql(base)) await session.exec(statement);
    });
    for (const step of await optionalSteps(session, size, base)) {
      await timed(step.label, step.run);
    }
    await timed('cached balances', () => session.exec(BALANCES_SQL));
    // Fresh statistics and visibility map: index-only scans need the latter, the planner the former.
    await timed('vacuum analyze', () => session.exec('vacuum (analyze)'));
    const failures = await verifyLedger(session);
    if (failures.length) throw new Error(`The generated ledger is inconsistent:\n${failures.join('\n')}`);
    console.log(
      '  checks: entries sum to zero, balances equal their entries, every cause posted once, daily counts exact',
    );
    console.log(`  rows: ${JSON.stringify(await tableCounts(session))}`);
  });
}

const handle = await open();
const started = performance.now();
console.log(`Generating scale ${scale.name} into ${handle.kind}`);
try {
  await generate(handle, scale);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await handle.close();
}
