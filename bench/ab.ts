// A/B: two builds of the server on the same database, measured in turns (A, B, A, B, ...) so that both see
// the same machine; on a shared, busy machine the difference is trustworthy where the absolute figures
// are not. Build each side's server into its own folder first (see bench/README.md).
// Usage: npx tsx bench/ab.ts --a <dist dir> --b <dist dir> --path /api/... [--method POST --body '{...}']
//        [--database-url postgres://postgres@127.0.0.1:5432/bench_1m] [--connections 4] [--rounds 3]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { assertLocalDatabase } from './generator/local-database.ts';
import { logIn } from './lib/export-download.ts';
import { runLoad } from './lib/load.ts';
import { startServer } from './lib/server-process.ts';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    path: { type: 'string' },
    method: { type: 'string', default: 'GET' },
    body: { type: 'string' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_1m' },
    connections: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
  },
});
if (!values.a || !values.b || !values.path) throw new Error('Give --a, --b and --path');
const url = values['database-url'] ?? '';
assertLocalDatabase(url);
const method = values.method === 'POST' ? 'POST' : 'GET';
const env = {
  DATABASE_URL: url,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  TOPUP_EXPIRY_INTERVAL_SECONDS: '0',
  PAYMENT_RECONCILE_SECONDS: '0',
};
const sides = [
  { name: 'A', dist: values.a, port: 18090 },
  { name: 'B', dist: values.b, port: 18092 },
];
const servers = await Promise.all(
  sides.map((side) =>
    startServer({
      script: join(side.dist, 'server/src/main.js'),
      port: side.port,
      readyPath: '/readyz',
      env,
    }),
  ),
);
try {
  const cookies = await Promise.all(
    servers.map((server) => logIn(server.baseUrl, '09170000001', 'demo1234')),
  );
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const [index, server] of servers.entries()) {
      const result = await runLoad(
        server,
        { method, path: values.path, ...(values.body ? { body: JSON.parse(values.body) } : {}) },
        {
          seconds: Number(values.seconds),
          connections: Number(values.connections),
          cookie: cookies[index] ?? '',
          warmupSeconds: 1,
        },
      );
      console.log(
        `${sides[index]?.name} ${result.throughput.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)}  ` +
          `p95 ${result.p95.toFixed(1)}  p99 ${result.p99.toFixed(1)} ms  ${JSON.stringify(result.non2xx)}`,
      );
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
