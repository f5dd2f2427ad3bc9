import type { Database } from '../../../db/client.ts';
import { invalid } from '../../../errors.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../../core/two-factor.ts';
import { clearRateLimit, takeRateLimit, type RateLimit } from '../../rate-limits/service.ts';
import { claimStep, useRecoveryCode, type SecondFactor } from './factor-store.ts';
import { looksLikeTotpCode } from './recovery-codes.ts';
import { stepOfCode } from './totp.ts';

/**
 * Five wrong codes per user in 15 minutes: with three accepted steps, a guesser's odds are 15 in a
 * million per quarter hour, and that after the password. Taken before the check (atomically, so a burst
 * gets no more tries than the same codes one by one); a right code clears it.
 */
export const SECOND_FACTOR_LIMIT: RateLimit = { limit: 5, windowSeconds: 15 * 60 };

export function secondFactorLimitKey(customerId: number): string {
  return `second-factor:customer:${customerId}`;
}

export type CodeKind = 'totp' | 'recovery';

/**
 * Checks a code against a user's factor: a TOTP code of the current step (or one either side) not used
 * before, or, when `allowRecovery`, one of their recovery codes, which is then gone. Throws `invalid` with a
 * message saying which when it is not.
 */
export async function checkCode(
  db: Database,
  factor: SecondFactor,
  code: string,
  options: { allowRecovery: boolean },
): Promise<CodeKind> {
  const key = secondFactorLimitKey(factor.customerId);
  await takeRateLimit(db, key, SECOND_FACTOR_LIMIT);
  const kind = await codeKind(db, factor, code, options.allowRecovery);
  await clearRateLimit(db, key);
  return kind;
}

async function codeKind(
  db: Database,
  factor: SecondFactor,
  code: string,
  allowRecovery: boolean,
): Promise<CodeKind> {
  if (looksLikeTotpCode(code)) {
    const step = stepOfCode(factor.secret, code.replace(/\s/g, ''));
    if (step === null) throw invalid(TWO_FACTOR_MESSAGES.wrongCode);
    if (!(await claimStep(db, factor.customerId, step))) throw invalid(TWO_FACTOR_MESSAGES.codeAlreadyUsed);
    return 'totp';
  }
  if (allowRecovery && (await useRecoveryCode(db, factor.customerId, code))) return 'recovery';
  throw invalid(TWO_FACTOR_MESSAGES.wrongCode);
}
