import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import type { Role } from '../../../../core/roles.ts';
import { fullNameOf } from '../../../../core/names.ts';
import { USER_MESSAGES, alreadyHasRoleMessage, type TagUserAnswer } from '../../../../core/api/users.ts';
import { roleFromTags } from '../../../../core/roles.ts';
import { auditRefusals } from '../audit/refusals.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { endSessionsOfCustomer } from '../sessions/service.ts';
import { openRoleRequest } from './request-roles.ts';
import { lockTopupAdmins } from './topup-admins.ts';
import { addedRoles, describedUser, otherTagsOf, rolesOf, sameRoles, toBackOfficeUser } from './user-row.ts';

export interface RoleFlags {
  topupAdmin: boolean;
  transmittalAdmin: boolean;
  transmittalEncoder: boolean;
}

function chosenRoles(flags: RoleFlags): Role[] {
  const chosen: Role[] = [];
  if (flags.topupAdmin) chosen.push('TOPUP_ADMIN');
  if (flags.transmittalAdmin) chosen.push('TRANSMITTAL_ADMIN');
  if (flags.transmittalEncoder) chosen.push('TRANSMITTAL_ENCODER');
  return chosen;
}

/**
 * TagUser: the chosen roles, or every role away when none is chosen (spec: "removing a user sends all role
 * flags false"). Tags that are not roles are kept. Nobody changes their own role, and the last Topup Admin
 * stays. Someone who already has a role gets another only when the request says `changeRole` (else a
 * conflict naming their role), so that adding a user never changes an existing one's role unasked.
 *
 * Four eyes on privilege (decision 0031): a change that gives the account any role it does not hold (a new
 * user, or a role added or swapped in) changes nothing now; it opens a role request that another top-up
 * admin approves (request-roles.ts, decide-role-request.ts). A change that only takes roles away takes effect
 * at once, and a removed user's back-office sessions end in the same transaction. The removed user's second
 * factor stays: given a role again, they sign in with their own factor, never with one the remover sets up.
 */
export async function changeUserRoles(
  db: Database,
  input: { customerId: number; flags: RoleFlags; changeRole?: boolean },
  actor: Actor,
): Promise<TagUserAnswer> {
  if (actor.id === input.customerId) throw invalid(USER_MESSAGES.cannotChangeOwnRole);
  const actorId = actor.id;
  if (actorId === null) throw forbidden();
  const roles = chosenRoles(input.flags);
  return auditRefusals(db, () =>
    db.transaction(async (tx) => {
      const admins = await lockTopupAdmins(tx);
      // The actor may have lost the role since their request was let in (removed by another admin meanwhile).
      if (!admins.includes(actorId)) throw forbidden();
      const [before] = await tx
        .select()
        .from(customers)
        .where(eq(customers.id, input.customerId))
        .for('update');
      if (!before) throw notFound(USER_MESSAGES.customerNotFound);
      const currentRole = roleFromTags(before.tags);
      const removed = roles.length === 0;
      if (!removed && currentRole && !input.changeRole) {
        const fullName = fullNameOf(before.firstname, before.lastname);
        throw conflict(alreadyHasRoleMessage(fullName, currentRole), { currentRole });
      }
      const beforeRoles = rolesOf(before.tags);
      // Asked to change to the roles they have: nothing changes, so nothing is recorded.
      if (!removed && sameRoles(beforeRoles, roles)) return toBackOfficeUser(before);
      const losesTopupAdmin = before.tags.includes('TOPUP_ADMIN') && !roles.includes('TOPUP_ADMIN');
      if (losesTopupAdmin && admins.length <= 1) throw invalid(USER_MESSAGES.lastTopupAdmin);

      if (addedRoles(beforeRoles, roles).length > 0) {
        return openRoleRequest(tx, before, roles, { id: actorId, name: actor.name });
      }

      const [after] = await tx
        .update(customers)
        .set({ tags: [...otherTagsOf(before.tags), ...roles] })
        .where(eq(customers.id, input.customerId))
        .returning();
      if (!after) throw notFound(USER_MESSAGES.customerNotFound);
      if (removed) await endSessionsOfCustomer(tx, after.id, 'backoffice');
      await recordAudit(tx, {
        actor,
        action: removed ? 'user.remove' : 'user.role-change',
        entity: 'user',
        entityId: after.id,
        before: describedUser(before),
        after: describedUser(after),
      });
      return toBackOfficeUser(after);
    }),
  );
}
