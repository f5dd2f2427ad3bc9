// What the daily counts (migration 0009) cost the create: pgbench runs the create's transaction
// (pgbench/create-topup.sql) with the counters' triggers on and off, in turns (on, off, on, off, ...), so that
// both sides see the same busy machine. The rows each turn adds are deleted after it, with the delete
// trigger in the same state as the insert's, so that the counters stay exact. Prints a Markdown table.
// Usage: npx tsx bench/rollup-cost.ts [--database-url postgres://postgres@127.0.0.1:5432/bench_1m]
//        [--seconds 10] [--rounds 2] [--clients 10]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { openPostgres } from '../server/src/db/client.ts';
import { assertLocalDatabase } from './generator/local-database.ts';
import { markCreatedRows, removeCreatedRows } from './lib/created-rows.ts';
import { pgbenchVariables, runPgbench } from './lib/pgbench.ts';
import { readSampleData } from './lib/sample-data.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    clients: { type: 'string', default: '10' },
  },
});
const url =
  values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_1m';
assertLocalDatabase(url);
const TRIGGERS = ['topup_daily_counts_insert', 'topup_daily_counts_delete'];

const handle = openPostgres(url, 1);
const lines = [
  '| daily-count triggers | round | pgbench -M prepared, tx/s | latency average ms | load |',
  '| --- | --- | --- | --- | --- |',
];
try {
  await handle.withSession(async (session) => {
    const data = await readSampleData(session);
    const variables = pgbenchVariables(data);
    const setTriggers = (on: boolean) =>
      session.exec(
        TRIGGERS.map(
          (name) => `alter table topup_requests ${on ? 'enable' : 'disable'} trigger ${name}`,
        ).join('; '),
      );
    for (let round = 1; round <= Number(values.rounds); round += 1) {
      for (const on of [true, false]) {
        const mark = await markCreatedRows(session);
        if (!on) await setTriggers(false);
        try {
          const result = await runPgbench({
            databaseUrl: url,
            script: 'create',
            seconds: Number(values.seconds),
            clients: Number(values.clients),
            mode: 'prepared',
            variables,
          });
          const load = Math.round((loadavg()[0] ?? 0) * 100) / 100;
          lines.push(
            `| ${on ? 'on' : 'off'} | ${round} | ${result.throughput.toFixed(0)} | ` +
              `${result.latencyAverageMs.toFixed(1)} | ${load} |`,
          );
          console.log(lines.at(-1));
          await removeCreatedRows(session, mark);
        } finally {
          if (!on) await setTriggers(true);
        }
      }
    }
  });
} finally {
  await handle.close();
}
console.log(`\n${lines.join('\n')}`);
