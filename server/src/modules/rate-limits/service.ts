import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { runNamedStatement } from '../../db/json-reads.ts';
import { oncePerDatabase } from '../../db/prepared.ts';
import { rateLimited } from '../../errors.ts';

/**
 * Fixed-window rate limits kept in the database, so that they hold across server processes.
 * A key names who and what ("login:mobile:0917...", "lookup:ip:1.2.3.4").
 */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

interface CounterRow {
  count: number;
  retry_after: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Takes one attempt from the key's allowance before the work it guards, and throws rate_limited (429 with
 * Retry-After) when none is left. Counting and deciding are one statement (an upsert that locks the row), so
 * N attempts at the same moment, in any number of processes, get exactly what N attempts one after another
 * would: never a check that all of them pass before any of them is counted.
 */
export async function takeRateLimit(db: Database, key: string, limit: RateLimit): Promise<void> {
  await takeRateLimits(db, [{ key, ...limit }]);
}

/**
 * takeRateLimit for several keys at once (a payer's and a wallet's allowance, say), in one statement and
 * one round trip. Every key is counted; the attempt is refused when any of them is past its limit. Keys
 * are taken in a fixed order, so two such statements never wait on each other's rows crosswise.
 */
export async function takeRateLimits(
  db: Database,
  limits: readonly (RateLimit & { key: string })[],
): Promise<void> {
  const rows =
    limits.length === 1 && limits[0]
      ? await takeOneKey(db).execute({ key: limits[0].key, windowSeconds: limits[0].windowSeconds })
      : rowsOf<CounterRow & { key: string }>(await db.execute(takeKeysSql(limits)));
  refuseOverLimit(limits, rows);
}

/** The upsert that counts the attempt for every key of `wanted` (key, window_seconds) and answers each count. */
function takeSql(wanted: SQL): SQL {
  return sql`
      with wanted (key, window_seconds) as (values ${wanted})
      insert into rate_limits as r (key, window_start, count)
      select key, now(), 1 from wanted order by key
      on conflict (key) do update set
        count = case when r.window_start <= now() - make_interval(secs => (
          select w.window_seconds from wanted w where w.key = excluded.key)) then 1 else r.count + 1 end,
        window_start = case when r.window_start <= now() - make_interval(secs => (
          select w.window_seconds from wanted w where w.key = excluded.key)) then now() else r.window_start end
      returning key, count, greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => (
        select w.window_seconds from wanted w where w.key = r.key)) - now()))))::int as retry_after`;
}

function takeKeysSql(limits: readonly (RateLimit & { key: string })[]): SQL {
  return takeSql(
    sql.join(
      limits.map(({ key, windowSeconds }) => sql`(${key}::text, ${windowSeconds}::int)`),
      sql`, `,
    ),
  );
}

/**
 * One key's count as a CTE named `taken` (key, count, retry_after), for a statement that takes an
 * allowance and does its own work in the same round trip (the create's, modules/topups). A null key counts
 * nothing: `taken` is then empty.
 */
export function takenAllowance(db: Database, key: SQL | Placeholder, windowSeconds: SQL | Placeholder) {
  const window = sql`make_interval(secs => ${windowSeconds}::int)`;
  return db
    .$with('taken', {
      key: sql<string>`key`.as('key'),
      count: sql<number>`count`.as('count'),
      retry_after: sql<number>`retry_after`.as('retry_after'),
    })
    .as(
      sql`insert into rate_limits as r (key, window_start, count)
      select wanted.key, now(), 1 from (values (${key}::text)) as wanted (key) where wanted.key is not null
      on conflict (key) do update set
        count = case when r.window_start <= now() - ${window} then 1 else r.count + 1 end,
        window_start = case when r.window_start <= now() - ${window} then now() else r.window_start end
      returning key, count,
        greatest(1, ceil(extract(epoch from (window_start + ${window} - now()))))::int as retry_after`,
    );
}

/** Throws rate_limited (429 with the longest Retry-After) when a count taken is past its key's limit. */
export function refuseOverLimit(
  limits: readonly (RateLimit & { key: string })[],
  taken: readonly { key: string | null; count: number | null; retry_after: number | null }[],
): void {
  let retryAfter = 0;
  for (const row of taken) {
    const limit = limits.find((entry) => entry.key === row.key)?.limit ?? 0;
    if (row.count !== null && row.count > limit) retryAfter = Math.max(retryAfter, row.retry_after ?? 1);
  }
  if (retryAfter > 0) throw rateLimited(retryAfter);
}

/**
 * One key, the usual case (every login, look-up, receipt and create takes one): the same count as
 * takeSql's, as a named prepared statement built once per database handle, not a statement built, parsed
 * and planned on every request.
 */
const takeOneKey = oncePerDatabase((db) => {
  const taken = takenAllowance(db, sql.placeholder('key'), sql.placeholder('windowSeconds'));
  return db.with(taken).select().from(taken).prepare('rate_limit_take');
});

/**
 * Hands back an attempt taken by takeRateLimit whose outcome should not count (a right guess, where only
 * misses are limited). Only after the work, so a burst can never use the allowance twice.
 */
export async function giveBackRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
}

/** Forgets the key's hits (after a successful login, say). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

interface LookupRow<Row> {
  found: Row | null;
  spent: number | null;
  spent_retry_after: number | null;
  counted: number | null;
  counted_retry_after: number | null;
}

/**
 * A look-up whose misses are limited, in ONE statement that writes only on a miss (decision 0036): it
 * runs `lookup` (a select of at most one row, by a unique key), reads the key's misses in their window,
 * and only when `lookup` finds nothing counts the miss (the same locking upsert as takeRateLimits). A hit
 * writes nothing: no row, no commit to wait for.
 *
 * A hit is answered only while the misses counted are under the limit (so after 20 misses even a good link
 * waits); a miss is answered 404 by the caller only when its own count is within the limit, else 429. The
 * statement reads and counts at one instant, so the answers to any burst are those of the same guesses sent
 * one by one in the order the database ran them; the misses answered never exceed the limit; and a hit can
 * only be answered beyond what one-by-one allows while it ran in the same instant as the statement that
 * counted the last allowed miss, so at most one fewer than the statements the database runs at once (its
 * connection pool; one on PGlite).
 */
export async function lookUpLimitingMisses<Row>(
  db: Database,
  key: string,
  limit: RateLimit,
  lookup: SQL,
): Promise<Row | null> {
  const window = sql`make_interval(secs => ${limit.windowSeconds}::int)`;
  // A named prepared statement (db/json-reads.ts): each connection parses and plans it once (decision 0039).
  const [row] = await runNamedStatement<LookupRow<Row>>(
    db,
    sql`
      with found as (${lookup}),
      spent as (
        select r.count,
          greatest(1, ceil(extract(epoch from (r.window_start + ${window} - now()))))::int as retry_after
        from rate_limits r
        where r.key = ${key}::text and r.window_start > now() - ${window}
      ),
      took as (
        insert into rate_limits as r (key, window_start, count)
        select ${key}::text, now(), 1 where not exists (select 1 from found)
        on conflict (key) do update set
          count = case when r.window_start <= now() - ${window} then 1 else r.count + 1 end,
          window_start = case when r.window_start <= now() - ${window} then now() else r.window_start end
        returning r.count,
          greatest(1, ceil(extract(epoch from (r.window_start + ${window} - now()))))::int as retry_after
      )
      select to_json(f) as found, s.count as spent, s.retry_after as spent_retry_after,
        t.count as counted, t.retry_after as counted_retry_after
      from (select 1) as one
      left join found f on true
      left join spent s on true
      left join took t on true`,
  );
  if (!row) throw new Error('the look-up statement returned no row');
  if (row.found !== null) {
    if ((row.spent ?? 0) >= limit.limit) throw rateLimited(row.spent_retry_after ?? limit.windowSeconds);
    return row.found;
  }
  if ((row.counted ?? 0) > limit.limit) throw rateLimited(row.counted_retry_after ?? limit.windowSeconds);
  return null;
}
