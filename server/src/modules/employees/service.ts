import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, employees } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { DEPARTMENT_MESSAGES } from '../../../../core/api/departments.ts';
import {
  EMPLOYEE_MESSAGES,
  employeeNameOf,
  walletTakenMessage,
  type Employee,
  type EmployeeFilter,
  type VerifyAccountAnswer,
} from '../../../../core/api/employees.ts';
import { fullNameOf, maskName } from '../../../../core/names.ts';

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

type WalletHolder = NonNullable<VerifyAccountAnswer['heldBy']>;

/** The active employee paid into this customer's wallet, other than `exceptId` (the one being edited). */
async function activeHolderOf(
  db: Database,
  customerId: number,
  exceptId: number | null,
): Promise<WalletHolder | null> {
  const [row] = await db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
      departmentName: departments.departmentName,
    })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        eq(employees.ewalletCustomerId, customerId),
        eq(employees.status, true),
        exceptId === null ? undefined : ne(employees.id, exceptId),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    employeeId: row.employeeId,
    employeeName: employeeNameOf(row.firstName, row.middleName, row.lastName),
    departmentName: row.departmentName,
  };
}

/**
 * Verify Account, shown before saving (decision 0013): whether the wallet exists, its owner's name masked as
 * the portal's lookup masks it (so that staff see whose wallet it is without reading a customer's full name),
 * and the active employee who already holds it, if any.
 */
export async function verifyEwalletAccount(
  db: Database,
  ewalletAccountInfo: string,
  employeeId: number | null,
): Promise<VerifyAccountAnswer> {
  const customer = await findCustomerByMobile(db, ewalletAccountInfo);
  if (!customer) return { verified: false, maskedName: null, heldBy: null, message: null };
  const heldBy = await activeHolderOf(db, customer.id, employeeId);
  return {
    verified: true,
    maskedName: maskName(fullNameOf(customer.firstname, customer.lastname)),
    heldBy,
    message: heldBy ? walletTakenMessage(heldBy.employeeName, heldBy.departmentName) : null,
  };
}

/** An active employee's wallet must be free (409 naming its holder); the database's index backs this up. */
async function assertWalletFree(db: Database, customerId: number, exceptId: number | null): Promise<void> {
  const holder = await activeHolderOf(db, customerId, exceptId);
  if (holder) throw conflict(walletTakenMessage(holder.employeeName, holder.departmentName));
}

/** A save that met employees_active_wallet_key: another save took the wallet first; name its holder. */
async function walletTakenMeanwhile(
  db: Database,
  error: unknown,
  input: { ewalletAccountInfo: string; status: boolean },
  exceptId: number | null,
): Promise<never> {
  if (!isUniqueViolation(error, 'employees_active_wallet_key')) throw error;
  const customer = await findCustomerByMobile(db, input.ewalletAccountInfo);
  if (customer) await assertWalletFree(db, customer.id, exceptId);
  throw conflict('This e-wallet already belongs to another active employee');
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

/**
 * The stored columns of an input: the wallet resolved to its customer, the department checked, and for an
 * active employee the wallet free of any other active employee (`exceptId`: the employee being edited).
 */
async function resolveEmployee(db: Database, input: EmployeeInput, exceptId: number | null) {
  const customer = await findCustomerByMobile(db, input.ewalletAccountInfo);
  if (!customer) throw invalid(MESSAGES.ewalletAccountNotFound);
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, input.departmentId));
  if (!department) throw invalid(DEPARTMENT_MESSAGES.notFound);
  if (input.status) await assertWalletFree(db, customer.id, exceptId);
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

/**
 * Creates an employee. With an Idempotency-Key (its hash, plugins/idempotency.ts idempotencyKeyHashOf) the
 * row keeps it under a unique index: a request run again after its first try committed answers that
 * employee instead of adding the same person twice (whom a transmittal would then list, and pay, twice).
 */
export async function createEmployee(
  db: Database,
  actor: Actor,
  input: EmployeeInput,
  idempotencyKeyHash: string | null = null,
): Promise<Employee> {
  // A run again after its first try committed: that employee holds the wallet now, so answer it before
  // the wallet check would refuse the same person as someone else.
  if (idempotencyKeyHash) {
    const earlier = await employeeMadeEarlier(db, idempotencyKeyHash, input);
    if (earlier) return earlier;
  }
  try {
    return await db.transaction(async (tx) => {
      const values = await resolveEmployee(tx, input, null);
      const [row] = await tx
        .insert(employees)
        .values({ ...values, idempotencyKeyHash })
        .returning({ id: employees.id });
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
  } catch (error) {
    if (!idempotencyKeyHash || !isUniqueViolation(error, 'employees_idempotency_key_hash_key')) {
      return walletTakenMeanwhile(db, error, input, null);
    }
    const earlier = await employeeMadeEarlier(db, idempotencyKeyHash, input);
    if (!earlier) throw conflict('A request with this Idempotency-Key is still being processed');
    return earlier;
  }
}

/** The employee a first try with this key made, if any; the same key for another employee is a conflict. */
async function employeeMadeEarlier(
  db: Database,
  idempotencyKeyHash: string,
  input: EmployeeInput,
): Promise<Employee | null> {
  const [earlier] = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      departmentId: employees.departmentId,
    })
    .from(employees)
    .where(eq(employees.idempotencyKeyHash, idempotencyKeyHash));
  if (!earlier) return null;
  const same =
    earlier.firstName === input.firstName &&
    earlier.lastName === input.lastName &&
    earlier.departmentId === input.departmentId;
  if (!same) throw conflict('This Idempotency-Key was already used for a different request');
  return readEmployee(db, earlier.id);
}

export async function updateEmployee(
  db: Database,
  actor: Actor,
  input: EmployeeInput & { id: number },
): Promise<Employee> {
  try {
    return await updateEmployeeOnce(db, actor, input);
  } catch (error) {
    return walletTakenMeanwhile(db, error, input, input.id);
  }
}

/** One employee's change; an active one keeps or takes only a wallet no other active employee holds. */
async function updateEmployeeOnce(
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
    const values = await resolveEmployee(tx, fields, id);
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
