import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PeriodicJob } from './runner.ts';

/**
 * Purges of rows that have done their work (docs/decisions/0010-periodic-jobs-and-idempotency-leases.md).
 * Each deletes in batches (no long transaction, no lock on a whole table) and repeats its condition in the
 * DELETE itself, so that a row brought back to life between the batch's choice and its deletion (a session
 * touched, a rate-limit window begun again, a claim taken over) is kept. Each is safe to run from several
 * processes at once; the runner runs one at a time anyway.
 */

/** How often the purges run; none is urgent. (PURGE_INTERVAL_SECONDS would be its setting.) */
export const PURGE_INTERVAL_SECONDS = 600;

/**
 * A retry of a state-changing call comes within seconds or minutes (a client's back-off, a phone back on
 * the network); a day covers a client that retries the next morning. After that the key is forgotten: a
 * retry then runs again, and the creations still find what they made (their rows keep the key's hash).
 */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/**
 * The longest rate-limit window in use (top-up creates per payer and per wallet: one hour). A row whose
 * window began longer ago than this has lapsed under every limit: takeRateLimit would start it again at 1,
 * which is what a missing row gives. A new limit with a longer window must raise this (purges.test.ts
 * reads every window in server/src and fails otherwise).
 */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = 60 * 60;

/**
 * Payment events of references no top-up request has (forged or mistyped webhooks, confirms of made-up
 * references) are kept a week for the investigation of an attack or a provider's mistake, then go. Events
 * of real requests are their payment's audit trail and are never purged.
 */
export const UNMATCHED_PAYMENT_EVENT_RETENTION_DAYS = 7;

const BATCH_SIZE = 5_000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs a batch delete answering `deleted` until a batch deletes fewer than BATCH_SIZE; the total. */
async function inBatches(deleteBatch: () => Promise<unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = rowsOf<{ deleted: number }>(await deleteBatch());
    const deleted = Number(row?.deleted ?? 0);
    total += deleted;
    if (deleted < BATCH_SIZE) return total;
  }
}

/** Sessions past their expiry: findSession no longer accepts them, and logout deletes its own at once. */
export async function purgeEndedSessions(db: Database): Promise<number> {
  return inBatches(() =>
    db.execute(sql`
      with gone as (
        delete from sessions where id in (
          select id from sessions where expires_at < now() order by expires_at limit ${BATCH_SIZE}
        ) and expires_at < now()
        returning 1
      )
      select count(*)::int as deleted from gone`),
  );
}

/**
 * Idempotency keys older than their retention, answered or with a lease that has passed; a claim still
 * within its lease belongs to a request that may be running.
 */
export async function purgeOldIdempotencyKeys(
  db: Database,
  retentionHours = IDEMPOTENCY_KEY_RETENTION_HOURS,
): Promise<number> {
  const old = sql`created_at < now() - make_interval(hours => ${retentionHours})
    and (status_code is not null or claimed_until < now())`;
  return inBatches(() =>
    db.execute(sql`
      with gone as (
        delete from idempotency_keys where (scope, key) in (
          select scope, key from idempotency_keys where ${old} order by created_at limit ${BATCH_SIZE}
        ) and ${old}
        returning 1
      )
      select count(*)::int as deleted from gone`),
  );
}

/** Rate-limit counters whose window has lapsed under the longest limit (LONGEST_RATE_LIMIT_WINDOW_SECONDS). */
export async function purgeSpentRateLimits(
  db: Database,
  longestWindowSeconds = LONGEST_RATE_LIMIT_WINDOW_SECONDS,
): Promise<number> {
  const spent = sql`window_start < now() - make_interval(secs => ${longestWindowSeconds})`;
  return inBatches(() =>
    db.execute(sql`
      with gone as (
        delete from rate_limits where key in (
          select key from rate_limits where ${spent} limit ${BATCH_SIZE}
        ) and ${spent}
        returning 1
      )
      select count(*)::int as deleted from gone`),
  );
}

export const PAYMENT_EVENT_PURGE_JOB = 'purge-payment-events';

interface EventBatch {
  fetched: number;
  examined: number;
  last_id: number | null;
  deleted: number;
}

/**
 * Payment events older than the retention whose reference no top-up request has. The purge walks the
 * events by id from where it stopped last time (the job row's cursor) and stops at the first event still
 * too young, so it reads each event once, however many it keeps: the table grows with every card payment
 * and the events of real requests stay for ever.
 */
export async function purgeUnmatchedPaymentEvents(
  db: Database,
  retentionDays = UNMATCHED_PAYMENT_EVENT_RETENTION_DAYS,
): Promise<number> {
  let total = 0;
  for (;;) {
    const [batch] = rowsOf<EventBatch>(
      await db.execute(sql`
        with mark as (
          select coalesce((select cursor from periodic_jobs where name = ${PAYMENT_EVENT_PURGE_JOB}), 0) as id
        ), batch as (
          select id, reference_number, created_at < now() - make_interval(days => ${retentionDays}) as old
          from payment_events where id > (select id from mark) order by id limit ${BATCH_SIZE}
        ), first_young as (
          select min(id) as id from batch where not old
        ), examined as (
          select id, reference_number from batch
          where (select id from first_young) is null or id < (select id from first_young)
        ), gone as (
          delete from payment_events e using examined x
          where e.id = x.id
            and not exists (select 1 from topup_requests t where t.reference_number = x.reference_number)
          returning 1
        )
        select (select count(*) from batch)::int as fetched, (select count(*) from examined)::int as examined,
          (select max(id) from examined) as last_id, (select count(*) from gone)::int as deleted`),
    );
    if (!batch || batch.last_id === null) return total;
    total += Number(batch.deleted);
    // greatest: a second purge running at the same moment (it should not, under the runner) never moves
    // the cursor back.
    await db.execute(sql`
      insert into periodic_jobs as j (name, cursor) values (${PAYMENT_EVENT_PURGE_JOB}, ${batch.last_id})
      on conflict (name) do update set cursor = greatest(j.cursor, excluded.cursor)`);
    if (Number(batch.examined) < BATCH_SIZE) return total;
  }
}

/** The four purges as periodic jobs; each first runs one interval after start-up. */
export function purgeJobs(db: Database, log: FastifyBaseLogger, intervalSeconds: number): PeriodicJob[] {
  const job = (name: string, purge: () => Promise<number>, what: string): PeriodicJob => ({
    name,
    intervalSeconds,
    firstRunDelayMs: intervalSeconds * 1000,
    async run() {
      const deleted = await purge();
      if (deleted > 0) log.info({ job: name, deleted }, `purged ${what}`);
    },
  });
  return [
    job('purge-sessions', () => purgeEndedSessions(db), 'ended sessions'),
    job('purge-idempotency-keys', () => purgeOldIdempotencyKeys(db), 'old idempotency keys'),
    job('purge-rate-limits', () => purgeSpentRateLimits(db), 'spent rate-limit windows'),
    job(
      PAYMENT_EVENT_PURGE_JOB,
      () => purgeUnmatchedPaymentEvents(db),
      'payment events of unknown references',
    ),
  ];
}
