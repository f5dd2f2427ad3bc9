import type { RawSession } from '../../server/src/db/client.ts';

/** The last request before a run: what the create benchmark and pgbench add comes after it. */
export interface CreatedRowsMark {
  lastTopupId: number;
}

export async function markCreatedRows(session: RawSession): Promise<CreatedRowsMark> {
  const [row] = await session.query<{ last: number | string }>(
    'select coalesce(max(id), 0) as last from topup_requests',
  );
  return { lastTopupId: Number(row?.last ?? 0) };
}

/**
 * Deletes the requests made after the mark and their status history (a Pay on Site create writes nothing
 * else), drops the daily-count rows that are left at zero, and vacuums, so that the next run measures the
 * same data set with the same visibility map (index-only scans) and statistics. The daily counts follow the
 * deletes through their triggers. Returns how many requests went.
 */
export async function removeCreatedRows(session: RawSession, mark: CreatedRowsMark): Promise<number> {
  const after = mark.lastTopupId;
  await session.exec(`delete from topup_status_history where topup_request_id > ${after}`);
  const [row] = await session.query<{ n: number | string }>(
    `with gone as (delete from topup_requests where id > ${after} returning 1) select count(*) as n from gone`,
  );
  await session.exec('delete from topup_daily_counts where request_count = 0 and amount_total = 0');
  await session.exec('vacuum (analyze) topup_requests, topup_status_history, topup_daily_counts');
  return Number(row?.n ?? 0);
}
