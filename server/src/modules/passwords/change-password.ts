import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../core/two-factor.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword, verifyPassword } from '../customers/password.ts';
import { limitMisses } from '../rate-limits/limit-misses.ts';
import type { RateLimit } from '../rate-limits/service.ts';
import { endOtherSessionsOfCustomer } from '../sessions/service.ts';

/** Wrong current passwords per user: as many as the login allows, so the form is no side door for guessing. */
export const CHANGE_PASSWORD_LIMIT: RateLimit = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Changes a signed-in user's password after checking the current one. Every other session of theirs, in
 * the portal and the back office, ends: a password changed because it leaked must shut out whoever used it
 * (decision 0022). The session that changed it stays.
 */
export async function changePassword(
  db: Database,
  input: { customerId: number; sessionId: string; currentPassword: string; newPassword: string },
): Promise<boolean> {
  await limitMisses(db, `password-change:customer:${input.customerId}`, CHANGE_PASSWORD_LIMIT, async () => {
    const [row] = await db.select().from(customers).where(eq(customers.id, input.customerId));
    if (!row) throw notFound(TWO_FACTOR_MESSAGES.userNotFound);
    if (!(await verifyPassword(row.passwordHash, input.currentPassword)))
      throw invalid(TWO_FACTOR_MESSAGES.wrongCurrentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(customers.id, input.customerId));
      await endOtherSessionsOfCustomer(tx, input.customerId, input.sessionId);
      await recordAudit(tx, {
        actor: { id: row.id, name: `${row.firstname} ${row.lastname}` },
        action: 'password.change',
        entity: 'customer',
        entityId: row.id,
        after: { otherSessionsEnded: true },
      });
    });
  });
  return true;
}
