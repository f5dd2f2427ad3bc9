import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, roleRequests } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import {
  ROLE_REQUEST_MESSAGES,
  ROLE_REQUEST_STATUS,
  type RoleRequest,
} from '../../../../core/api/role-requests.ts';
import { roleFromTags } from '../../../../core/roles.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../core/two-factor.ts';
import { auditRefusals, refusal } from '../audit/refusals.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { gaveTemporaryPasswordLately } from './credential-history.ts';
import { toRoleRequest } from './list-role-requests.ts';
import { lockTopupAdmins } from './topup-admins.ts';
import { describedUser, rolesOf } from './user-row.ts';

/**
 * ResetSecondFactor (decision 0031): a top-up admin asks for another back-office user's second factor to be
 * reset (a lost phone). Nothing changes now: the request waits for another top-up admin, never the maker and
 * never the account, to approve it (decide-role-request.ts), who sees the account's credential history.
 *
 * Why not at once: the first enrolment after a reset needs only the password. An insider who has seen a
 * colleague's password would reset her factor and enrol her own authenticator, and pass for two people.
 *
 * Refused, changing nothing: one's own factor (a stolen session must not replace its owner's); an account
 * that is not staff (404); one that signs in with a password an admin chose (409); a maker who gave it a
 * temporary password lately (403, audited: she knew its password); while any request for it awaits approval
 * (409; the account's row lock, taken after the admins' as TagUser does, serializes two makers).
 */
export async function requestSecondFactorReset(
  db: Database,
  customerId: number,
  actor: Actor,
): Promise<RoleRequest> {
  const actorId = actor.id;
  if (actorId === null) throw forbidden();
  if (actorId === customerId) throw forbidden(TWO_FACTOR_MESSAGES.cannotResetOwn);
  return auditRefusals(db, () =>
    db.transaction(async (tx) => {
      const admins = await lockTopupAdmins(tx);
      // The maker may have lost the role since her request was let in.
      if (!admins.includes(actorId)) throw forbidden();
      const [account] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
      if (!account || !roleFromTags(account.tags)) throw notFound(TWO_FACTOR_MESSAGES.userNotFound);
      if (account.mustChangePassword) throw conflict(TWO_FACTOR_MESSAGES.adminChosenPasswordFactorNotReset);
      const roles = rolesOf(account.tags);
      if (await gaveTemporaryPasswordLately(tx, actorId, account.id)) {
        throw refusal(ROLE_REQUEST_MESSAGES.gaveTemporaryPassword, {
          actor,
          action: 'second-factor.reset-request',
          entity: 'user',
          entityId: account.id,
          after: describedUser(account),
        });
      }
      const [pending] = await tx
        .select({ kind: roleRequests.kind })
        .from(roleRequests)
        .where(
          and(eq(roleRequests.customerId, account.id), eq(roleRequests.status, ROLE_REQUEST_STATUS.pending)),
        );
      if (pending) {
        throw conflict(
          pending.kind === 'second-factor-reset'
            ? ROLE_REQUEST_MESSAGES.resetAlreadyPending
            : TWO_FACTOR_MESSAGES.pendingRoleFactorNotReset,
        );
      }
      const [request] = await tx
        .insert(roleRequests)
        .values({
          customerId: account.id,
          kind: 'second-factor-reset',
          roles,
          rolesBefore: roles,
          requestedById: actorId,
        })
        .returning();
      if (!request) throw notFound(ROLE_REQUEST_MESSAGES.notFound);
      await recordAudit(tx, {
        actor,
        action: 'second-factor.reset-request',
        entity: 'user',
        entityId: account.id,
        after: { ...describedUser(account), roleRequestId: request.id },
      });
      return toRoleRequest(tx, request, account, actor.name);
    }),
  );
}
