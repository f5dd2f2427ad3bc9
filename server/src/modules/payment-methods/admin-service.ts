import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import {
  PAYMENT_METHOD_MESSAGES,
  bankDetailsComplete,
  duplicatePaymentMethodNameMessage,
  type AdminPaymentMethod,
  type PaymentMethodChanges,
} from '../../../../core/api/payment-method-admin.ts';
import { recordAudit, type Actor } from '../audit/service.ts';

type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** A method as the back office sees it: pesos, options as JSON text (spec section 3). */
export function toAdminPaymentMethod(row: PaymentMethodRow): AdminPaymentMethod {
  return {
    code: row.code,
    name: row.name,
    status: row.status,
    minimumAmount: centavosToPesos(row.minimumAmount),
    daysValidity: row.daysValidity,
    priority: row.priority,
    topupOptions: JSON.stringify(row.topupOptions),
    remarks: row.remarks,
    instructions: row.instructions,
    bankName: row.bankName,
    bankAccountName: row.bankAccountName,
    bankAccountNumber: row.bankAccountNumber,
    dateCreated: row.dateCreated.toISOString(),
    dateUpdated: row.dateUpdated.toISOString(),
  };
}

/** Every method, hidden ones too, highest priority first (the order the portal shows them in). */
export async function listAllPaymentMethods(db: Database): Promise<AdminPaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .orderBy(desc(paymentMethods.priority), asc(paymentMethods.code));
  return rows.map(toAdminPaymentMethod);
}

/** The audit log's copy of a method: what an admin can change, money in pesos. */
function auditCopy(row: PaymentMethodRow) {
  const { code: _code, dateCreated: _created, dateUpdated: _updated, ...fields } = toAdminPaymentMethod(row);
  return { ...fields, topupOptions: row.topupOptions };
}

/** Names are compared as people read them: trimmed, case-insensitive. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Changes a method. The portal reads payment_methods on every call, so the change is live at once: a Hidden
 * method leaves the portal's list, an Inactive one is shown disabled, and new top-ups meet the new minimum.
 * A name another method has is refused (the portal's list would show two alike); a method that already
 * shares its name from before keeps it when the edit leaves the name as it was.
 */
export async function updatePaymentMethod(
  db: Database,
  code: number,
  changes: PaymentMethodChanges,
  actor: Actor,
): Promise<AdminPaymentMethod> {
  const { confirmNoOptions: _confirmed, ...fields } = changes;
  return db.transaction(async (tx) => {
    // Every row is locked, in code order: two renames to one name at the same moment cannot both pass the
    // check below (the second reads the first's name once it commits). The table holds a handful of rows.
    const rows = await tx.select().from(paymentMethods).orderBy(asc(paymentMethods.code)).for('update');
    const before = rows.find((row) => row.code === code);
    if (!before) throw notFound(PAYMENT_METHOD_MESSAGES.notFound);
    const namesake = rows.find((row) => row.code !== code && sameName(row.name, fields.name));
    if (namesake && !sameName(before.name, fields.name)) {
      throw conflict(duplicatePaymentMethodNameMessage(fields.name, namesake.code));
    }
    // A body that leaves some bank fields out keeps them: the account as it will be saved must be whole.
    const keptOr = <T>(value: T | undefined, kept: T) => (value === undefined ? kept : value);
    const account = {
      bankName: keptOr(fields.bankName, before.bankName),
      bankAccountName: keptOr(fields.bankAccountName, before.bankAccountName),
      bankAccountNumber: keptOr(fields.bankAccountNumber, before.bankAccountNumber),
    };
    if (!bankDetailsComplete(account)) throw invalid(PAYMENT_METHOD_MESSAGES.bankDetailsIncomplete);
    const [after] = await tx
      .update(paymentMethods)
      .set({ ...fields, ...account, dateUpdated: new Date() })
      .where(eq(paymentMethods.code, code))
      .returning();
    if (!after) throw notFound(PAYMENT_METHOD_MESSAGES.notFound);
    await recordAudit(tx, {
      actor,
      action: 'payment-method.update',
      entity: 'payment-method',
      entityId: code,
      before: auditCopy(before),
      after: auditCopy(after),
    });
    return toAdminPaymentMethod(after);
  });
}
