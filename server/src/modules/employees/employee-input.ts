import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { DEPARTMENT_MESSAGES } from '../../../../core/api/departments.ts';
import { assertWalletFree } from './wallet-holder.ts';

export interface EmployeeInput {
  firstName: string;
  middleName: string | null;
  lastName: string;
  position: string;
  departmentId: number;
  ewalletAccountInfo: string;
  status: boolean;
}

/**
 * The stored columns of an input: the wallet resolved to its customer, the department checked, and for an
 * active employee the wallet free of any other active employee (`exceptId`: the employee being edited).
 */
export async function resolveEmployee(db: Database, input: EmployeeInput, exceptId: number | null) {
  const customer = await findCustomerByMobile(db, input.ewalletAccountInfo);
  if (!customer) throw invalid(MESSAGES.ewalletAccountNotFound);
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, input.departmentId));
  if (!department) throw invalid(DEPARTMENT_MESSAGES.notFound);
  if (input.status) await assertWalletFree(db, customer.id, exceptId);
  return { ...input, ewalletAccountInfo: customer.mobileNo, ewalletCustomerId: customer.id };
}
