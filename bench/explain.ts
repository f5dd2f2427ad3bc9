// Prints EXPLAIN (ANALYZE, BUFFERS) of the SQL the benchmarked endpoints send: the product's own service
// functions run on a generated PostgreSQL database through a Drizzle instance that records each statement,
// then each recorded statement is explained in a transaction that is rolled back (inserts included).
// Usage: npx tsx bench/explain.ts [--database-url postgres://postgres@127.0.0.1:5432/bench_1m] [--only regex]
import { drizzle } from 'drizzle-orm/node-postgres';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Database } from '../server/src/db/client.ts';
import * as schema from '../server/src/db/schema.ts';
import { assertLocalDatabase } from './generator/local-database.ts';
import { explainCases } from './explain-cases.ts';
import { readSampleData } from './lib/sample-data.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, only: { type: 'string' } } });
const url =
  values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_1m';
assertLocalDatabase(url);
const only = values.only ? new RegExp(values.only, 'i') : null;

const pool = new pg.Pool({ connectionString: url, max: 2 });
let recorded: { query: string; params: unknown[] }[] = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (query, params) => recorded.push({ query, params }) },
}) as unknown as Database;

/** Rolls back whatever a case wrote, so that explaining leaves the data set as it was. */
class Rollback extends Error {}

async function explain(query: string, params: unknown[]): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`, params);
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}

const client = await pool.connect();
const data = await readSampleData({
  query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
  exec: async (text: string) => void (await client.query(text)),
});
client.release();

try {
  for (const item of explainCases(data)) {
    if (only && !only.test(item.name)) continue;
    recorded = [];
    await db
      .transaction(async (tx) => {
        await item.run(tx);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    const statements = recorded.filter((r) => !/^(begin|commit|rollback|savepoint|release)/i.test(r.query));
    console.log(`\n### ${item.name}\n`);
    for (const statement of statements.filter((s) => !item.statement || item.statement.test(s.query))) {
      const started = performance.now();
      // A statement that uses a row an earlier one made (the history of the new request) cannot run alone.
      const plan = await explain(statement.query, statement.params).catch(
        (error: Error) => `(not explained on its own: ${error.message})`,
      );
      const took = performance.now() - started;
      console.log('```sql');
      console.log(
        statement.query,
        statement.params.length ? `\n-- params: ${JSON.stringify(statement.params)}` : '',
      );
      console.log('```\n```');
      console.log(plan);
      console.log(`(round trip with EXPLAIN: ${took.toFixed(1)} ms)\n` + '```');
    }
  }
} finally {
  await pool.end();
}
