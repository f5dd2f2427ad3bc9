import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { AuditAction } from '../../../../core/audit-labels.ts';
import {
  ROLE_REQUEST_HISTORY_DAYS,
  TEMPORARY_PASSWORD_COOLING_DAYS,
  type CredentialChange,
} from '../../../../core/api/role-requests.ts';

/**
 * An account's sign-in history, read from the audit log (decision 0031): who set or reset its password or
 * second factor, and who gave or took its roles. The password rows are about the 'customer' entity, the
 * factor and role rows about the 'user' entity; both carry the account's id.
 */

/** What changes who can sign in as the account, or with what. */
const CREDENTIAL_ACTIONS = [
  'password.temporary',
  'password.change',
  'second-factor.enrol',
  'second-factor.reset',
] as const satisfies readonly AuditAction[];

/** Plus what the approver should see about its roles. */
const HISTORY_ACTIONS = [
  ...CREDENTIAL_ACTIONS,
  'second-factor.recovery-code-used',
  'user.tag',
  'user.role-change',
  'user.remove',
  'user.role-request',
  // An insider's refused attempts on the account are what the approver most needs to see.
  'user.role-request.refused',
  'user.role-request.approve.refused',
  'user.role-request.approve',
  'user.role-request.reject',
  'user.role-request.withdraw',
  'user.grant-first-admin',
  'second-factor.reset-request',
  'second-factor.reset-request.refused',
  'second-factor.reset-request.approve',
  'second-factor.reset-request.approve.refused',
  'second-factor.reset-request.reject',
  'second-factor.reset-request.withdraw',
] as const satisfies readonly AuditAction[];

/**
 * What, once done after a role or a second-factor reset was asked for, makes its approval refused: the
 * account is not as it was.
 */
const CHANGES_AFTER_REQUEST = [...CREDENTIAL_ACTIONS, 'user.tag', 'user.role-change', 'user.remove'] as const;

const aboutAccount = (customerId: number) =>
  and(inArray(auditLog.entity, ['customer', 'user']), eq(auditLog.entityId, String(customerId)));

/** The account's changes of the last ROLE_REQUEST_HISTORY_DAYS days, newest first. */
export async function recentCredentialChanges(db: Database, customerId: number): Promise<CredentialChange[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      actorName: auditLog.actorName,
      actorId: auditLog.actorId,
    })
    .from(auditLog)
    .where(
      and(
        aboutAccount(customerId),
        inArray(auditLog.action, [...HISTORY_ACTIONS]),
        gte(auditLog.at, sql`now() - make_interval(days => ${ROLE_REQUEST_HISTORY_DAYS}::int)`),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/**
 * Whether the account's password, factor or roles changed after the role request was made (compared in the
 * database, at its own precision: a JavaScript Date would drop the microseconds).
 */
export async function accountChangedSinceRequest(
  db: Database,
  customerId: number,
  requestId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        aboutAccount(customerId),
        inArray(auditLog.action, [...CHANGES_AFTER_REQUEST]),
        gt(auditLog.at, sql`(select requested_at from role_requests where id = ${requestId})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether `adminId` gave the account a temporary password in the last TEMPORARY_PASSWORD_COOLING_DAYS days:
 * she knew its password then, and whoever changed it afterwards may have been she.
 */
export async function gaveTemporaryPasswordLately(
  db: Database,
  adminId: number,
  customerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'customer'),
        eq(auditLog.entityId, String(customerId)),
        eq(auditLog.action, 'password.temporary'),
        eq(auditLog.actorId, adminId),
        gte(auditLog.at, sql`now() - make_interval(days => ${TEMPORARY_PASSWORD_COOLING_DAYS}::int)`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
