import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../core/two-factor.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword } from '../customers/password.ts';
import { proveItIsThem } from '../sessions/prove-again.ts';
import { endOtherSessionsOfCustomer } from '../sessions/service.ts';

/**
 * Changes a signed-in user's password after checking the current one, and a current code when the account
 * has a second factor (a staff password, on whichever route: issue 25). Every other session of theirs, in
 * the portal and the back office, ends: a password changed because it leaked must shut out whoever used it
 * (decision 0022). The session that changed it stays.
 */
export async function changePassword(
  db: Database,
  input: {
    customerId: number;
    sessionId: string;
    currentPassword: string;
    code?: string | undefined;
    newPassword: string;
  },
): Promise<boolean> {
  await proveItIsThem(db, input.customerId, { currentPassword: input.currentPassword, code: input.code });
  const [row] = await db.select().from(customers).where(eq(customers.id, input.customerId));
  if (!row) throw notFound(TWO_FACTOR_MESSAGES.userNotFound);
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
  return true;
}
