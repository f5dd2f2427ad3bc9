import type { Database } from '../../../db/client.ts';
import { recordAudit } from '../../audit/service.ts';
import { finishLogin } from './finish-login.ts';
import { passSecondFactor } from './sign-in-step.ts';
import type { SecondFactorCaller } from './signed-in-user.ts';

/**
 * The code step of a pending login, or the step-up of a signed-in session proven by the password alone: a
 * right code (TOTP or recovery) gives a back-office session proven by `password+factor`.
 */
export async function completeLogin(db: Database, caller: SecondFactorCaller, code: string, address: string) {
  try {
    const kind = await passSecondFactor(db, caller.customer.id, code);
    if (kind === 'recovery') {
      await recordAudit(db, {
        actor: { id: caller.customer.id, name: `${caller.customer.firstname} ${caller.customer.lastname}` },
        action: 'second-factor.recovery-code-used',
        entity: 'user',
        entityId: caller.customer.id,
      });
    }
  } catch (error) {
    await recordAudit(db, {
      actor: { id: caller.customer.id, name: `${caller.customer.firstname} ${caller.customer.lastname}` },
      action: 'login.failed',
      entity: 'session',
      after: { scope: 'backoffice', address, reason: 'wrong second factor' },
    });
    throw error;
  }
  return finishLogin(db, caller);
}
