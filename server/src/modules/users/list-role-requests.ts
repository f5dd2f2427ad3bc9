import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, roleRequests } from '../../db/schema.ts';
import { fullNameOf } from '../../../../core/names.ts';
import {
  ROLE_REQUEST_STATUS,
  type RoleRequest,
  type RoleRequestKind,
} from '../../../../core/api/role-requests.ts';
import { recentCredentialChanges } from './credential-history.ts';
import { rolesOf, type CustomerRow } from './user-row.ts';

type RoleRequestRow = typeof roleRequests.$inferSelect;

/** The database's check holds `kind` to these two; an unknown one reads as the stricter-looking reset. */
export function kindOf(row: { kind: string }): RoleRequestKind {
  return row.kind === 'roles' ? 'roles' : 'second-factor-reset';
}

/**
 * A request as the approver sees it: whose account, what changes (roles, or its second factor reset), who
 * asked, and the account's credential history.
 */
export async function toRoleRequest(
  db: Database,
  row: RoleRequestRow,
  account: CustomerRow,
  makerName?: string,
): Promise<RoleRequest> {
  let requestedByName = makerName;
  if (requestedByName === undefined) {
    const [maker] = await db
      .select({ firstname: customers.firstname, lastname: customers.lastname })
      .from(customers)
      .where(eq(customers.id, row.requestedById));
    requestedByName = maker ? fullNameOf(maker.firstname, maker.lastname) : `#${row.requestedById}`;
  }
  return {
    id: row.id,
    kind: kindOf(row),
    status: row.status,
    customerId: account.id,
    fullName: fullNameOf(account.firstname, account.lastname),
    mobileNo: account.mobileNo,
    rolesBefore: rolesOf(row.rolesBefore),
    roles: rolesOf(row.roles),
    requestedById: row.requestedById,
    requestedByName,
    requestedAt: row.requestedAt.toISOString(),
    recentChanges: await recentCredentialChanges(db, account.id),
  };
}

/** The requests awaiting approval, oldest first. */
export async function listPendingRoleRequests(db: Database): Promise<RoleRequest[]> {
  const rows = await db
    .select()
    .from(roleRequests)
    .where(eq(roleRequests.status, ROLE_REQUEST_STATUS.pending))
    .orderBy(asc(roleRequests.requestedAt), asc(roleRequests.id));
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((row) => [row.customerId, row.requestedById]))];
  const people = new Map(
    (await db.select().from(customers).where(inArray(customers.id, ids))).map((row) => [row.id, row]),
  );
  const answers: RoleRequest[] = [];
  for (const row of rows) {
    const account = people.get(row.customerId);
    if (!account) continue;
    const maker = people.get(row.requestedById);
    const makerName = maker ? fullNameOf(maker.firstname, maker.lastname) : `#${row.requestedById}`;
    answers.push(await toRoleRequest(db, row, account, makerName));
  }
  return answers;
}
