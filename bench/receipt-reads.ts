// The database's ceiling for reading a receipt whose link opens it (issue 27, decision 0036): pgbench runs
// what GET /api/Receipts/{token} sends for a hit, as it was (take an attempt, read, hand it back: two
// commits) and as it is (one statement that writes only on a miss, then the history), in alternation on a
// fresh local PostgreSQL database, and prints transactions a second and their ratio, with the load average.
//
// Usage: npx tsx bench/receipt-reads.ts --database-url postgres://postgres@127.0.0.1:5432/bench_receipts
//   [--seconds 10] [--clients 10] [--rounds 2]. The database is dropped and created anew, and dropped at the end.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPostgres } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createCustomer, createPaymentMethod } from '../server/src/demo/factories.ts';
import {
  assertLocalDatabase,
  dropPostgresDatabase,
  recreatePostgresDatabase,
} from './generator/local-database.ts';
import { runPgbench } from './lib/pgbench.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
  },
});
const url = values['database-url'];
if (!url) throw new Error('--database-url postgres://…/<a database to create> is required');
assertLocalDatabase(url);
const REQUESTS = 10_000;
const script = (name: string) => fileURLToPath(new URL(`pgbench/${name}`, import.meta.url));
const scripts = { before: script('receipt-read-before.sql'), after: script('receipt.sql') };

await recreatePostgresDatabase(url);
const handle = openPostgres(url, 2);
try {
  await migrate(handle);
  await createPaymentMethod(handle.db, { code: 102, name: 'Pay on Site' });
  const customer = await createCustomer(handle.db);
  await handle.withSession((session) =>
    session.exec(`
      insert into topup_requests (reference_number, topup_option, ewallet_customer_id, ewallet_account_name,
        contact_number, amount, payment_method_code, receipt_token)
      select 'RR' || lpad(g::text, 8, '0'), 2, ${customer.id}, 'Bench Payer', '${customer.mobileNo}', 10000, 102,
        lpad(to_hex(g), 64, '0')
      from generate_series(1, ${REQUESTS}) g;
      insert into topup_status_history (topup_request_id, from_status, to_status, actor_kind, actor_name)
      select id, null, 0, 'customer', 'customer' from topup_requests;
      analyze;`),
  );
  const started = loadavg();
  const results: Record<'before' | 'after', number[]> = { before: [], after: [] };
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const which of ['before', 'after'] as const) {
      const result = await runPgbench({
        databaseUrl: url,
        seconds: Number(values.seconds),
        clients: Number(values.clients),
        mode: 'prepared',
        // receipt.sql reads one request's link (the first's); the earlier statements draw one at random.
        variables: {
          requests: REQUESTS,
          receipt_key: 'receipt:127.0.0.1',
          receipt_token: '1'.padStart(64, '0'),
          request_id: 1,
        },
        script: { file: scripts[which] },
      });
      if (result.failed > 0) throw new Error(`${which}: ${result.failed} transactions failed`);
      results[which].push(result.throughput);
    }
  }
  const best = (list: number[]) => Math.max(...list);
  console.log(
    `Receipt read, a link that opens it: pgbench -M prepared, ${values.clients} clients, ` +
      `${values.rounds} x ${values.seconds} s each; load average ` +
      `${started.map((n) => n.toFixed(2)).join(' ')} at the start, ` +
      `${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} at the end`,
  );
  console.log(`| statements | tps (each round) |\n|---|---|`);
  console.log(
    `| before: take, read, history, hand back | ${results.before.map((n) => n.toFixed(0)).join(', ')} |`,
  );
  console.log(
    `| now: one look-up statement, history | ${results.after.map((n) => n.toFixed(0)).join(', ')} |`,
  );
  console.log(`Now / before (best rounds): ${(best(results.after) / best(results.before)).toFixed(2)}x`);
} finally {
  await handle.close();
  await dropPostgresDatabase(url);
}
