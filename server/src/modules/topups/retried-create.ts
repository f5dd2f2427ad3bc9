import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { storedListedColumns, type ListedTopupRow } from './listed-topup.ts';

/**
 * A creation retried with the same Idempotency-Key after an answer that was not kept. The idempotency
 * plugin keeps no 5xx answer, so that a retry after a failure can run; but when a card provider failed,
 * the first try had already saved the request (Pending, 503 naming its reference). Saving a second one on
 * the retry would leave the customer two Pending requests and two references for one payment; so every
 * request remembers the key it was made with, and the retry takes that request up again.
 */

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';

/** The key as stored: a hash of the caller's scope and key, so neither is kept in the clear. */
export function hashIdempotencyKey(scopedKey: string): string {
  return createHash('sha256').update(scopedKey).digest('hex');
}

/** What a creation asks for, as it would be stored. */
export interface RequestedTopup {
  topupOption: number;
  ewalletCustomerId: number;
  amount: number;
  paymentMethodCode: number;
  contactNumber: string;
  billingAddress: string | null;
}

/**
 * The request saved earlier with this key, or null when there is none. The same key for another request
 * (another amount, account or method) is a conflict, as the plugin answers for a kept answer.
 */
export async function findRetriedTopup(
  db: Database,
  keyHash: string,
  wanted: RequestedTopup,
): Promise<
  (Omit<ListedTopupRow, 'paymentMethodName'> & { receiptToken: string; expiresAt: Date | null }) | null
> {
  const [row] = await db
    .select({
      ...storedListedColumns,
      ewalletCustomerId: topupRequests.ewalletCustomerId,
      billingAddress: topupRequests.billingAddress,
      receiptToken: topupRequests.receiptToken,
      expiresAt: topupRequests.expiresAt,
    })
    .from(topupRequests)
    .where(eq(topupRequests.idempotencyKeyHash, keyHash));
  if (!row) return null;
  const { ewalletCustomerId, billingAddress, ...listed } = row;
  const same =
    row.topupOption === wanted.topupOption &&
    ewalletCustomerId === wanted.ewalletCustomerId &&
    row.amount === wanted.amount &&
    row.paymentMethodCode === wanted.paymentMethodCode &&
    row.contactNumber === wanted.contactNumber &&
    billingAddress === wanted.billingAddress;
  if (!same) throw conflict(KEY_REUSED_MESSAGE);
  return listed;
}
