// The back office's reads against pgbench of their own statements, before and after the session moved into
// the read's statement (decision 0037), measured in turns in one run so that all four see the same machine.
// Usage: npx tsx bench/session-reads.ts --database-url <url> --before <dist> --after <dist> [--pglite <dir>]
//        [--port 18500] [--seconds 10] [--rounds 2] [--clients 4]
// For each read: the server built from --before (session, then read: two round trips), the one from
// --after (one statement), pgbench of the two statements and pgbench of the one, all -M prepared. The
// statements are captured from the product's own functions (node-postgres' query, wrapped), with the
// session of the benchmark's own login, so pgbench sends exactly what the server sends.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { asc, desc } from 'drizzle-orm';
import { openPostgres } from '../server/src/db/client.ts';
import { paymentMethods, topupRequests } from '../server/src/db/schema.ts';
import { findSession, findSessionWithReads } from '../server/src/modules/sessions/service.ts';
import { topupPageRead, countTopupsRead } from '../server/src/modules/backoffice-topups/list-topups.ts';
import { topupStatisticsRead } from '../server/src/modules/backoffice-topups/statistics.ts';
import { selectListedTopups } from '../server/src/modules/topups/listed-topup.ts';
import {
  countRequestsRead,
  countsByMethodAndStatusRead,
} from '../server/src/modules/topup-counts/service.ts';
import { logIn } from './lib/export-download.ts';
import { runPgbench } from './lib/pgbench.ts';
import { runLoad } from './lib/load.ts';
import { currentLoad } from './lib/report.ts';
import { periods } from './lib/sample-data.ts';
import { startServer, type ServerProcess } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    before: { type: 'string' },
    after: { type: 'string' },
    pglite: { type: 'string' },
    port: { type: 'string', default: '18500' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    clients: { type: 'string', default: '4' },
    only: { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl || !values.before || !values.after) throw new Error('--database-url, --before and --after');
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const clients = Number(values.clients);
const port = Number(values.port);
const { month } = periods();

interface Read {
  name: string;
  request: { method: 'GET' | 'POST'; path: string; body?: unknown };
  /** The statements the server sent before: the session's, then the read's own. */
  before: (db: ReturnType<typeof openPostgres>['db']) => { toSQL(): { sql: string; params: unknown[] } }[];
  /** The read as the server now sends it with the session (one statement). */
  after: (db: ReturnType<typeof openPostgres>['db'], token: string) => Promise<unknown>;
}

const allReads: Read[] = [
  {
    name: 'list: page 1, newest first',
    request: {
      method: 'POST',
      path: '/api/TopupRequests/Retrieve',
      body: { pageSize: 10, pageNumber: 1, sortMode: 'Desc' },
    },
    before: (db) => [
      selectListedTopups(db).orderBy(desc(topupRequests.dateCreated), desc(topupRequests.id)).limit(10),
    ],
    after: (db, token) =>
      findSessionWithReads(
        db,
        'backoffice',
        token,
        topupPageRead(db, {
          pageSize: 10,
          pageNumber: 1,
          sortMode: 'Desc',
          statuses: [],
          paymentMethodCodes: [],
          searchBy: 0,
          searchName: '',
        }).reads,
      ),
  },
  {
    name: 'count: all requests',
    request: { method: 'POST', path: '/api/TopupRequests/Retrieve/Count', body: {} },
    before: (db) => [
      countRequestsRead(db, { statuses: [], paymentMethodCodes: [], fromDay: null, toDay: null }),
    ],
    after: (db, token) =>
      findSessionWithReads(
        db,
        'backoffice',
        token,
        countTopupsRead(db, { statuses: [], paymentMethodCodes: [], searchBy: 0, searchName: '' }).reads,
      ),
  },
  {
    name: 'dashboard statistics, one month',
    request: { method: 'GET', path: `/api/TopupRequests/Statistics?DateFrom=${month.from}` },
    before: (db) => [
      countsByMethodAndStatusRead(db, { fromDay: month.from, toDay: month.to }),
      db
        .select({ code: paymentMethods.code, name: paymentMethods.name, status: paymentMethods.status })
        .from(paymentMethods)
        .orderBy(asc(paymentMethods.code)),
    ],
    after: (db, token) =>
      findSessionWithReads(db, 'backoffice', token, topupStatisticsRead(db, month.from).reads),
  },
];
const reads = allReads.filter((read) => !values.only || new RegExp(values.only).test(read.name));

/** The text and values of every statement node-postgres sends while `work` runs. */
async function capture(work: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
  const seen: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    if (config && typeof config === 'object' && 'text' in config) {
      // Drizzle passes the values beside the config; a caller may put them in it.
      const { text, values } = config as { text: string; values?: unknown[] };
      seen.push({ text, values: Array.isArray(rest[0]) ? (rest[0] as unknown[]) : (values ?? []) });
    }
    return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

/** A pgbench script of statements: each $n becomes a variable passed with -D (sent as a parameter). */
function pgbenchScript(statements: { text: string; values: unknown[] }[], dir: string, name: string) {
  const variables: Record<string, string> = {};
  const lines = statements.map(({ text, values: params }, s) => {
    params.forEach((value, i) => {
      variables[`s${s}p${i + 1}`] = Array.isArray(value) ? `{${value.join(',')}}` : String(value);
    });
    return `${text
      .replace(/\$(\d+)/g, (_, n: string) => `:s${s}p${n}`)
      .replace(/\s+/g, ' ')
      .trim()};`;
  });
  const file = join(dir, `${name}.sql`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  writeFileSync(`${file}.vars`, JSON.stringify(variables));
  return { file, variables };
}

/** pgbench of the statements a build sends, through the benchmarks' one runner (bench/lib/pgbench.ts). */
async function pgbench(script: { file: string; variables: Record<string, string> }): Promise<number> {
  const result = await runPgbench({
    databaseUrl: databaseUrl ?? '',
    script: { file: script.file },
    seconds,
    clients,
    mode: 'prepared',
    variables: script.variables,
  });
  if (result.failed > 0) throw new Error(`pgbench: ${result.failed} transactions of ${script.file} failed`);
  return result.throughput;
}

/** The process's user and system CPU so far, in ms (Linux: /proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function serverEnv(dist: string): Record<string, string> {
  return {
    ...(values.pglite ? { DATA_DIR: resolve(values.pglite) } : { DATABASE_URL: databaseUrl ?? '' }),
    WEB_DIST_DIR: join(dist, 'web'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TOPUP_EXPIRY_INTERVAL_SECONDS: '0',
    PAYMENT_RECONCILE_SECONDS: '0',
  };
}

const start = (dist: string, offset: number) =>
  startServer({
    script: join(resolve(dist), 'server/src/main.js'),
    port: port + offset,
    readyPath: '/readyz',
    env: serverEnv(dist),
  });

// PGlite holds its data folder alone: its two servers take turns; PostgreSQL's run side by side.
const beforeServer: ServerProcess | null = values.pglite ? null : await start(values.before, 0);
const afterServer: ServerProcess | null = values.pglite ? null : await start(values.after, 1);
const handle = openPostgres(databaseUrl, 2);
const dir = mkdtempSync(join(tmpdir(), 'session-reads-'));
const results: Record<string, Record<string, number[]>> = {};
const note = (read: string, side: string, value: number) => {
  ((results[read] ??= {})[side] ??= []).push(value);
};
try {
  // The pgbench scripts use a session of their own, so that the servers' login stays as it is.
  const loginUrl = beforeServer?.baseUrl ?? null;
  let pgbenchToken: string | null = null;
  if (!values.pglite && loginUrl)
    pgbenchToken = (await logIn(loginUrl, '09170000001', 'demo1234')).split('=')[1] ?? null;
  const scripts = new Map<
    string,
    { before: ReturnType<typeof pgbenchScript>; after: ReturnType<typeof pgbenchScript> }
  >();
  if (pgbenchToken) {
    for (const read of reads) {
      const sessionStatement = await capture(() => findSession(handle.db, 'backoffice', pgbenchToken ?? ''));
      const own = read.before(handle.db).map((q) => {
        const { sql, params } = q.toSQL();
        return { text: sql, values: params };
      });
      const joined = await capture(() => read.after(handle.db, pgbenchToken ?? ''));
      scripts.set(read.name, {
        before: pgbenchScript([...sessionStatement, ...own], dir, `${read.name.replace(/\W+/g, '-')}-before`),
        after: pgbenchScript(joined, dir, `${read.name.replace(/\W+/g, '-')}-after`),
      });
    }
  }
  // One login per server (logins are rate limited); PGlite's servers share the data folder, so one cookie.
  const cookies = new Map<string, string>();
  const cookieOf = async (side: string, server: ServerProcess) => {
    const key = values.pglite ? 'pglite' : side;
    let cookie = cookies.get(key);
    if (!cookie) {
      cookie = await logIn(server.baseUrl, '09170000001', 'demo1234');
      cookies.set(key, cookie);
    }
    return cookie;
  };
  const measure = async (read: Read, side: 'before' | 'after', server: ServerProcess) => {
    const cookie = await cookieOf(side, server);
    const cpuStart = cpuMs(server.pid);
    const result = await runLoad(server, read.request, { seconds, connections: clients, cookie });
    if (result.errors || Object.keys(result.non2xx).length)
      throw new Error(`${side}: ${JSON.stringify(result.non2xx)}`);
    note(read.name, `server ${side}`, result.throughput);
    // The server's CPU over the warm-up (2 s) and the run, per request: scheduling on a busy machine
    // changes it far less than it changes the throughput.
    note(read.name, `cpu ms ${side}`, (cpuMs(server.pid) - cpuStart) / (result.requests * (1 + 2 / seconds)));
    return result;
  };
  for (let round = 1; round <= rounds; round += 1) {
    for (const read of reads) {
      for (const side of ['before', 'after'] as const) {
        if (values.pglite) {
          const server = await start(side === 'before' ? values.before : values.after, 0);
          try {
            await measure(read, side, server);
          } finally {
            await server.stop();
          }
        } else {
          const server = side === 'before' ? beforeServer : afterServer;
          if (!server) throw new Error('no server');
          const result = await measure(read, side, server);
          const script = scripts.get(read.name)?.[side];
          if (script) {
            const tps = await pgbench(script);
            note(read.name, `pgbench ${side}`, tps);
            // Each ratio pairs a server run with the pgbench run just after it: the machine's speed drifts.
            note(read.name, `ratio ${side}`, result.throughput / tps);
          }
        }
        note(read.name, `load ${side}`, currentLoad());
      }
    }
    console.log(`round ${round}:`, JSON.stringify(results));
  }
} finally {
  await beforeServer?.stop();
  await afterServer?.stop();
  await handle.close();
}

const median = (list: number[] = []) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const pct = (ratio: number) => (Number.isFinite(ratio) ? `${Math.round(100 * ratio)}%` : '');
console.log(
  '\n| read | server before | pgbench before (2 statements) | ratio before | server after | pgbench after (1 statement) | ratio after | server CPU ms per read, before → after | load |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, sides] of Object.entries(results)) {
  const loads = [...(sides['load before'] ?? []), ...(sides['load after'] ?? [])];
  const cells = [
    median(sides['server before']).toFixed(0),
    median(sides['pgbench before']).toFixed(0),
    pct(median(sides['ratio before'])),
    median(sides['server after']).toFixed(0),
    median(sides['pgbench after']).toFixed(0),
    pct(median(sides['ratio after'])),
    `${median(sides['cpu ms before']).toFixed(2)} → ${median(sides['cpu ms after']).toFixed(2)}`,
    `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  ];
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
console.log(
  `(medians of ${rounds} rounds of ${seconds} s at ${clients} clients; all rounds: ${JSON.stringify(results)})`,
);
