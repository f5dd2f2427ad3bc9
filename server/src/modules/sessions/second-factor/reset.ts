import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { customers } from '../../../db/schema.ts';
import { forbidden, notFound } from '../../../errors.ts';
import { roleFromTags } from '../../../../../core/roles.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../../core/two-factor.ts';
import { recordAudit, type Actor } from '../../audit/service.ts';
import { endSessionsOfCustomer } from '../service.ts';
import { removeSecondFactor } from './factor-store.ts';

/**
 * A top-up admin resets another back-office user's second factor (a lost phone): the factor and its
 * recovery codes go, the user's back-office sessions end, and they enrol again at their next sign-in.
 * Never one's own: that would let a stolen session replace its owner's factor.
 */
export async function resetSecondFactor(db: Database, customerId: number, actor: Actor): Promise<boolean> {
  if (actor.id === customerId) throw forbidden(TWO_FACTOR_MESSAGES.cannotResetOwn);
  const [user] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!user || !roleFromTags(user.tags)) throw notFound(TWO_FACTOR_MESSAGES.userNotFound);
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
