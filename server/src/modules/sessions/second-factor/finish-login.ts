import type { Database } from '../../../db/client.ts';
import { recordAudit } from '../../audit/service.ts';
import { endSessionById, startSession } from '../service.ts';
import type { SecondFactorCaller } from './signed-in-user.ts';

/**
 * The second factor is done: the half-signed-in session ends and a back-office session starts with a new
 * token (the one that only passed the password never becomes a full one).
 */
export async function finishLogin(db: Database, caller: SecondFactorCaller): Promise<string> {
  if (caller.pendingSessionId) await endSessionById(db, caller.pendingSessionId);
  await recordAudit(db, {
    actor: { id: caller.customer.id, name: `${caller.customer.firstname} ${caller.customer.lastname}` },
    action: 'login',
    entity: 'session',
    after: { scope: 'backoffice', role: caller.role, secondFactor: true },
  });
  const session = await startSession(db, {
    scope: 'backoffice',
    customerId: caller.customer.id,
    via: 'password',
  });
  return session.token;
}
