import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, employees } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { EMPLOYEE_MESSAGES, employeeNameOf, type Employee } from '../../../../core/api/employees.ts';

/** How every use case of the module reads an employee: its columns, its listed name, the order by name. */

export const employeeColumns = {
  id: employees.id,
  firstName: employees.firstName,
  middleName: employees.middleName,
  lastName: employees.lastName,
  position: employees.position,
  departmentId: employees.departmentId,
  departmentName: departments.departmentName,
  ewalletAccountInfo: employees.ewalletAccountInfo,
  status: employees.status,
};

type EmployeeRow = Omit<Employee, 'employeeName'>;

export function toEmployee(row: EmployeeRow): Employee {
  return { ...row, employeeName: employeeNameOf(row.firstName, row.middleName, row.lastName) };
}

export const byName = [
  asc(sql`lower(${employees.lastName})`),
  asc(sql`lower(${employees.firstName})`),
  asc(employees.id),
];

/** One employee as the API answers it (404 when there is none). */
export async function readEmployee(db: Database, id: number): Promise<Employee> {
  const [row] = await db
    .select(employeeColumns)
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(eq(employees.id, id));
  if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return toEmployee(row);
}
