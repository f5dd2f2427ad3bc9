import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { customers } from '../../../db/schema.ts';
import { unauthenticated } from '../../../errors.ts';
import { roleFromTags, type Role } from '../../../../../core/roles.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../../core/two-factor.ts';
import type { SessionCustomer } from '../../../request-session.ts';
import { findPendingSession } from '../service.ts';

/**
 * Who a second-factor step is for: the half-signed-in login of the cookie (`pendingSessionId` set), or a
 * signed-in back-office user (`signedInSessionId` set) adding the optional factor or giving the factor
 * their session still owes (a promotion). 401 with "sign in again" when neither.
 */
export interface SecondFactorCaller {
  customer: SessionCustomer;
  role: Role;
  pendingSessionId: string | null;
  signedInSessionId: string | null;
}

export async function secondFactorCaller(
  db: Database,
  signedIn: { sessionId: string; customer: SessionCustomer; role: Role } | null,
  cookieToken: string | undefined,
): Promise<SecondFactorCaller> {
  if (signedIn) {
    const { sessionId, customer, role } = signedIn;
    return { customer, role, pendingSessionId: null, signedInSessionId: sessionId };
  }
  const pending = cookieToken ? await findPendingSession(db, cookieToken) : null;
  if (!pending) throw unauthenticated(TWO_FACTOR_MESSAGES.signInAgain);
  const [row] = await db.select().from(customers).where(eq(customers.id, pending.customerId));
  const role = row ? roleFromTags(row.tags) : null;
  // A role removed between the password and the code: the login is over.
  if (!row || !role) throw unauthenticated(TWO_FACTOR_MESSAGES.signInAgain);
  const customer = {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    mobileNo: row.mobileNo,
    email: row.email,
    tags: row.tags,
  };
  return { customer, role, pendingSessionId: pending.sessionId, signedInSessionId: null };
}
