import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { ROLE_REQUEST_MESSAGES } from '../../../../core/api/role-requests.ts';
import { roleFromTags } from '../../../../core/roles.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../core/two-factor.ts';
import { applySecondFactorReset } from '../sessions/second-factor/reset.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import { SERVER_CONSOLE_ACTOR } from './grant-first-admin.ts';
import { hasPendingRoleRequest } from './pending-role-request.ts';
import { lockTopupAdmins } from './topup-admins.ts';

export const CONSOLE_RESET_MESSAGES = {
  anotherAdminExists:
    'Another Topup Admin exists: they ask for the reset in User Manager (and a third approves it, or the server with admin:approve-role-request)',
} as const;

/**
 * The server console resets a back-office user's second factor (decision 0031) when no top-up admin other
 * than the account exists: a shop's only top-up admin who lost her phone and her recovery codes cannot sign
 * in to ask, and nobody could approve. Refused when another top-up admin exists (then it is a request in
 * User Manager), for an account an admin's password signs in to, and while a request for it awaits
 * approval. Audited as the server console. The admins' rows are locked first, as every role change does.
 */
export async function consoleResetSecondFactor(
  db: Database,
  mobileNo: string,
): Promise<{ fullName: string; mobileNo: string }> {
  return db.transaction(async (tx) => {
    const admins = await lockTopupAdmins(tx);
    const found = await findCustomerByMobile(tx, mobileNo);
    if (!found) throw notFound(TWO_FACTOR_MESSAGES.userNotFound);
    const [account] = await tx.select().from(customers).where(eq(customers.id, found.id)).for('update');
    if (!account || !roleFromTags(account.tags)) throw notFound(TWO_FACTOR_MESSAGES.userNotFound);
    if (admins.some((id) => id !== account.id)) throw conflict(CONSOLE_RESET_MESSAGES.anotherAdminExists);
    if (account.mustChangePassword) throw conflict(TWO_FACTOR_MESSAGES.adminChosenPasswordFactorNotReset);
    if (await hasPendingRoleRequest(tx, account.id)) throw conflict(ROLE_REQUEST_MESSAGES.alreadyPending);
    await applySecondFactorReset(tx, account, SERVER_CONSOLE_ACTOR);
    return { fullName: `${account.firstname} ${account.lastname}`.trim(), mobileNo: account.mobileNo };
  });
}
