import type { Database } from '../../../db/client.ts';
import { invalid } from '../../../errors.ts';
import { secondFactorRequired, TWO_FACTOR_MESSAGES } from '../../../../../core/two-factor.ts';
import { checkCode, type CodeKind } from './check-code.ts';
import { findSecondFactor } from './factor-store.ts';

/**
 * What a back-office login still needs after the right password: `code` for a user with a confirmed
 * factor, `enrol` for a user of a money-moving role without one (decision 0022), null for none (a
 * transmittal admin who has not added the optional factor).
 */
export async function secondFactorStep(
  db: Database,
  customer: { id: number; tags: string[] },
): Promise<'code' | 'enrol' | null> {
  const factor = await findSecondFactor(db, customer.id);
  if (factor?.confirmed) return 'code';
  return secondFactorRequired(customer.tags) ? 'enrol' : null;
}

/** Checks a login's second factor: a TOTP code or a recovery code of the user's confirmed factor. */
export async function passSecondFactor(db: Database, customerId: number, code: string): Promise<CodeKind> {
  const factor = await findSecondFactor(db, customerId);
  if (!factor?.confirmed) throw invalid(TWO_FACTOR_MESSAGES.wrongCode);
  return checkCode(db, factor, code, { allowRecovery: true });
}
