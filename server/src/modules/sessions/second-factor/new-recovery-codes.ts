import type { Database } from '../../../db/client.ts';
import { conflict } from '../../../errors.ts';
import { recordAudit } from '../../audit/service.ts';
import type { SessionCustomer } from '../../../request-session.ts';
import { proveItIsThem, type ProofAgain } from '../prove-again.ts';
import { hasConfirmedSecondFactor, replaceRecoveryCodes } from './factor-store.ts';
import { newRecoveryCodes } from './recovery-codes.ts';

export const NOT_ENROLLED = 'Two-factor sign-in is not set up for this user';

/**
 * Ten new recovery codes in place of the old ones, answered this once. Asks for the current password and a
 * current code (issue 25): whoever holds only the session cannot mint codes that sign in as its owner.
 */
export async function makeNewRecoveryCodes(db: Database, customer: SessionCustomer, proof: ProofAgain) {
  if (!(await hasConfirmedSecondFactor(db, customer.id))) throw conflict(NOT_ENROLLED);
  await proveItIsThem(db, customer.id, proof);
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, customer.id, recoveryCodes);
    await recordAudit(tx, {
      actor: { id: customer.id, name: `${customer.firstname} ${customer.lastname}` },
      action: 'second-factor.recovery-codes',
      entity: 'user',
      entityId: customer.id,
      after: { recoveryCodes: recoveryCodes.length },
    });
  });
  return { recoveryCodes };
}
