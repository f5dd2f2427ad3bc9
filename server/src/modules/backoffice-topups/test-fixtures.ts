import type { TopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { createCustomer, createPaymentMethod } from '../../demo/factories.ts';
import { createTopupRequestRow } from '../../demo/topup-factories.ts';

/** Back-office users of the tests, one per role, and a customer who owns the wallets. */
export const USERS = {
  topupAdmin: '09170000001',
  transmittalAdmin: '09170000002',
  transmittalEncoder: '09170000003',
  customer: '09171234567',
  otherCustomer: '09179876543',
} as const;

export async function seedUsersAndMethods(db: Database) {
  await createCustomer(db, {
    mobileNo: USERS.topupAdmin,
    firstname: 'Ana',
    lastname: 'Reyes',
    tags: ['TOPUP_ADMIN'],
  });
  await createCustomer(db, { mobileNo: USERS.transmittalAdmin, tags: ['TRANSMITTAL_ADMIN'] });
  await createCustomer(db, { mobileNo: USERS.transmittalEncoder, tags: ['TRANSMITTAL_ENCODER'] });
  const customer = await createCustomer(db, {
    mobileNo: USERS.customer,
    firstname: 'Juan',
    lastname: 'Dela Cruz',
  });
  const other = await createCustomer(db, {
    mobileNo: USERS.otherCustomer,
    firstname: '=HYPERLINK("http://x")',
    lastname: 'Santos, "Maria"',
  });
  for (const [code, name] of [
    [101, 'Debit/Credit Card'],
    [102, 'Pay on Site'],
    [103, 'Pay on Rider'],
    [104, 'Bank Transfer'],
  ] as const) {
    await createPaymentMethod(db, { code, name, daysValidity: 0 });
  }
  return { customerId: customer.id, otherCustomerId: other.id };
}

export interface RequestSpec {
  /** Manila wall-clock time, e.g. '2026-03-01T00:30'. */
  at: string;
  code: number;
  status?: TopupStatusCode;
  centavos?: number;
  customerId: number;
  reference?: string;
}

/** Creates a request at a Manila time (stored as the UTC instant), moved to its status by the state machine. */
export async function createRequestAt(db: Database, spec: RequestSpec) {
  return createTopupRequestRow(db, {
    customerId: spec.customerId,
    paymentMethodCode: spec.code,
    amountCentavos: spec.centavos ?? 500_00,
    status: spec.status ?? 0,
    dateCreated: new Date(`${spec.at}:00+08:00`),
    expiresAt: null,
    ...(spec.reference ? { referenceNumber: spec.reference } : {}),
  });
}
