import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, employees } from '../../db/schema.ts';
import type { Employee } from '../../../../core/api/employees.ts';
import { byName, employeeColumns, toEmployee } from './employee-rows.ts';

/** Every employee of a department, active or not, by name (the View Employee dialog). */
export async function listDepartmentEmployees(db: Database, departmentId: number): Promise<Employee[]> {
  const rows = await db
    .select(employeeColumns)
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(eq(employees.departmentId, departmentId))
    .orderBy(...byName);
  return rows.map(toEmployee);
}
