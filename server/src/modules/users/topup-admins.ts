import { arrayContains, asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

/**
 * Locks every Topup Admin's row, in id order (so that two transactions never wait on each other crosswise),
 * and answers their ids. Whatever changes who is an admin takes these locks first: two admins removing each
 * other at once cannot both succeed, and an approval sees the approver still an admin when it commits.
 */
export async function lockTopupAdmins(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(arrayContains(customers.tags, ['TOPUP_ADMIN']))
    .orderBy(asc(customers.id))
    .for('update');
  return rows.map((row) => row.id);
}
