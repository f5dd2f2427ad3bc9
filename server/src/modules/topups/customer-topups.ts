import { desc, eq } from 'drizzle-orm';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { selectListedTopups, toListedTopup } from './listed-topup.ts';

export const CUSTOMER_TOPUPS_LIMIT = 100;

/** The requests that top up this customer's wallet, newest first (the most recent 100 by default). */
export async function listCustomerTopups(
  db: Database,
  customerId: number,
  limit = CUSTOMER_TOPUPS_LIMIT,
): Promise<ListedTopup[]> {
  const rows = await selectListedTopups(db)
    .where(eq(topupRequests.ewalletCustomerId, customerId))
    .orderBy(desc(topupRequests.dateCreated), desc(topupRequests.id))
    .limit(limit);
  return rows.map(toListedTopup);
}
