import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { EMPLOYEE_MESSAGES, type Employee } from '../../../../core/api/employees.ts';
import { resolveEmployee, type EmployeeInput } from './employee-input.ts';
import { readEmployee } from './employee-rows.ts';
import { walletTakenMeanwhile } from './wallet-holder.ts';

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
