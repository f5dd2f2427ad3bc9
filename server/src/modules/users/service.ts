import { arrayContains, arrayOverlaps, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { ROLES, roleFromTags, type Role } from '../../../../core/roles.ts';
import { fullNameOf } from '../../../../core/names.ts';
import { USER_MESSAGES, alreadyHasRoleMessage, type BackOfficeUserRow } from '../../../../core/api/users.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { removeSecondFactor } from '../sessions/second-factor/factor-store.ts';
import { endSessionsOfCustomer } from '../sessions/service.ts';

type CustomerRow = typeof customers.$inferSelect;

export function toBackOfficeUser(row: CustomerRow): BackOfficeUserRow {
  return {
    id: row.id,
    fullName: fullNameOf(row.firstname, row.lastname),
    mobileNo: row.mobileNo,
    tags: JSON.stringify(row.tags),
    role: roleFromTags(row.tags),
  };
}

/** Customers holding any back-office role, by name. */
export async function listBackOfficeUsers(db: Database): Promise<BackOfficeUserRow[]> {
  const rows = await db
    .select()
    .from(customers)
    .where(arrayOverlaps(customers.tags, [...ROLES]))
    .orderBy(asc(customers.lastname), asc(customers.firstname), asc(customers.id));
  return rows.map(toBackOfficeUser);
}

export interface RoleFlags {
  topupAdmin: boolean;
  transmittalAdmin: boolean;
  transmittalEncoder: boolean;
}

function rolesOf(flags: RoleFlags): Role[] {
  const chosen: Role[] = [];
  if (flags.topupAdmin) chosen.push('TOPUP_ADMIN');
  if (flags.transmittalAdmin) chosen.push('TRANSMITTAL_ADMIN');
  if (flags.transmittalEncoder) chosen.push('TRANSMITTAL_ENCODER');
  return chosen;
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}

/**
 * Gives a customer the chosen roles, or takes every role away when none is chosen (spec: "removing a user
 * sends all role flags false"). Tags that are not roles are kept. Nobody changes their own role, and the
 * last Topup Admin stays. A removed user's back-office sessions end in the same transaction, so their next
 * call is refused; a changed role takes effect at once because every call reads the tags afresh.
 * Someone who already has a role gets another only when the request says `changeRole` (else a conflict
 * naming their role), so that adding a user never changes an existing one's role unasked.
 */
export async function tagUser(
  db: Database,
  input: { customerId: number; flags: RoleFlags; changeRole?: boolean },
  actor: Actor,
): Promise<BackOfficeUserRow> {
  if (actor.id === input.customerId) throw invalid(USER_MESSAGES.cannotChangeOwnRole);
  const roles = rolesOf(input.flags);
  return db.transaction(async (tx) => {
    // Every Topup Admin's row is locked first: two admins removing each other at once cannot both succeed,
    // because the second re-reads the rows after the first commits and finds one admin left.
    const admins = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(arrayContains(customers.tags, ['TOPUP_ADMIN']))
      .orderBy(asc(customers.id))
      .for('update');
    // The actor may have lost the role since their request was let in (removed by another admin meanwhile).
    if (!admins.some((admin) => admin.id === actor.id)) throw forbidden();
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
    const losesTopupAdmin = before.tags.includes('TOPUP_ADMIN') && !roles.includes('TOPUP_ADMIN');
    if (losesTopupAdmin && admins.length <= 1) throw invalid(USER_MESSAGES.lastTopupAdmin);

    const otherTags = before.tags.filter((tag) => !(ROLES as readonly string[]).includes(tag));
    const beforeRoles = before.tags.filter((tag) => (ROLES as readonly string[]).includes(tag));
    // Asked to change to the roles they have: nothing changes, so nothing is recorded.
    if (!removed && sameRoles(beforeRoles, roles)) return toBackOfficeUser(before);
    const [after] = await tx
      .update(customers)
      .set({ tags: [...otherTags, ...roles] })
      .where(eq(customers.id, input.customerId))
      .returning();
    if (!after) throw notFound(USER_MESSAGES.customerNotFound);
    if (removed) await endSessionsOfCustomer(tx, after.id, 'backoffice');
    // A removed user's second factor goes too: added again, they enrol again (decision 0022).
    if (removed) await removeSecondFactor(tx, after.id);
    await recordAudit(tx, {
      actor,
      action: removed ? 'user.remove' : currentRole ? 'user.role-change' : 'user.tag',
      entity: 'user',
      entityId: after.id,
      before: {
        fullName: fullNameOf(before.firstname, before.lastname),
        mobileNo: before.mobileNo,
        tags: before.tags,
      },
      after: {
        fullName: fullNameOf(after.firstname, after.lastname),
        mobileNo: after.mobileNo,
        tags: after.tags,
      },
    });
    return toBackOfficeUser(after);
  });
}
