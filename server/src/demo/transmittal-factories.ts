import type { Database } from '../db/client.ts';
import { departments, employees } from '../db/schema.ts';
import { createCustomer } from './factories.ts';

/** Factories for departments and employees, shared by the demo seed and the tests. */

let sequence = 0;
function nextSequence(): number {
  sequence += 1;
  return sequence;
}

export interface DepartmentOverrides {
  departmentName?: string;
  status?: boolean;
}

export async function createDepartmentRow(db: Database, overrides: DepartmentOverrides = {}) {
  const [row] = await db
    .insert(departments)
    .values({
      departmentName: overrides.departmentName ?? `Department ${process.pid}-${nextSequence()}`,
      status: overrides.status ?? true,
    })
    .returning();
  if (!row) throw new Error('department insert returned nothing');
  return row;
}

export interface EmployeeOverrides {
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  position?: string;
  departmentId?: number;
  /** The customer whose wallet the employee is paid into; a new customer when left out. */
  customer?: { id: number; mobileNo: string };
  status?: boolean;
}

export async function createEmployeeRow(db: Database, overrides: EmployeeOverrides = {}) {
  const n = nextSequence();
  const departmentId = overrides.departmentId ?? (await createDepartmentRow(db)).id;
  const customer = overrides.customer ?? (await createCustomer(db));
  const [row] = await db
    .insert(employees)
    .values({
      firstName: overrides.firstName ?? `Employee${n}`,
      middleName: overrides.middleName ?? null,
      lastName: overrides.lastName ?? 'Staff',
      position: overrides.position ?? 'Clerk',
      departmentId,
      ewalletAccountInfo: customer.mobileNo,
      ewalletCustomerId: customer.id,
      status: overrides.status ?? true,
    })
    .returning();
  if (!row) throw new Error('employee insert returned nothing');
  return row;
}
