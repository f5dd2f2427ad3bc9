import type { Database } from '../../db/client.ts';
import { roleRequests } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { ROLE_REQUEST_MESSAGES } from '../../../../core/api/role-requests.ts';
import type { TagUserAnswer } from '../../../../core/api/users.ts';
import type { Role } from '../../../../core/roles.ts';
import { refusal } from '../audit/refusals.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { gaveTemporaryPasswordLately } from './credential-history.ts';
import { hasPendingRoleRequest } from './pending-role-request.ts';
import { describedUser, rolesOf, toBackOfficeUser, type CustomerRow } from './user-row.ts';

/**
 * A grant (decision 0031): the roles are not given, a request for them is opened for another top-up admin to
 * approve. Runs inside TagUser's transaction, with the account's row locked. Refused, changing nothing:
 * - an account that signs in with a password an admin chose (must change it): its owner chooses one first;
 * - when the asking admin gave it a temporary password lately (she knew its password);
 * - when a request for it already awaits approval (the database's unique index holds that against a race).
 */
export async function openRoleRequest(
  db: Database,
  account: CustomerRow,
  roles: Role[],
  actor: Actor & { id: number },
): Promise<TagUserAnswer> {
  if (account.mustChangePassword) throw conflict(ROLE_REQUEST_MESSAGES.mustChooseOwnPassword);
  if (await gaveTemporaryPasswordLately(db, actor.id, account.id)) {
    throw refusal(ROLE_REQUEST_MESSAGES.gaveTemporaryPassword, {
      actor,
      action: 'user.role-request',
      entity: 'user',
      entityId: account.id,
      after: describedUser(account, roles),
    });
  }
  if (await hasPendingRoleRequest(db, account.id)) throw conflict(ROLE_REQUEST_MESSAGES.alreadyPending);
  const [request] = await db
    .insert(roleRequests)
    .values({
      customerId: account.id,
      roles,
      rolesBefore: rolesOf(account.tags),
      requestedById: actor.id,
    })
    .returning();
  if (!request) throw notFound(ROLE_REQUEST_MESSAGES.notFound);
  await recordAudit(db, {
    actor,
    action: 'user.role-request',
    entity: 'user',
    entityId: account.id,
    before: describedUser(account, rolesOf(account.tags)),
    after: { ...describedUser(account, roles), roleRequestId: request.id },
  });
  return { ...toBackOfficeUser(account), roleRequest: { id: request.id, roles } };
}
