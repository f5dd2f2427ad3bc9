import type { Database } from '../../../db/client.ts';
import { conflict, invalid } from '../../../errors.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../../core/two-factor.ts';
import { recordAudit } from '../../audit/service.ts';
import { checkCode } from './check-code.ts';
import {
  confirmSecondFactor,
  findSecondFactor,
  hasConfirmedSecondFactor,
  replaceRecoveryCodes,
  storePendingSecret,
} from './factor-store.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import type { SecondFactorCaller } from './signed-in-user.ts';
import { finishLogin } from './finish-login.ts';
import { newTotpSecret, totpFor } from './totp.ts';
import { proveItIsThem } from '../prove-again.ts';

/**
 * A new secret for the caller, kept unconfirmed until a code proves their app holds it. A signed-in user
 * gives the current password again (issue 25): a stolen session alone must not put the thief's
 * authenticator on the account. A pending login has just given it.
 */
export async function startEnrolment(
  db: Database,
  caller: SecondFactorCaller,
  currentPassword: string | undefined,
) {
  if (await hasConfirmedSecondFactor(db, caller.customer.id))
    throw conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  if (!caller.pendingSessionId) {
    if (!currentPassword) throw invalid(TWO_FACTOR_MESSAGES.currentPasswordRequired);
    await proveItIsThem(db, caller.customer.id, { currentPassword });
  }
  const secret = newTotpSecret();
  if (!(await storePendingSecret(db, caller.customer.id, secret)))
    throw conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  return { secret, uri: totpFor(secret, caller.customer.mobileNo).toString() };
}

/**
 * Confirms the enrolment with a code of the new secret: the factor is on, ten recovery codes are made (and
 * answered this once), and the caller's session, pending or signed in, is replaced by one proven by
 * `password+factor` (a new token).
 */
export async function confirmEnrolment(db: Database, caller: SecondFactorCaller, code: string) {
  const factor = await findSecondFactor(db, caller.customer.id);
  if (factor?.confirmed) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  if (!factor) throw invalid(TWO_FACTOR_MESSAGES.wrongCode);
  await checkCode(db, factor, code, { allowRecovery: false });
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await confirmSecondFactor(tx, caller.customer.id);
    await replaceRecoveryCodes(tx, caller.customer.id, recoveryCodes);
    await recordAudit(tx, {
      actor: { id: caller.customer.id, name: `${caller.customer.firstname} ${caller.customer.lastname}` },
      action: 'second-factor.enrol',
      entity: 'user',
      entityId: caller.customer.id,
      after: { recoveryCodes: recoveryCodes.length },
    });
  });
  return { recoveryCodes, token: await finishLogin(db, caller) };
}
