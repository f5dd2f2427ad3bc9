import type { Database } from '../../db/client.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import { walletTakenMessage, type VerifyAccountAnswer } from '../../../../core/api/employees.ts';
import { fullNameOf, maskName } from '../../../../core/names.ts';
import { activeHolderOf } from './wallet-holder.ts';

/** Whether the e-wallet account info (a customer's mobile number) names an existing customer. */
export async function isEwalletAccount(db: Database, ewalletAccountInfo: string): Promise<boolean> {
  return (await findCustomerByMobile(db, ewalletAccountInfo)) !== null;
}

/**
 * Verify Account, shown before saving (decision 0013): whether the wallet exists, its owner's name masked as
 * the portal's lookup masks it (so that staff see whose wallet it is without reading a customer's full name),
 * and the active employee who already holds it, if any.
 */
export async function verifyEwalletAccount(
  db: Database,
  ewalletAccountInfo: string,
  employeeId: number | null,
): Promise<VerifyAccountAnswer> {
  const customer = await findCustomerByMobile(db, ewalletAccountInfo);
  if (!customer) return { verified: false, maskedName: null, heldBy: null, message: null };
  const heldBy = await activeHolderOf(db, customer.id, employeeId);
  return {
    verified: true,
    maskedName: maskName(fullNameOf(customer.firstname, customer.lastname)),
    heldBy,
    message: heldBy ? walletTakenMessage(heldBy.employeeName, heldBy.departmentName) : null,
  };
}
