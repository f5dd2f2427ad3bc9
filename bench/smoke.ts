// bench:smoke: every server benchmark, for a second or less each, on a small generated data set, on
// PostgreSQL and on PGlite, with the pgbench ceilings; fails when a benchmark errs, an endpoint is gone or
// a ratio to its ceiling falls under its floor (bench/lib/scenarios.ts, SMOKE_FLOORS). It catches
// benchmarks that no longer run and gross regressions; the targets are the full benchmark's (bench/README.md).
// Usage: npx tsx bench/smoke.ts [--dist dist] [--database-url postgres://.../bench_smoke] [--port 18190]
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { assertLocalDatabase, dropPostgresDatabase } from './generator/local-database.ts';

/**
 * The benchmark scripts bench:smoke runs, one line each. A script joins by taking these options: --dist,
 * --database-url or --pglite (a data set bench/generate.ts made), --port (it may use the next 9 too),
 * --seconds and --warmup (fractions allowed), --smoke (exit non-zero on an error or a ratio under a floor).
 * It runs on PostgreSQL and on PGlite at the same time, on ports --port and --port + 5.
 */
// bench/pglite-ceiling.ts: the benchmarks' statements on PGlite without HTTP, and their pgbench at one
// client on PostgreSQL (decision 0040), a few seconds.
const BENCHMARKS: string[] = ['bench/run.ts', 'bench/pglite-ceiling.ts'];

const { values } = parseArgs({
  options: {
    // The build to measure; without it, dist/ when `npm run build` (or `npm test`) made it, else a
    // server-only build of bench/build.mjs.
    dist: { type: 'string' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_smoke' },
    pglite: { type: 'string', default: '.tmp/bench-smoke-pglite' },
    port: { type: 'string', default: '18190' },
    seconds: { type: 'string', default: '0.5' },
    // Keep the generated data sets (to run a benchmark on them again); dropped by default.
    keep: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
assertLocalDatabase(databaseUrl);
const pgliteDir = resolve(values.pglite);
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** Runs a script with Node; its output, each line marked with `label`, as it comes. */
function run(args: string[], label: string): Promise<void> {
  console.log(`== bench:smoke: ${label} (${elapsed()})`);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) console.log(`[${label}] ${line}`);
      });
      stream.on('end', () => rest && console.log(`[${label}] ${rest}`));
    }
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`${label} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

const tsx = ['--import', 'tsx'];
let dist = values.dist;
if (!dist) {
  dist = existsSync('dist/server/src/main.js') ? 'dist' : '.tmp/bench-dist';
  if (dist !== 'dist') await run(['bench/build.mjs', '--out', dist, '--server-only'], 'build');
}
if (!existsSync(join(dist, 'server/src/main.js'))) throw new Error(`No server in ${dist}: build it first`);

// Both data sets at once: the generator waits on the database more than on the processor.
await Promise.all([
  run(
    [...tsx, 'bench/generate.ts', '--scale', '10k', '--database-url', databaseUrl, '--fresh'],
    'PostgreSQL data',
  ),
  run([...tsx, 'bench/generate.ts', '--scale', '10k', '--pglite', pgliteDir, '--fresh'], 'PGlite data'),
]);

const common = [
  '--dist',
  dist,
  '--seconds',
  values.seconds,
  '--warmup',
  String(Number(values.seconds) / 2),
  '--smoke',
];
try {
  // The two databases at once (each run measures its server and its ceilings in turns, so both sides of a
  // ratio see the same machine): CI's budget is about a minute, not the two a run after the other takes.
  for (const [index, script] of BENCHMARKS.entries()) {
    const port = Number(values.port) + 10 * index;
    const results = await Promise.allSettled([
      run(
        [...tsx, script, ...common, '--port', String(port), '--database-url', databaseUrl],
        `${script} PostgreSQL`,
      ),
      run([...tsx, script, ...common, '--port', String(port + 5), '--pglite', pgliteDir], `${script} PGlite`),
    ]);
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length) throw new Error(failed.map((result) => String(result.reason)).join('; '));
  }
  // The history's own benchmark builds its wallets itself (a 100- and a 20,000-entry one) on a database
  // it creates and drops, and fails when the big wallet's pages cost more than 3x the small one's.
  const history = await Promise.allSettled([
    run(
      [...tsx, 'bench/history.ts', '--smoke', '--database-url', `${databaseUrl}_history`],
      'history PostgreSQL',
    ),
    run([...tsx, 'bench/history.ts', '--smoke'], 'history PGlite'),
  ]);
  const historyFailed = history.filter((result) => result.status === 'rejected');
  if (historyFailed.length) throw new Error(historyFailed.map((result) => String(result.reason)).join('; '));
  console.log(`\nbench:smoke passed in ${elapsed()}`);
} finally {
  if (!values.keep) {
    await dropPostgresDatabase(databaseUrl);
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}
