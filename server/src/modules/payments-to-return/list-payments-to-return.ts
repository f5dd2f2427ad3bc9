import { asc, eq } from 'drizzle-orm';
import type { PaymentToReturn, ReturnStatus } from '../../../../core/api/payments-to-return.ts';
import type { Database } from '../../db/client.ts';
import { paymentsToReturn } from '../../db/schema.ts';
import { toPaymentToReturn } from './payment-to-return-row.ts';

/**
 * The queue of one status, oldest first: the payments waiting longest come first. It holds the rare
 * payments that arrived for a request already ended, so it is answered whole, without pages.
 */
export async function listPaymentsToReturn(db: Database, status: ReturnStatus): Promise<PaymentToReturn[]> {
  const rows = await db
    .select()
    .from(paymentsToReturn)
    .where(eq(paymentsToReturn.status, status))
    .orderBy(asc(paymentsToReturn.foundAt), asc(paymentsToReturn.id));
  return rows.map(toPaymentToReturn);
}
