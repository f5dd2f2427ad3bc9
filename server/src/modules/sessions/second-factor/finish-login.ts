import type { Database } from '../../../db/client.ts';
import { recordAudit } from '../../audit/service.ts';
import { endSessionById, startSession } from '../service.ts';
import type { SecondFactorCaller } from './signed-in-user.ts';

/**
 * The second factor is done: the half-signed-in session (or the signed-in session proven by the password
 * alone, at a step-up) ends and a back-office session proven by `password+factor` starts with a new token:
 * the one that only passed the password never becomes a full one.
 */
export async function finishLogin(db: Database, caller: SecondFactorCaller): Promise<string> {
  const replaced = caller.pendingSessionId ?? caller.signedInSessionId;
  if (replaced) await endSessionById(db, replaced);
  await recordAudit(db, {
    actor: { id: caller.customer.id, name: `${caller.customer.firstname} ${caller.customer.lastname}` },
    action: caller.pendingSessionId ? 'login' : 'second-factor.step-up',
    entity: 'session',
    after: { scope: 'backoffice', role: caller.role, secondFactor: true },
  });
  const session = await startSession(db, {
    scope: 'backoffice',
    customerId: caller.customer.id,
    via: 'password',
    proof: 'password+factor',
  });
  return session.token;
}
