import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, employees } from '../../db/schema.ts';
import type { Employee, EmployeeFilter } from '../../../../core/api/employees.ts';
import { byName, employeeColumns, toEmployee } from './employee-rows.ts';

/** The Employee list: its count and its page under the same filter. */

/** `%` and `_` typed by a person are letters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filterConditions(filter: EmployeeFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.searchName) {
    const pattern = containsPattern(filter.searchName);
    const fullName = sql`concat_ws(' ', ${employees.firstName}, ${employees.middleName}, ${employees.lastName})`;
    const listedName = sql`concat(${employees.lastName}, ', ', concat_ws(' ', ${employees.firstName}, ${employees.middleName}))`;
    const nameMatch = or(ilike(fullName, pattern), ilike(listedName, pattern));
    if (nameMatch) conditions.push(nameMatch);
  }
  if (filter.status !== 'all') conditions.push(eq(employees.status, filter.status === 'active'));
  if (filter.departmentId > 0) conditions.push(eq(employees.departmentId, filter.departmentId));
  return conditions.length ? and(...conditions) : undefined;
}

export async function countEmployees(db: Database, filter: EmployeeFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(employees).where(filterConditions(filter));
  return row?.total ?? 0;
}

export async function searchEmployees(
  db: Database,
  filter: EmployeeFilter & { pageSize: number; page: number },
): Promise<Employee[]> {
  const rows = await db
    .select(employeeColumns)
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(filterConditions(filter))
    .orderBy(...byName)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return rows.map(toEmployee);
}
