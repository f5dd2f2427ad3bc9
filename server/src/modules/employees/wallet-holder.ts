import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, employees } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../errors.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import {
  employeeNameOf,
  walletTakenMessage,
  type VerifyAccountAnswer,
} from '../../../../core/api/employees.ts';

/** One wallet, one active employee (decision 0013): who holds a wallet, and the refusals when it is taken. */

type WalletHolder = NonNullable<VerifyAccountAnswer['heldBy']>;

/** The active employee paid into this customer's wallet, other than `exceptId` (the one being edited). */
export async function activeHolderOf(
  db: Database,
  customerId: number,
  exceptId: number | null,
): Promise<WalletHolder | null> {
  const [row] = await db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
      departmentName: departments.departmentName,
    })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        eq(employees.ewalletCustomerId, customerId),
        eq(employees.status, true),
        exceptId === null ? undefined : ne(employees.id, exceptId),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    employeeId: row.employeeId,
    employeeName: employeeNameOf(row.firstName, row.middleName, row.lastName),
    departmentName: row.departmentName,
  };
}

/** An active employee's wallet must be free (409 naming its holder); the database's index backs this up. */
export async function assertWalletFree(
  db: Database,
  customerId: number,
  exceptId: number | null,
): Promise<void> {
  const holder = await activeHolderOf(db, customerId, exceptId);
  if (holder) throw conflict(walletTakenMessage(holder.employeeName, holder.departmentName));
}

/** A save that met employees_active_wallet_key: another save took the wallet first; name its holder. */
export async function walletTakenMeanwhile(
  db: Database,
  error: unknown,
  input: { ewalletAccountInfo: string; status: boolean },
  exceptId: number | null,
): Promise<never> {
  if (!isUniqueViolation(error, 'employees_active_wallet_key')) throw error;
  const customer = await findCustomerByMobile(db, input.ewalletAccountInfo);
  if (customer) await assertWalletFree(db, customer.id, exceptId);
  throw conflict('This e-wallet already belongs to another active employee');
}
