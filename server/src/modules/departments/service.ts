import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, employees } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { DEPARTMENT_MESSAGES, type Department } from '../../../../core/api/departments.ts';

const departmentColumns = {
  id: departments.id,
  departmentName: departments.departmentName,
  status: departments.status,
  // Written out in full: drizzle leaves the table name off columns of a one-table select, and a bare "id"
  // would mean the employee's own id inside the subquery.
  numberOfEmployees: sql<number>`(select count(*)::int from employees e where e.department_id = "departments"."id")`,
};

export async function countDepartments(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(departments);
  return row?.total ?? 0;
}

/** One page of departments, by name. */
export async function listDepartments(
  db: Database,
  query: { pageSize: number; page: number },
): Promise<Department[]> {
  return db
    .select(departmentColumns)
    .from(departments)
    .orderBy(asc(sql`lower(${departments.departmentName})`), asc(departments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** Every active department, by name: the choices of the employee and transmittal screens. */
export async function listActiveDepartments(db: Database): Promise<Department[]> {
  return db
    .select(departmentColumns)
    .from(departments)
    .where(eq(departments.status, true))
    .orderBy(asc(sql`lower(${departments.departmentName})`), asc(departments.id));
}

export interface DepartmentInput {
  departmentName: string;
  status: boolean;
}

export async function createDepartment(
  db: Database,
  actor: Actor,
  input: DepartmentInput,
): Promise<Department> {
  return refuseDuplicateName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(departments).values(input).returning({ id: departments.id });
      if (!row) throw new Error('department insert returned nothing');
      await recordAudit(tx, {
        actor,
        action: 'department.create',
        entity: 'department',
        entityId: row.id,
        after: input,
      });
      return { id: row.id, ...input, numberOfEmployees: 0 };
    }),
  );
}

export async function updateDepartment(
  db: Database,
  actor: Actor,
  input: DepartmentInput & { id: number },
): Promise<Department> {
  return refuseDuplicateName(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ departmentName: departments.departmentName, status: departments.status })
        .from(departments)
        .where(eq(departments.id, input.id))
        .for('update');
      if (!before) throw notFound(DEPARTMENT_MESSAGES.notFound);
      const change = { departmentName: input.departmentName, status: input.status };
      await tx
        .update(departments)
        .set({ ...change, dateUpdated: new Date() })
        .where(eq(departments.id, input.id));
      await recordAudit(tx, {
        actor,
        action: 'department.update',
        entity: 'department',
        entityId: input.id,
        before,
        after: change,
      });
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(employees)
        .where(eq(employees.departmentId, input.id));
      return { id: input.id, ...change, numberOfEmployees: total };
    }),
  );
}

async function refuseDuplicateName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'departments_name_key')) throw conflict(DEPARTMENT_MESSAGES.nameTaken);
    throw error;
  }
}
