import type { Database } from '../../../db/client.ts';
import { fullNameOf } from '../../../../../core/names.ts';
import { recordAudit, type Actor } from '../../audit/service.ts';
import { endSessionsOfCustomer } from '../service.ts';
import { removeSecondFactor } from './factor-store.ts';

/**
 * Resets a back-office user's second factor (a lost phone): the factor and its recovery codes go, the user's
 * back-office sessions end, and they enrol again at their next sign-in. Runs inside the caller's transaction.
 *
 * Never one admin's act (decision 0031): the first enrolment after a reset needs only the password, so an
 * insider who knows a colleague's password would reset her factor and enrol her own. It is called when a
 * second top-up admin approves a reset request (users/decide-role-request.ts), whose maker `requestedById`
 * the audit row names beside the approver, or by the server console when no second admin exists
 * (users/console-reset-second-factor.ts).
 */
export async function applySecondFactorReset(
  db: Database,
  account: { id: number; firstname: string; lastname: string },
  actor: Actor,
  request?: { requestedById: number; roleRequestId: number },
): Promise<void> {
  const removed = await removeSecondFactor(db, account.id);
  await endSessionsOfCustomer(db, account.id, 'backoffice');
  const fullName = fullNameOf(account.firstname, account.lastname);
  await recordAudit(db, {
    actor,
    action: 'second-factor.reset',
    entity: 'user',
    entityId: account.id,
    before: { fullName, enrolled: removed },
    after: { fullName, enrolled: false, ...(request ?? {}) },
  });
}
