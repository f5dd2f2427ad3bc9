import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, departments, employees } from '../../db/schema.ts';
import {
  auditReferenceKey,
  auditReferences,
  type AuditNames,
  type AuditReferenceKind,
} from '../../../../core/audit-labels.ts';
import { fullNameOf } from '../../../../core/names.ts';

/**
 * Names, at read time, the users, departments and employees an audit page's rows point at by id (decision
 * 0025): one query per kind for the whole page, today's name of each record. The rows keep their ids.
 */
export async function nameAuditReferences(
  db: Database,
  rows: readonly { before: unknown; after: unknown }[],
): Promise<AuditNames[]> {
  const perRow = rows.map((row) => [...auditReferences(row.before), ...auditReferences(row.after)]);
  const ids = (kind: AuditReferenceKind) => [
    ...new Set(perRow.flat().flatMap((reference) => (reference.kind === kind ? [reference.id] : []))),
  ];
  const known = new Map<string, string>();
  const userIds = ids('user');
  if (userIds.length) {
    const found = await db
      .select({ id: customers.id, firstname: customers.firstname, lastname: customers.lastname })
      .from(customers)
      .where(inArray(customers.id, userIds));
    for (const row of found)
      known.set(auditReferenceKey('user', row.id), fullNameOf(row.firstname, row.lastname));
  }
  const departmentIds = ids('department');
  if (departmentIds.length) {
    const found = await db
      .select({ id: departments.id, name: departments.departmentName })
      .from(departments)
      .where(inArray(departments.id, departmentIds));
    for (const row of found) known.set(auditReferenceKey('department', row.id), row.name);
  }
  const employeeIds = ids('employee');
  if (employeeIds.length) {
    const found = await db
      .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(inArray(employees.id, employeeIds));
    for (const row of found)
      known.set(auditReferenceKey('employee', row.id), fullNameOf(row.firstName, row.lastName));
  }
  return perRow.map((references) =>
    Object.fromEntries(
      references.flatMap((reference) => {
        const key = auditReferenceKey(reference.kind, reference.id);
        const name = known.get(key);
        return name === undefined ? [] : [[key, name]];
      }),
    ),
  );
}
