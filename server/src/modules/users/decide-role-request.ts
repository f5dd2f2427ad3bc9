import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, roleRequests } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import {
  ROLE_REQUEST_MESSAGES,
  ROLE_REQUEST_STATUS,
  notPendingMessage,
  type RoleRequest,
  type RoleRequestStatus,
} from '../../../../core/api/role-requests.ts';
import { USER_MESSAGES } from '../../../../core/api/users.ts';
import { auditRefusals, refusal } from '../audit/refusals.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { applySecondFactorReset } from '../sessions/second-factor/reset.ts';
import { accountChangedSinceRequest, gaveTemporaryPasswordLately } from './credential-history.ts';
import { kindOf, toRoleRequest } from './list-role-requests.ts';
import { lockTopupAdmins } from './topup-admins.ts';
import { describedUser, otherTagsOf, rolesOf, sameRoles } from './user-row.ts';

export type RoleDecision = 'approve' | 'reject' | 'withdraw';

const OUTCOME: Record<RoleDecision, RoleRequestStatus> = {
  approve: ROLE_REQUEST_STATUS.approved,
  reject: ROLE_REQUEST_STATUS.rejected,
  withdraw: ROLE_REQUEST_STATUS.withdrawn,
};

/** No customer has this id: the console is never a request's maker nor its account. */
const CONSOLE_ID = -1;

export const CONSOLE_MESSAGES = {
  twoAdminsExist:
    'Another Topup Admin (neither its maker nor the account) exists: they approve the request in User Manager',
} as const;

function isStatus(value: number): value is RoleRequestStatus {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/**
 * Approves, rejects or withdraws a request awaiting approval (decision 0031), in one transaction with its
 * audit row, which names the maker (requestedById) and the checker (the actor). A request asks for roles
 * (`user.role-request.*`) or for the account's second factor to be reset (`second-factor.reset-request.*`;
 * an approval resets it then, sessions/second-factor/reset.ts, its `second-factor.reset` row naming both).
 *
 * - Four eyes: the maker never approves or rejects their own request (she may withdraw it, and only she);
 *   the account never decides on its own. These refusals are 403 and audited, as decision 0013's are.
 * - Concurrency: the admins' rows, the request's row and the account's row are locked in that order, and the
 *   request moves out of Awaiting approval by a conditional update; of any number of decisions at once, one
 *   finds it pending and the others get 409.
 * - An approval is refused (409) when the account is not as it was asked for: its roles changed, an admin's
 *   password waits to be changed, or its password or second factor were set, changed or reset since; and
 *   (403) when the approver gave it a temporary password lately.
 * - The server console (SERVER_CONSOLE_ACTOR, `admin:approve-role-request`) may approve while no top-up
 *   admin but the maker and the account exists: a shop's first admin has nobody else to approve her first
 *   request, and in a shop of two the one asking for her colleague's reset has nobody either.
 */
export async function decideRoleRequest(
  db: Database,
  input: { id: number; decision: RoleDecision; reason?: string | undefined },
  actor: Actor,
): Promise<RoleRequest> {
  // The server console (actor id null) only approves, and only while no second top-up admin could.
  const actorId = actor.id ?? CONSOLE_ID;
  if (actor.id === null && input.decision !== 'approve') throw forbidden();
  const { decision } = input;
  return auditRefusals(db, () =>
    db.transaction(async (tx) => {
      const admins = await lockTopupAdmins(tx);
      if (actor.id !== null && !admins.includes(actorId)) throw forbidden();
      const [request] = await tx
        .select()
        .from(roleRequests)
        .where(eq(roleRequests.id, input.id))
        .for('update');
      if (!request) throw notFound(ROLE_REQUEST_MESSAGES.notFound);
      const kind = kindOf(request);
      const action =
        kind === 'roles' ? `user.role-request.${decision}` : `second-factor.reset-request.${decision}`;
      if (actor.id === null) {
        const checkers = admins.filter((id) => id !== request.requestedById && id !== request.customerId);
        if (checkers.length > 0) throw conflict(CONSOLE_MESSAGES.twoAdminsExist);
      }
      const status = isStatus(request.status) ? request.status : ROLE_REQUEST_STATUS.approved;
      if (status !== ROLE_REQUEST_STATUS.pending) throw conflict(notPendingMessage(status));
      const [account] = await tx
        .select()
        .from(customers)
        .where(eq(customers.id, request.customerId))
        .for('update');
      if (!account) throw notFound(USER_MESSAGES.customerNotFound);
      const audited = {
        actor,
        action,
        entity: 'user',
        entityId: account.id,
        after: {
          ...describedUser(account, request.roles),
          requestedById: request.requestedById,
          roleRequestId: request.id,
        },
      };
      const own = request.requestedById === actorId;
      if (decision === 'withdraw' && !own) throw refusal(ROLE_REQUEST_MESSAGES.othersWithdrawal, audited);
      if (decision !== 'withdraw' && own) throw refusal(ROLE_REQUEST_MESSAGES.ownRequest, audited);
      if (decision !== 'withdraw' && request.customerId === actorId) {
        throw refusal(ROLE_REQUEST_MESSAGES.ownAccount, audited);
      }

      let tags = account.tags;
      if (decision === 'approve') {
        if (await gaveTemporaryPasswordLately(tx, actorId, account.id)) {
          throw refusal(ROLE_REQUEST_MESSAGES.gaveTemporaryPassword, audited);
        }
        const unchanged =
          sameRoles(rolesOf(account.tags), request.rolesBefore) &&
          !account.mustChangePassword &&
          !(await accountChangedSinceRequest(tx, account.id, request.id));
        if (!unchanged) throw conflict(ROLE_REQUEST_MESSAGES.accountChanged);
        if (kind === 'roles') {
          const losesTopupAdmin =
            account.tags.includes('TOPUP_ADMIN') && !request.roles.includes('TOPUP_ADMIN');
          if (losesTopupAdmin && admins.length <= 1) throw invalid(USER_MESSAGES.lastTopupAdmin);
          tags = [...otherTagsOf(account.tags), ...rolesOf(request.roles)];
        }
      }

      // Conditional: only a request still pending moves (the row lock above already serializes deciders).
      const [decided] = await tx
        .update(roleRequests)
        .set({
          status: OUTCOME[decision],
          decidedById: actor.id,
          decidedAt: sql`now()`,
          reason: input.reason?.trim() || null,
        })
        .where(and(eq(roleRequests.id, request.id), eq(roleRequests.status, ROLE_REQUEST_STATUS.pending)))
        .returning();
      if (!decided) throw conflict(notPendingMessage(ROLE_REQUEST_STATUS.approved));
      if (decision === 'approve' && kind === 'roles') {
        await tx.update(customers).set({ tags }).where(eq(customers.id, account.id));
      }
      if (decision === 'approve' && kind === 'second-factor-reset') {
        await applySecondFactorReset(tx, account, actor, {
          requestedById: request.requestedById,
          roleRequestId: request.id,
        });
      }
      await recordAudit(tx, {
        actor,
        action,
        entity: 'user',
        entityId: account.id,
        before: describedUser(account),
        after: {
          ...describedUser(account, decision === 'approve' ? tags : account.tags),
          requestedById: request.requestedById,
          roleRequestId: request.id,
          ...(decided.reason ? { reason: decided.reason } : {}),
        },
      });
      return toRoleRequest(tx, decided, account);
    }),
  );
}
