import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import { ACCESS_CODES, TWO_FACTOR_MESSAGES } from '../../../../core/two-factor.ts';
import { verifyPassword } from '../customers/password.ts';
import { limitMisses } from '../rate-limits/limit-misses.ts';
import type { RateLimit } from '../rate-limits/service.ts';
import { checkCode } from './second-factor/check-code.ts';
import { findSecondFactor } from './second-factor/factor-store.ts';

/**
 * Wrong current passwords per user, for every form that asks for it again (password change, setting up a
 * factor, new recovery codes): one allowance, as many as the login allows, so that no form is a side door
 * for guessing.
 */
export const CURRENT_PASSWORD_LIMIT: RateLimit = { limit: 10, windowSeconds: 15 * 60 };

export function currentPasswordLimitKey(customerId: number): string {
  return `password-change:customer:${customerId}`;
}

/** What a sensitive change asks for again: the current password, and a current code where a factor is on. */
export interface ProofAgain {
  currentPassword: string;
  code?: string | undefined;
}

/**
 * Proves, for a sensitive change from a signed-in session, that the person is there and not only their
 * session or their password (issue 25): the current password, then, for an account with a second factor,
 * a current TOTP or recovery code. Each wrong one counts toward its own attempt limit (the password's
 * above, the factor's 5 in 15 minutes), taken before its check. A missing code is asked for (400 with code
 * `second_factor_code_required`) before the password is tried, so asking uses up no attempt.
 */
export async function proveItIsThem(db: Database, customerId: number, proof: ProofAgain): Promise<void> {
  const factor = await findSecondFactor(db, customerId);
  const confirmed = factor?.confirmed ? factor : null;
  if (confirmed && !proof.code) {
    throw new AppError('invalid', TWO_FACTOR_MESSAGES.secondFactorCodeRequired, undefined, {
      code: ACCESS_CODES.secondFactorCodeRequired,
    });
  }
  await limitMisses(db, currentPasswordLimitKey(customerId), CURRENT_PASSWORD_LIMIT, async () => {
    const [row] = await db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row) throw notFound(TWO_FACTOR_MESSAGES.userNotFound);
    if (!(await verifyPassword(row.passwordHash, proof.currentPassword)))
      throw invalid(TWO_FACTOR_MESSAGES.wrongCurrentPassword);
  });
  if (confirmed && proof.code) await checkCode(db, confirmed, proof.code, { allowRecovery: true });
}
