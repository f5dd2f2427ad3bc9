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
 * Every table whose rows point at a request (a foreign key to topup_requests), children first: what a create
 * writes beside its request (the history and the queued notices, decision 0027), and what a card payment
 * could. A migration that adds such a table must add it here, or the delete below fails on its key.
 */
const REQUEST_CHILDREN = ['notices', 'topup_status_history', 'payments_to_return'] as const;

/**
 * Deletes the requests made after the mark and every row that points at them, in one transaction (a
 * failure leaves the run's requests whole, for the next run or bench:generate to remove), the create
 * allowances the run counted, and the daily-count rows left at zero; then vacuums, so that the next run
 * measures the same data set with the same visibility map (index-only scans) and statistics. The daily
 * counts follow the deletes through their triggers. Returns how many requests went.
 */
export async function removeCreatedRows(session: RawSession, mark: CreatedRowsMark): Promise<number> {
  const after = mark.lastTopupId;
  await session.exec('begin');
  let removed: number;
  try {
    for (const table of REQUEST_CHILDREN) {
      await session.exec(`delete from ${table} where topup_request_id > ${after}`);
    }
    const [row] = await session.query<{ n: number | string }>(
      `with gone as (delete from topup_requests where id > ${after} returning 1) select count(*) as n from gone`,
    );
    removed = Number(row?.n ?? 0);
    await session.exec("delete from rate_limits where key like 'topup-create:%'");
    await session.exec('delete from topup_daily_counts where request_count = 0 and amount_total = 0');
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback');
    throw error;
  }
  await session.exec(
    'vacuum (analyze) topup_requests, topup_status_history, notices, topup_daily_counts, rate_limits',
  );
  return removed;
}
