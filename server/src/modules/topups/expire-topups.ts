import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queueNoticesSql } from '../notices/queue-notices.ts';

export const EXPIRY_REMARKS = 'Expired: no payment within the validity of the payment method';

const BATCH_SIZE = 500;

/**
 * Moves Pending requests whose expiry time has passed to Expired (3), writing their history in the same
 * statement. Safe to run from any number of processes at once: rows another transaction holds are skipped
 * (a status change in progress wins; the next run looks again), and the status is checked again under the
 * row lock, so a request is never expired twice or after it moved on. The same statement queues each
 * expired request's notices (decision 0027). Returns how many it expired.
 */
export async function expirePendingTopups(db: Database, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      with due as (
        select id from topup_requests
        where status = 0 and expires_at <= ${at}::timestamptz
        order by expires_at
        limit ${BATCH_SIZE}
        for update skip locked
      ), expired as (
        update topup_requests t set status = 3, updated_at = ${at}::timestamptz
        from due where t.id = due.id and t.status = 0
        returning t.id, t.contact_number, t.payer_email, t.created_by_customer_id
      ), expiry_notices as (${queueNoticesSql(
        {
          from: sql`expired`,
          id: sql`expired.id`,
          contactNumber: sql`expired.contact_number`,
          payerEmail: sql`expired.payer_email`,
          createdByCustomerId: sql`expired.created_by_customer_id`,
        },
        'expired',
      )})
      insert into topup_status_history (topup_request_id, from_status, to_status, remarks, actor_kind, actor_name, created_at)
      select id, 0, 3, ${EXPIRY_REMARKS}, 'system', 'system', ${at}::timestamptz from expired
      returning topup_request_id`);
    const count = (result as { rows: unknown[] }).rows.length;
    total += count;
    if (count < BATCH_SIZE) return total;
  }
}
