import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { roleRequests } from '../../db/schema.ts';
import { ROLE_REQUEST_STATUS } from '../../../../core/api/role-requests.ts';

/**
 * Whether the account has a role request awaiting approval: its credentials are then as frozen as a role
 * holder's (no temporary password; decision 0031).
 */
export async function hasPendingRoleRequest(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roleRequests.id })
    .from(roleRequests)
    .where(and(eq(roleRequests.customerId, customerId), eq(roleRequests.status, ROLE_REQUEST_STATUS.pending)))
    .limit(1);
  return row !== undefined;
}
