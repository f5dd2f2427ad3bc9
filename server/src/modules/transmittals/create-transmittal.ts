import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, employees, transmittalDetails, transmittalHeaders } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, invalid } from '../../errors.ts';
import { recordAudit } from '../audit/service.ts';
import { centavosToPesos, parsePesoAmount } from '../../../../core/money.ts';
import { DEPARTMENT_MESSAGES } from '../../../../core/api/departments.ts';
import { employeeNameOf } from '../../../../core/api/employees.ts';
import {
  TRANSMITTAL_AMOUNT_RULES,
  TRANSMITTAL_MESSAGES,
  TRANSMITTAL_STATUS,
  type TransmittalDetail,
  type TransmittalHeader,
} from '../../../../core/api/transmittals.ts';
import { readHeader } from './transmittal-answers.ts';
import type { TransmittalActor } from './transmittal-actor.ts';

/** Create New: the department's active employees, by name, each with amount 0. */
export async function newTransmittalLines(db: Database, departmentId: number): Promise<TransmittalDetail[]> {
  const rows = await db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
      position: employees.position,
      ewalletAccountInfo: employees.ewalletAccountInfo,
    })
    .from(employees)
    .where(and(eq(employees.departmentId, departmentId), eq(employees.status, true)))
    .orderBy(
      asc(sql`lower(${employees.lastName})`),
      asc(sql`lower(${employees.firstName})`),
      asc(employees.id),
    );
  return rows.map((row) => ({
    employeeId: row.employeeId,
    employeeName: employeeNameOf(row.firstName, row.middleName, row.lastName),
    position: row.position,
    ewalletAccountInfo: row.ewalletAccountInfo,
    amount: 0,
  }));
}

/** An employee's amount in centavos: 0 is allowed (that employee is skipped on approval). */
export function parseTransmittalAmount(input: number | string): number {
  const parsed = parsePesoAmount(input, TRANSMITTAL_AMOUNT_RULES);
  if (!parsed.ok) throw invalid(parsed.message);
  return parsed.centavos;
}

export interface NewTransmittal {
  transmittalDate: string;
  dateStart: string;
  dateEnd: string;
  remarks: string | null;
  departmentId: number;
  initiatedById?: number | null | undefined;
  transmittalDetails: { employeeId: number; amount: number | string }[];
}

/**
 * Saves a Pending transmittal for the department's active employees; the initiator is the signed-in user.
 * With an Idempotency-Key (its hash, plugins/idempotency.ts idempotencyKeyHashOf) the header keeps it
 * under a unique index: a request run again after its first try committed answers that transmittal, so
 * an approver never sees the same batch twice (and could never pay it twice).
 */
export async function createTransmittal(
  db: Database,
  actor: TransmittalActor,
  input: NewTransmittal,
  idempotencyKeyHash: string | null = null,
): Promise<TransmittalHeader> {
  if (input.initiatedById && input.initiatedById !== actor.id)
    throw invalid(TRANSMITTAL_MESSAGES.notTheSignedInUser);
  const lines = input.transmittalDetails.map((line) => ({
    employeeId: line.employeeId,
    amount: parseTransmittalAmount(line.amount),
  }));
  const employeeIds = lines.map((line) => line.employeeId);
  if (new Set(employeeIds).size !== employeeIds.length) throw invalid(TRANSMITTAL_MESSAGES.duplicateEmployee);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (total <= 0) throw invalid(TRANSMITTAL_MESSAGES.nothingToPay);

  const save = () =>
    db.transaction(async (tx) => {
      const [department] = await tx
        .select({ status: departments.status })
        .from(departments)
        .where(eq(departments.id, input.departmentId));
      if (!department) throw invalid(DEPARTMENT_MESSAGES.notFound);
      if (!department.status) throw invalid(TRANSMITTAL_MESSAGES.departmentInactive);
      const staff = await tx
        .select()
        .from(employees)
        .where(
          and(
            inArray(employees.id, employeeIds),
            eq(employees.departmentId, input.departmentId),
            eq(employees.status, true),
          ),
        );
      const staffById = new Map(staff.map((employee) => [employee.id, employee]));
      if (staffById.size !== employeeIds.length) throw invalid(TRANSMITTAL_MESSAGES.employeeNotInDepartment);

      const [header] = await tx
        .insert(transmittalHeaders)
        .values({
          transmittalDate: input.transmittalDate,
          dateStart: input.dateStart,
          dateEnd: input.dateEnd,
          remarks: input.remarks,
          departmentId: input.departmentId,
          status: TRANSMITTAL_STATUS.pending,
          total,
          initiatedById: actor.id,
          initiatedByName: actor.name,
          idempotencyKeyHash,
        })
        .returning({ id: transmittalHeaders.id });
      if (!header) throw new Error('transmittal insert returned nothing');
      await tx.insert(transmittalDetails).values(
        lines.map((line) => {
          const employee = staffById.get(line.employeeId);
          if (!employee) throw new Error('employee vanished');
          return {
            transmittalHeaderId: header.id,
            employeeId: employee.id,
            employeeName: employeeNameOf(employee.firstName, employee.middleName, employee.lastName),
            position: employee.position,
            ewalletAccountInfo: employee.ewalletAccountInfo,
            ewalletCustomerId: employee.ewalletCustomerId,
            amount: line.amount,
          };
        }),
      );
      await recordAudit(tx, {
        actor,
        action: 'transmittal.create',
        entity: 'transmittal',
        entityId: header.id,
        after: {
          status: TRANSMITTAL_STATUS.pending,
          departmentId: input.departmentId,
          transmittalDate: input.transmittalDate,
          dateStart: input.dateStart,
          dateEnd: input.dateEnd,
          remarks: input.remarks,
          total: centavosToPesos(total),
          lines: lines.map((line) => ({ employeeId: line.employeeId, amount: centavosToPesos(line.amount) })),
        },
      });
      return header.id;
    });
  let headerId: number;
  try {
    headerId = await save();
  } catch (error) {
    if (!idempotencyKeyHash || !isUniqueViolation(error, 'transmittal_headers_idempotency_key_hash_key')) {
      throw error;
    }
    headerId = await transmittalMadeEarlier(db, idempotencyKeyHash, { actor, input, total });
  }
  const header = await readHeader(db, headerId);
  if (!header) throw new Error('saved transmittal not found');
  return header;
}

/** The transmittal a first try with this key saved; the same key for another transmittal is a conflict. */
async function transmittalMadeEarlier(
  db: Database,
  idempotencyKeyHash: string,
  wanted: { actor: TransmittalActor; input: NewTransmittal; total: number },
): Promise<number> {
  const [row] = await db
    .select({
      id: transmittalHeaders.id,
      departmentId: transmittalHeaders.departmentId,
      initiatedById: transmittalHeaders.initiatedById,
      total: transmittalHeaders.total,
      transmittalDate: transmittalHeaders.transmittalDate,
    })
    .from(transmittalHeaders)
    .where(eq(transmittalHeaders.idempotencyKeyHash, idempotencyKeyHash));
  if (!row) throw conflict('A request with this Idempotency-Key is still being processed');
  const same =
    row.departmentId === wanted.input.departmentId &&
    row.initiatedById === wanted.actor.id &&
    row.total === wanted.total &&
    row.transmittalDate === wanted.input.transmittalDate;
  if (!same) throw conflict('This Idempotency-Key was already used for a different request');
  return row.id;
}
