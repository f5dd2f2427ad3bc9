import { and, desc, eq } from 'drizzle-orm';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { selectListedTopups, toListedTopup } from './listed-topup.ts';

export const CUSTOMER_TOPUPS_LIMIT = 100;

/**
 * The requests this customer made for their own wallet, newest first (the most recent 100 by default). A
 * request someone else made for the wallet is not listed: this shape carries the payer's contact number and
 * the reference that opens the spec's search and cancel (core/request-sides.ts); the wallet history shows
 * its credit or pending state without them.
 */
export async function listCustomerTopups(
  db: Database,
  customerId: number,
  limit = CUSTOMER_TOPUPS_LIMIT,
): Promise<ListedTopup[]> {
  const rows = await selectListedTopups(db)
    .where(
      and(eq(topupRequests.ewalletCustomerId, customerId), eq(topupRequests.createdByCustomerId, customerId)),
    )
    .orderBy(desc(topupRequests.dateCreated), desc(topupRequests.id))
    .limit(limit);
  return rows.map(toListedTopup);
}
