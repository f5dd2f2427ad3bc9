import { arrayOverlaps, asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { ROLES } from '../../../../core/roles.ts';
import type { BackOfficeUserRow } from '../../../../core/api/users.ts';
import { toBackOfficeUser } from './user-row.ts';

/** Customers holding any back-office role, by name. */
export async function listBackOfficeUsers(db: Database): Promise<BackOfficeUserRow[]> {
  const rows = await db
    .select()
    .from(customers)
    .where(arrayOverlaps(customers.tags, [...ROLES]))
    .orderBy(asc(customers.lastname), asc(customers.firstname), asc(customers.id));
  return rows.map(toBackOfficeUser);
}
