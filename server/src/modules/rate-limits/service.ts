import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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

/** Counts one hit against the key; throws rate_limited (429 with Retry-After) past the limit. */
export async function hitRateLimit(
  db: Database,
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<void> {
  const [row] = rowsOf<CounterRow>(
    await db.execute(sql`
      insert into rate_limits as r (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when r.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else r.count + 1 end,
        window_start = case when r.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else r.window_start end
      returning count,
        greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))))::int as retry_after`),
  );
  if (row && row.count > limit) throw rateLimited(row.retry_after);
}

/** Throws rate_limited when the key is already past its limit, without counting a hit. */
export async function assertUnderRateLimit(
  db: Database,
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<void> {
  const [row] = rowsOf<CounterRow>(
    await db.execute(sql`
      select count,
        greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))))::int as retry_after
      from rate_limits
      where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`),
  );
  if (row && row.count >= limit) throw rateLimited(row.retry_after);
}

/** Forgets the key's hits (after a successful login, say). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
