import type { Database } from '../../../db/client.ts';
import { conflict, invalid } from '../../../errors.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../../core/two-factor.ts';
import { recordAudit } from '../../audit/service.ts';
import { checkCode } from './check-code.ts';
import {
  confirmSecondFactor,
  findSecondFactor,
  replaceRecoveryCodes,
  storePendingSecret,
} from './factor-store.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import type { SecondFactorCaller } from './signed-in-user.ts';
import { finishLogin } from './finish-login.ts';
import { newTotpSecret, totpFor } from './totp.ts';

/** A new secret for the caller, kept unconfirmed until a code proves their app holds it. */
export async function startEnrolment(db: Database, caller: SecondFactorCaller) {
  const secret = newTotpSecret();
  if (!(await storePendingSecret(db, caller.customer.id, secret)))
    throw conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  return { secret, uri: totpFor(secret, caller.customer.mobileNo).toString() };
}

/**
 * Confirms the enrolment with a code of the new secret: the factor is on, ten recovery codes are made (and
 * answered this once), and a pending login becomes a back-office session (a new token).
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
  const token = caller.pendingSessionId ? await finishLogin(db, caller) : null;
  return { recoveryCodes, token };
}
