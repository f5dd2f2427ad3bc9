import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers, transmittalHeaders } from '../db/schema.ts';
import { createDepartmentRow, createEmployeeRow } from './transmittal-factories.ts';
import { createTransmittal } from '../modules/transmittals/create-transmittal.ts';
import { rejectTransmittals } from '../modules/transmittals/decide-transmittals.ts';
import { approveTransmittals } from '../modules/transmittals/approve-transmittals.ts';
import type { TransmittalActor } from '../modules/transmittals/transmittal-actor.ts';
import { addDays, manilaDate } from '../../../core/manila-date.ts';

/**
 * Demo departments, employees paid into the demo customers' wallets, and transmittals in each status,
 * made through the real services (so approved ones are posted by the real ledger).
 */
const DEMO_EMPLOYEES = [
  { department: 'Store Operations', mobileNo: '09171234567', position: 'Cashier', middleName: 'Reyes' },
  { department: 'Store Operations', mobileNo: '09179876543', position: 'Store Supervisor', middleName: null },
  {
    department: 'Store Operations',
    mobileNo: '09170000003',
    position: 'Bagger',
    middleName: null,
    active: false,
  },
  { department: 'Warehouse', mobileNo: '09170000001', position: 'Inventory Clerk', middleName: null },
  { department: 'Warehouse', mobileNo: '09170000002', position: 'Forklift Operator', middleName: null },
] as const;

export async function seedTransmittalDemo(db: Database): Promise<void> {
  const people = new Map(
    (await db.select().from(customers)).map((customer) => [customer.mobileNo, customer]),
  );
  const person = (mobileNo: string) => {
    const found = people.get(mobileNo);
    if (!found) throw new Error(`demo customer ${mobileNo} missing`);
    return found;
  };
  const departments = new Map<string, number>();
  for (const [departmentName, status] of [
    ['Store Operations', true],
    ['Warehouse', true],
    ['Bakery', false],
  ] as const) {
    departments.set(departmentName, (await createDepartmentRow(db, { departmentName, status })).id);
  }
  const staff: { id: number; department: string }[] = [];
  for (const employee of DEMO_EMPLOYEES) {
    const customer = person(employee.mobileNo);
    const row = await createEmployeeRow(db, {
      firstName: customer.firstname,
      middleName: employee.middleName,
      lastName: customer.lastname,
      position: employee.position,
      departmentId: departments.get(employee.department),
      customer,
      status: !('active' in employee) || employee.active,
    });
    staff.push({ id: row.id, department: employee.department });
  }

  const carla = actorOf(person('09170000003'));
  const dario = actorOf(person('09170000004'));
  const today = manilaDate();
  const DAY = 86_400_000;
  const transmittalFor = async (department: string, daysAgo: number, remarks: string, amounts: number[]) => {
    const lines = staff.filter((employee) => employee.department === department);
    const header = await createTransmittal(db, carla, {
      transmittalDate: addDays(today, -daysAgo),
      dateStart: addDays(today, -daysAgo - 14),
      dateEnd: addDays(today, -daysAgo - 1),
      remarks,
      departmentId: departments.get(department) ?? 0,
      // Only the first employees, as many as there are amounts (the inactive ones come last).
      transmittalDetails: lines.slice(0, amounts.length).map((employee, index) => ({
        employeeId: employee.id,
        amount: amounts[index] ?? 0,
      })),
    });
    // Entered on its transmittal date, so that the lists show a history rather than one instant.
    await db
      .update(transmittalHeaders)
      .set({ dateCreated: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(transmittalHeaders.id, header.id));
    return header;
  };
  // Decided the day after they were entered: an approval is back-dated as it posts, so that its credits'
  // ledger entries take the same time (decision 0036); a rejection, which posts nothing, afterwards.
  const dayAfter = (daysAgo: number) => new Date(Date.now() - (daysAgo - 1) * DAY);
  const rejectedAfter = async (id: number, daysAgo: number) => {
    await db
      .update(transmittalHeaders)
      .set({ rejectedDate: dayAfter(daysAgo) })
      .where(eq(transmittalHeaders.id, id));
  };

  const approvedEarlier = await transmittalFor(
    'Store Operations',
    30,
    'Allowance, second half of last month',
    [1500, 2000],
  );
  const approvedLater = await transmittalFor('Warehouse', 15, 'Overtime', [850.75, 0]);
  await approveTransmittals(db, dario, [approvedEarlier.id], false, dayAfter(30));
  await approveTransmittals(db, dario, [approvedLater.id], false, dayAfter(15));
  const rejected = await transmittalFor('Warehouse', 20, 'Overtime (entered twice)', [1200, 800]);
  await rejectTransmittals(db, dario, [rejected.id], new Map([[rejected.id, 'Entered twice']]));
  await rejectedAfter(rejected.id, 20);
  await transmittalFor('Store Operations', 1, 'Allowance, first half of the month', [1500, 2250.5]);
  await transmittalFor('Warehouse', 0, 'Rice subsidy', [500, 500]);
}

function actorOf(customer: { id: number; firstname: string; lastname: string }): TransmittalActor {
  return { id: customer.id, name: `${customer.firstname} ${customer.lastname}` };
}
