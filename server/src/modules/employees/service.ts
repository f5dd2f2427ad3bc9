import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, employees } from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { DEPARTMENT_MESSAGES } from '../../../../core/api/departments.ts';
import {
  EMPLOYEE_MESSAGES,
  employeeNameOf,
  type Employee,
  type EmployeeFilter,
} from '../../../../core/api/employees.ts';

const employeeColumns = {
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

function toEmployee(row: EmployeeRow): Employee {
  return { ...row, employeeName: employeeNameOf(row.firstName, row.middleName, row.lastName) };
}

const byName = [
  asc(sql`lower(${employees.lastName})`),
  asc(sql`lower(${employees.firstName})`),
  asc(employees.id),
];

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

/** Whether the e-wallet account info (a customer's mobile number) names an existing customer. */
export async function isEwalletAccount(db: Database, ewalletAccountInfo: string): Promise<boolean> {
  return (await findCustomerByMobile(db, ewalletAccountInfo)) !== null;
}

export interface EmployeeInput {
  firstName: string;
  middleName: string | null;
  lastName: string;
  position: string;
  departmentId: number;
  ewalletAccountInfo: string;
  status: boolean;
}

/** The stored columns of an input: the wallet resolved to its customer, the department checked. */
async function resolveEmployee(db: Database, input: EmployeeInput) {
  const customer = await findCustomerByMobile(db, input.ewalletAccountInfo);
  if (!customer) throw invalid(MESSAGES.ewalletAccountNotFound);
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, input.departmentId));
  if (!department) throw invalid(DEPARTMENT_MESSAGES.notFound);
  return { ...input, ewalletAccountInfo: customer.mobileNo, ewalletCustomerId: customer.id };
}

async function readEmployee(db: Database, id: number): Promise<Employee> {
  const [row] = await db
    .select(employeeColumns)
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(eq(employees.id, id));
  if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return toEmployee(row);
}

export async function createEmployee(db: Database, actor: Actor, input: EmployeeInput): Promise<Employee> {
  return db.transaction(async (tx) => {
    const values = await resolveEmployee(tx, input);
    const [row] = await tx.insert(employees).values(values).returning({ id: employees.id });
    if (!row) throw new Error('employee insert returned nothing');
    await recordAudit(tx, {
      actor,
      action: 'employee.create',
      entity: 'employee',
      entityId: row.id,
      after: values,
    });
    return readEmployee(tx, row.id);
  });
}

export async function updateEmployee(
  db: Database,
  actor: Actor,
  input: EmployeeInput & { id: number },
): Promise<Employee> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        firstName: employees.firstName,
        middleName: employees.middleName,
        lastName: employees.lastName,
        position: employees.position,
        departmentId: employees.departmentId,
        ewalletAccountInfo: employees.ewalletAccountInfo,
        ewalletCustomerId: employees.ewalletCustomerId,
        status: employees.status,
      })
      .from(employees)
      .where(eq(employees.id, input.id))
      .for('update');
    if (!before) throw notFound(EMPLOYEE_MESSAGES.notFound);
    const { id, ...fields } = input;
    const values = await resolveEmployee(tx, fields);
    await tx
      .update(employees)
      .set({ ...values, dateUpdated: new Date() })
      .where(eq(employees.id, id));
    await recordAudit(tx, {
      actor,
      action: 'employee.update',
      entity: 'employee',
      entityId: id,
      before,
      after: values,
    });
    return readEmployee(tx, id);
  });
}
