import { eq } from 'drizzle-orm';
import { centavosToDecimalText } from '../../core/money.ts';
import type { TopupStatusCode } from '../../core/topup-status.ts';
import type { Database } from '../src/db/client.ts';
import { topupRequests, transmittalDetails } from '../src/db/schema.ts';
import { createCustomer } from '../src/demo/factories.ts';
import { createJournalEntryRow } from '../src/demo/journal-factories.ts';
import { createTopupRequestRow } from '../src/demo/topup-factories.ts';
import { createEmployeeRow } from '../src/demo/transmittal-factories.ts';
import { approveTransmittals } from '../src/modules/transmittals/approve-transmittals.ts';
import { createTransmittal } from '../src/modules/transmittals/create-transmittal.ts';
import type { TransmittalActor } from '../src/modules/transmittals/transmittal-actor.ts';

/**
 * What the history tests put into a wallet, each through the code the shop runs (the ledger posts every
 * credit): top-up requests in a status, journal entries, and approved transmittal lines.
 */
export interface TransmittalMakers {
  encoder: TransmittalActor;
  approver: TransmittalActor;
}

export async function transmittalMakers(db: Database): Promise<TransmittalMakers> {
  const encoder = await createCustomer(db, { firstname: 'Carla', tags: ['TRANSMITTAL_ENCODER'] });
  const approver = await createCustomer(db, { firstname: 'Dario', tags: ['TRANSMITTAL_ENCODER'] });
  return {
    encoder: { id: encoder.id, name: 'Carla Encoder' },
    approver: { id: approver.id, name: 'Dario Approver' },
  };
}

/**
 * A top-up request for the customer's wallet, made by the customer logged in (core/request-sides.ts), so
 * that its line carries its receipt; `byAnotherPayer` leaves it without a creator, as an anonymous payer's.
 */
export async function addTopup(
  db: Database,
  customerId: number,
  options: {
    centavos: number;
    status: TopupStatusCode;
    at?: Date;
    methodCode?: number;
    byAnotherPayer?: boolean;
  },
) {
  const row = await createTopupRequestRow(db, {
    customerId,
    paymentMethodCode: options.methodCode ?? 102,
    amountCentavos: options.centavos,
    status: options.status,
    ...(options.at ? { dateCreated: options.at, statusChangedAt: options.at } : {}),
  });
  if (!options.byAnotherPayer) {
    await db
      .update(topupRequests)
      .set({ createdByCustomerId: customerId })
      .where(eq(topupRequests.id, row.id));
  }
  return row;
}

export function addJournalEntry(
  db: Database,
  customerId: number,
  options: { centavos: number; purpose?: string; at?: Date; awaitingApproval?: boolean },
) {
  return db.transaction((tx) =>
    createJournalEntryRow(tx, {
      customerId,
      amountCentavos: options.centavos,
      purpose: options.purpose ?? 'Refund of double charge',
      ...(options.at ? { dateCreated: options.at } : {}),
      ...(options.awaitingApproval ? { awaitingApproval: true } : {}),
    }),
  );
}

/** An employee of the department paid into the customer's wallet (one active employee per wallet). */
export async function employeeFor(
  db: Database,
  customer: { id: number; mobileNo: string },
  departmentId: number,
): Promise<number> {
  return (await createEmployeeRow(db, { departmentId, customer })).id;
}

/** Saves a transmittal paying the employee and, unless `approve` is false, approves it: the line's id. */
export async function addTransmittalLine(
  db: Database,
  makers: TransmittalMakers,
  options: { departmentId: number; employeeId: number; centavos: number; approve?: boolean },
): Promise<{ headerId: number; lineId: number }> {
  const header = await createTransmittal(db, makers.encoder, {
    transmittalDate: '2026-03-15',
    dateStart: '2026-03-01',
    dateEnd: '2026-03-15',
    remarks: 'Internal: March payroll, batch B',
    departmentId: options.departmentId,
    transmittalDetails: [{ employeeId: options.employeeId, amount: centavosToDecimalText(options.centavos) }],
  });
  if (options.approve !== false) await approveTransmittals(db, makers.approver, [header.id]);
  const [line] = await db
    .select({ id: transmittalDetails.id })
    .from(transmittalDetails)
    .where(eq(transmittalDetails.transmittalHeaderId, header.id));
  if (!line) throw new Error('transmittal line missing');
  return { headerId: header.id, lineId: line.id };
}
