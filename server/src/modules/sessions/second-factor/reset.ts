import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { customers, roleRequests } from '../../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../../errors.ts';
import { ROLE_REQUEST_STATUS } from '../../../../../core/api/role-requests.ts';
import { roleFromTags } from '../../../../../core/roles.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../../core/two-factor.ts';
import { recordAudit, type Actor } from '../../audit/service.ts';
import { endSessionsOfCustomer } from '../service.ts';
import { removeSecondFactor } from './factor-store.ts';

/**
 * A top-up admin resets another back-office user's second factor (a lost phone): the factor and its
 * recovery codes go, the user's back-office sessions end, and they enrol again at their next sign-in.
 * Never one's own: that would let a stolen session replace its owner's factor.
 *
 * Safe with one admin (decision 0031): the resetter takes the factor away but cannot set up the next one,
 * because that needs the account's password, which is its owner's: no admin gives a role holder, or an
 * account a role is asked for, a temporary password, and no account with an admin's password gets a role.
 * So it is refused for an account that still signs in with an admin's password (an old one, from before),
 * and while a role request for it awaits approval (its approval would no longer see the account as asked).
 */
export async function resetSecondFactor(db: Database, customerId: number, actor: Actor): Promise<boolean> {
  if (actor.id === customerId) throw forbidden(TWO_FACTOR_MESSAGES.cannotResetOwn);
  const [user] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!user || !roleFromTags(user.tags)) throw notFound(TWO_FACTOR_MESSAGES.userNotFound);
  if (user.mustChangePassword) throw conflict(TWO_FACTOR_MESSAGES.adminChosenPasswordFactorNotReset);
  // Read here rather than through the users module, which itself uses the sessions module (no cycle).
  const [pending] = await db
    .select({ id: roleRequests.id })
    .from(roleRequests)
    .where(
      and(eq(roleRequests.customerId, customerId), eq(roleRequests.status, ROLE_REQUEST_STATUS.pending)),
    );
  if (pending) throw conflict(TWO_FACTOR_MESSAGES.pendingRoleFactorNotReset);
  await db.transaction(async (tx) => {
    const removed = await removeSecondFactor(tx, customerId);
    await endSessionsOfCustomer(tx, customerId, 'backoffice');
    await recordAudit(tx, {
      actor,
      action: 'second-factor.reset',
      entity: 'user',
      entityId: customerId,
      before: { fullName: `${user.firstname} ${user.lastname}`, enrolled: removed },
      after: { fullName: `${user.firstname} ${user.lastname}`, enrolled: false },
    });
  });
  return true;
}
