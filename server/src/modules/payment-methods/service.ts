import { arrayContains, asc, desc, eq, inArray, and } from 'drizzle-orm';
import {
  PaymentMethodStatus,
  type PaymentInstructions,
  type PortalPaymentMethod,
} from '../../../../core/api/payment-methods.ts';
import { PAYMENT_METHOD_MESSAGES } from '../../../../core/api/payment-method-admin.ts';
import { notFound } from '../../errors.ts';
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

/**
 * How to pay with a method, as its result page shows it. Every method answers, Hidden ones too: a request
 * made just before a method was hidden is still paid the way it was offered. These are the shop's public
 * payment details, nothing about any customer.
 */
export async function getPaymentInstructions(db: Database, code: number): Promise<PaymentInstructions> {
  const [row] = await db
    .select({
      code: paymentMethods.code,
      name: paymentMethods.name,
      instructions: paymentMethods.instructions,
      bankName: paymentMethods.bankName,
      bankAccountName: paymentMethods.bankAccountName,
      bankAccountNumber: paymentMethods.bankAccountNumber,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, code));
  if (!row) throw notFound(PAYMENT_METHOD_MESSAGES.notFound);
  const { bankName, bankAccountName, bankAccountNumber, ...method } = row;
  // The admin's rule keeps the three together; a row edited by hand with a part missing shows none.
  const bankAccount =
    bankName && bankAccountName && bankAccountNumber
      ? { bankName, accountName: bankAccountName, accountNumber: bankAccountNumber }
      : null;
  return { ...method, bankAccount };
}
