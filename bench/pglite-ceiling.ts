// The embedded database's own ceiling (issue 27, decision 0040): each benchmark's statements (bench/pgbench's
// scripts, with their variables) sent straight to a PGlite opened from a generated data set, no HTTP, one
// request's statements after the other for a few seconds; or the same scripts' pgbench on PostgreSQL at 1 and
// 4 clients. Gives requests per second, statements per second and the CPU each request's statements cost
// (PGlite: this process; PostgreSQL: its backends), to compare with bench/run.ts's served rates.
// Usage:
//   npx tsx bench/pglite-ceiling.ts --pglite .tmp/bench-pglite-100k [--seconds 5] [--only 'list|count']
//   npx tsx bench/pglite-ceiling.ts --database-url postgres://postgres@127.0.0.1:5432/<a data set> [--seconds 5]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, type RawSession } from '../server/src/db/client.ts';
import { assertLocalDatabase } from './generator/local-database.ts';
import { markCreatedRows, removeCreatedRows } from './lib/created-rows.ts';
import { pgbenchVariables, runPgbench } from './lib/pgbench.ts';
import { pgbenchScriptPath, scriptStatements, type PgbenchScriptName } from './lib/pgbench-script.ts';
import { currentLoad, markdownTable, type ResultRow } from './lib/report.ts';
import { readSampleData } from './lib/sample-data.ts';
import { cpuMsOf } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    pglite: { type: 'string' },
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    only: { type: 'string' },
    // PostgreSQL's client counts (PGlite has one connection: one client); a smoke run takes 1 only.
    clients: { type: 'string' },
    // bench:smoke's options (bench/smoke.ts passes them to every script it runs): --smoke fails on an
    // error or a script that ran no request; --dist and --port are not used here.
    smoke: { type: 'boolean', default: false },
    dist: { type: 'string' },
    port: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const clientCounts = (values.clients ?? (values.smoke ? '1' : '1,4')).split(',').map(Number);
const warmupSeconds = Number(values.warmup);
const only = values.only ? new RegExp(values.only, 'i') : null;
const pgliteDir = values.pglite ? resolve(values.pglite) : null;
const databaseUrl = values['database-url'] ?? null;
if (!pgliteDir === !databaseUrl) throw new Error('Give --pglite <data set folder> or --database-url <url>');
if (databaseUrl) assertLocalDatabase(databaseUrl);

/** bench/run.ts's benchmark each script is the ceiling of. */
const BENCHMARKS: { name: string; script: PgbenchScriptName }[] = [
  { name: 'list: page 1, newest first', script: 'list' },
  { name: 'count: all requests', script: 'count' },
  { name: 'dashboard statistics, one month', script: 'statistics' },
  { name: 'receipt by its link', script: 'receipt' },
  { name: 'create top-up (option 2, Pay on Site)', script: 'create' },
];
const wanted = BENCHMARKS.filter((benchmark) => !only || only.test(benchmark.name));

/** The runner's own back-office session, as a login would store it: the reads' statements check it. */
const SESSION_ID = 'bench-pglite-ceiling';

async function addSession(session: RawSession): Promise<void> {
  await session.query(
    `insert into sessions (id, scope, customer_id, via, expires_at)
     select $1, 'backoffice', id, 'password', now() + interval '1 day' from customers where mobile_no = '09170000001'
     on conflict (id) do update set expires_at = excluded.expires_at`,
    [SESSION_ID],
  );
}

/** A script as statements with $n parameters, as the server's driver sends them; \set lines give draws. */
interface PreparedScript {
  statements: { text: string; names: string[] }[];
  draws: Record<string, () => number>;
}

function prepareScript(name: PgbenchScriptName): PreparedScript {
  const text = readFileSync(pgbenchScriptPath(name), 'utf8');
  const draws: Record<string, () => number> = {};
  for (const line of text.split('\n')) {
    // The two forms the scripts use: random(:a, :b) and random(a, b) * k.
    const set = /^\\set (\w+) random\(([^,]+), ([^)]+)\)(?: \* (\d+))?\s*$/.exec(line.trim());
    if (set?.[1] && set[2] && set[3]) {
      const [low, high, factor] = [set[2].trim(), set[3].trim(), Number(set[4] ?? 1)];
      const value = (term: string) =>
        term.startsWith(':') ? Number(variables[term.slice(1)]) : Number(term);
      draws[set[1]] = () => {
        const [from, to] = [value(low), value(high)];
        return (from + Math.floor(Math.random() * (to - from + 1))) * factor;
      };
    }
  }
  const statements = scriptStatements(text).map((statement) => {
    const names: string[] = [];
    // pgbench's variable (:name), not a cast (::type): each becomes a parameter, as pgbench -M prepared sends it.
    const parameterized = statement.replace(/(?<!:):([a-z_][a-z0-9_]*)/g, (_, variable: string) => {
      if (!names.includes(variable)) names.push(variable);
      return `$${names.indexOf(variable) + 1}`;
    });
    return { text: parameterized, names };
  });
  return { statements, draws };
}

let variables: Record<string, number | string> = {};

interface Measured {
  requests: number;
  statements: number;
  seconds: number;
  cpuMs: number;
  threadCpuMs: number;
}

/** One PGlite, the benchmark's statements one request after the other, for `duration` seconds. */
async function loopOnPglite(client: PGlite, script: PreparedScript, duration: number): Promise<Measured> {
  const cpuBefore = process.cpuUsage();
  const threadBefore = cpuMsOf(`${process.pid}/task/${process.pid}`);
  const started = performance.now();
  const until = started + duration * 1000;
  let requests = 0;
  let statements = 0;
  while (performance.now() < until) {
    const drawn = Object.fromEntries(Object.entries(script.draws).map(([name, draw]) => [name, draw()]));
    for (const statement of script.statements) {
      const params = statement.names.map((name) => String(drawn[name] ?? variables[name]));
      await client.query(statement.text, params);
      statements += 1;
    }
    requests += 1;
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requests,
    statements,
    seconds: elapsed,
    cpuMs: (cpu.user + cpu.system) / 1000,
    threadCpuMs: cpuMsOf(`${process.pid}/task/${process.pid}`) - threadBefore,
  };
}

/** The CPU of PostgreSQL's backends on one database, sampled while pgbench runs (they end with it). */
function watchBackends(database: string): () => number {
  const last = new Map<string, number>();
  const first = new Map<string, number>();
  const sample = () => {
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!command.startsWith('postgres:') || !command.includes(` ${database} `)) continue;
        const cpu = cpuMsOf(pid);
        if (!first.has(pid)) first.set(pid, 0); // a backend pgbench opened: all its CPU is the run's
        last.set(pid, cpu);
      } catch {
        // The process ended between the listing and the read.
      }
    }
  };
  const timer = setInterval(sample, 50);
  return () => {
    clearInterval(timer);
    sample();
    let total = 0;
    for (const [pid, cpu] of last) total += cpu - (first.get(pid) ?? 0);
    return total;
  };
}

const rows: ResultRow[] = [];
function addRow(
  name: string,
  engine: string,
  clients: number,
  measured: Measured,
  note = '',
  failed = false,
) {
  const perRequest = measured.cpuMs / Math.max(1, measured.requests);
  const statementsPerRequest = measured.statements / Math.max(1, measured.requests);
  const row: ResultRow = {
    name: `${name} (${engine})`,
    connections: clients,
    throughput: measured.requests / measured.seconds,
    verdict: failed || measured.requests === 0 ? 'failed' : 'no target',
    note: [
      `${(measured.statements / measured.seconds).toFixed(0)} statements/s (${statementsPerRequest} a request)`,
      `CPU ${perRequest.toFixed(3)} ms a request, ${(measured.cpuMs / Math.max(1, measured.statements)).toFixed(3)} ms a statement`,
      note,
    ]
      .filter(Boolean)
      .join('; '),
    load: currentLoad(),
  };
  rows.push(row);
  console.log(markdownTable([row]).split('\n')[2]);
}

if (pgliteDir) {
  // The server's layout of a DATA_DIR (server/src/db/open.ts): the database in its pglite/ folder.
  const client = new PGlite({ dataDir: join(pgliteDir, 'pglite') });
  await client.waitReady;
  const session: RawSession = {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    exec: async (script) => {
      await client.exec(script);
    },
  };
  const data = await readSampleData(session);
  const mark = await markCreatedRows(session);
  await addSession(session);
  variables = pgbenchVariables(data, SESSION_ID);
  try {
    for (const benchmark of wanted) {
      const script = prepareScript(benchmark.script);
      if (warmupSeconds > 0) await loopOnPglite(client, script, warmupSeconds);
      const measured = await loopOnPglite(client, script, seconds);
      const thread = `the thread's CPU ${(measured.threadCpuMs / Math.max(1, measured.requests)).toFixed(3)} ms a request`;
      addRow(benchmark.name, 'PGlite, no HTTP', 1, measured, thread);
    }
  } finally {
    await session.query('delete from sessions where id = $1', [SESSION_ID]);
    const removed = await removeCreatedRows(session, mark);
    console.log(`Removed the ${removed} requests the create's statements added.`);
    await client.close();
  }
} else if (databaseUrl) {
  const handle = openPostgres(databaseUrl, 1);
  const { data, mark } = await handle.withSession(async (session) => {
    await addSession(session);
    return { data: await readSampleData(session), mark: await markCreatedRows(session) };
  });
  await handle.close();
  variables = pgbenchVariables(data, SESSION_ID);
  const database = new URL(databaseUrl).pathname.slice(1);
  try {
    for (const benchmark of wanted) {
      for (const clients of clientCounts) {
        const stopWatching = watchBackends(database);
        const result = await runPgbench({
          databaseUrl,
          script: benchmark.script,
          seconds,
          clients,
          mode: 'prepared',
          variables,
        });
        const backendCpuMs = stopWatching();
        const statements = prepareScript(benchmark.script).statements.length;
        addRow(
          benchmark.name,
          'PostgreSQL, pgbench -M prepared',
          clients,
          {
            requests: result.transactions,
            statements: result.transactions * statements,
            seconds: result.transactions / result.throughput,
            cpuMs: backendCpuMs,
            threadCpuMs: 0,
          },
          `CPU is the backends'; latency ${result.latencyAverageMs.toFixed(3)} ms`,
          result.failed > 0,
        );
      }
    }
  } finally {
    const cleanup = openPostgres(databaseUrl, 1);
    await cleanup.withSession(async (session) => {
      await session.query('delete from sessions where id = $1', [SESSION_ID]);
      const removed = await removeCreatedRows(session, mark);
      console.log(`Removed the ${removed} requests pgbench's creates added.`);
    });
    await cleanup.close();
  }
}

console.log(`\n${markdownTable(rows)}`);
if (values.smoke && rows.some((row) => row.verdict === 'failed')) process.exitCode = 1;
