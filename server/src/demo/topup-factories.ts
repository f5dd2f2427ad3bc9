import { fullNameOf } from '../../../core/names.ts';
import { eq } from 'drizzle-orm';
import type { TopupStatusCode } from '../../../core/topup-status.ts';
import type { Database } from '../db/client.ts';
import { customers, paymentMethods, topupRequests, topupStatusHistory } from '../db/schema.ts';
import { newReferenceNumber } from '../modules/topups/reference-number.ts';
import { changeTopupStatus } from '../modules/topups/change-status.ts';
import type { TopupActor } from '../modules/topups/topup-actor.ts';
import { createCustomer, createPaymentMethod } from './factories.ts';

/**
 * Top-up requests for tests and the demo seed, stored directly (so they can be back-dated) and then moved
 * to the wanted status through the real state machine, so Done ones are posted by the real ledger.
 */
export interface TopupRequestOverrides {
  /** The wallet's customer; a new one when left out (a factory builds the parents it is not given). */
  customerId?: number;
  /** The payment method; a new active one when left out. */
  paymentMethodCode?: number;
  amountCentavos?: number;
  topupOption?: 1 | 2;
  status?: TopupStatusCode;
  referenceNumber?: string;
  dateCreated?: Date;
  /** Defaults to dateCreated plus the method's validity; null = never. */
  expiresAt?: Date | null;
  /** When the status change happened; an hour after dateCreated by default. */
  statusChangedAt?: Date;
  remarks?: string | null;
  actor?: TopupActor;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Rows the caller already holds (the seed makes many requests), to spare the look-ups. */
export interface KnownRows {
  customer: { id: number; firstname: string; lastname: string; mobileNo: string };
  method: { code: number; daysValidity: number };
}

export async function createTopupRequestRow(
  db: Database,
  overrides: TopupRequestOverrides,
  known?: KnownRows,
) {
  const customer =
    known?.customer ??
    (overrides.customerId === undefined
      ? await createCustomer(db)
      : (await db.select().from(customers).where(eq(customers.id, overrides.customerId)))[0]);
  const method =
    known?.method ??
    (overrides.paymentMethodCode === undefined
      ? await createPaymentMethod(db)
      : (
          await db.select().from(paymentMethods).where(eq(paymentMethods.code, overrides.paymentMethodCode))
        )[0]);
  if (!customer || !method) throw new Error('createTopupRequestRow: no customer or method with that id');
  const dateCreated = overrides.dateCreated ?? new Date();
  const expiresAt =
    overrides.expiresAt !== undefined
      ? overrides.expiresAt
      : method.daysValidity > 0
        ? new Date(dateCreated.getTime() + method.daysValidity * DAY)
        : null;
  const [row] = await db
    .insert(topupRequests)
    .values({
      referenceNumber: overrides.referenceNumber ?? newReferenceNumber(),
      topupOption: overrides.topupOption ?? 2,
      ewalletCustomerId: customer.id,
      ewalletAccountName: fullNameOf(customer.firstname, customer.lastname),
      contactNumber: customer.mobileNo,
      amount: overrides.amountCentavos ?? 500_00,
      paymentMethodCode: method.code,
      status: 0,
      dateCreated,
      updatedAt: dateCreated,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error('top-up request insert returned nothing');
  await db.insert(topupStatusHistory).values({
    topupRequestId: row.id,
    fromStatus: null,
    toStatus: 0,
    actorKind: 'customer',
    actorName: 'customer',
    createdAt: dateCreated,
  });
  if (overrides.status === undefined || overrides.status === 0) return row;
  await changeTopupStatus(db, {
    requestId: row.id,
    to: overrides.status,
    remarks: overrides.remarks ?? null,
    actor: overrides.actor ?? { kind: 'system' },
    at: overrides.statusChangedAt ?? new Date(dateCreated.getTime() + HOUR),
  });
  const [changed] = await db.select().from(topupRequests).where(eq(topupRequests.id, row.id));
  if (!changed) throw new Error('top-up request vanished');
  return changed;
}
