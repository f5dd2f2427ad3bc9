import { arrayContains, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { ROLE_REQUEST_MESSAGES } from '../../../../core/api/role-requests.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import type { BackOfficeUserRow } from '../../../../core/api/users.ts';
import { describedUser, otherTagsOf, rolesOf, toBackOfficeUser } from './user-row.ts';

/** Who the audit log names for the first admin: nobody signed in, someone at the server's console. */
export const SERVER_CONSOLE_ACTOR: Actor = { id: null, name: 'server console' };

export const FIRST_ADMIN_MESSAGES = {
  adminExists:
    'A Topup Admin exists already: new top-up admins are asked for in User Manager and approved by another Topup Admin',
} as const;

/**
 * A new shop's first Topup Admin (decision 0031): a command run on the server, for when no Topup Admin exists
 * and so nobody could approve a role request. Refused once any Topup Admin exists; refused for an account
 * whose password an admin chose. The customers table is locked for the check and the change, so that two
 * runs at once make one admin. Audited as done by the server console. The new admin sets up their second
 * factor at their first sign-in to the back office.
 */
export async function grantFirstTopupAdmin(db: Database, mobileNo: string): Promise<BackOfficeUserRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table customers in share row exclusive mode`);
    const [admin] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(arrayContains(customers.tags, ['TOPUP_ADMIN']))
      .limit(1);
    if (admin) throw conflict(FIRST_ADMIN_MESSAGES.adminExists);
    const account = await findCustomerByMobile(tx, mobileNo);
    if (!account) throw notFound(MESSAGES.mobileNumberNotFound);
    if (account.mustChangePassword) throw conflict(ROLE_REQUEST_MESSAGES.mustChooseOwnPassword);
    const tags = [...otherTagsOf(account.tags), ...rolesOf([...account.tags, 'TOPUP_ADMIN'])];
    const [after] = await tx.update(customers).set({ tags }).where(eq(customers.id, account.id)).returning();
    if (!after) throw notFound(MESSAGES.mobileNumberNotFound);
    await recordAudit(tx, {
      actor: SERVER_CONSOLE_ACTOR,
      action: 'user.grant-first-admin',
      entity: 'user',
      entityId: after.id,
      before: describedUser(account),
      after: describedUser(after),
    });
    return toBackOfficeUser(after);
  });
}
