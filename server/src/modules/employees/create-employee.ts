import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { Employee } from '../../../../core/api/employees.ts';
import { resolveEmployee, type EmployeeInput } from './employee-input.ts';
import { readEmployee } from './employee-rows.ts';
import { walletTakenMeanwhile } from './wallet-holder.ts';

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
