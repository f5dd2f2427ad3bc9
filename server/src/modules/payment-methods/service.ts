import { arrayContains, asc, desc, inArray, and } from 'drizzle-orm';
import { PaymentMethodStatus, type PortalPaymentMethod } from '../../../../core/api/payment-methods.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema.ts';

/**
 * The methods a customer sees for a top-up option: Active and Inactive ones (Inactive are shown with their
 * remarks but cannot be chosen), never Hidden, highest priority first.
 */
export async function listPortalPaymentMethods(db: Database, option: 1 | 2): Promise<PortalPaymentMethod[]> {
  const rows = await db
    .select({
      code: paymentMethods.code,
      name: paymentMethods.name,
      status: paymentMethods.status,
      minimumAmount: paymentMethods.minimumAmount,
      remarks: paymentMethods.remarks,
    })
    .from(paymentMethods)
    .where(
      and(
        inArray(paymentMethods.status, [PaymentMethodStatus.Active, PaymentMethodStatus.Inactive]),
        arrayContains(paymentMethods.topupOptions, [option]),
      ),
    )
    .orderBy(desc(paymentMethods.priority), asc(paymentMethods.code));
  return rows.map((row) => ({ ...row, minimumAmount: centavosToPesos(row.minimumAmount) }));
}
