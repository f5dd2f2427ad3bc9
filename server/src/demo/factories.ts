import type { Database } from '../db/client.ts';
import { customers, paymentMethods, secondFactors } from '../db/schema.ts';
import { hashPassword } from '../modules/customers/password.ts';
import { sealSecret } from '../modules/sessions/second-factor/secret-box.ts';
import { DEMO_TOTP_SECRET, secondFactorRequired } from '../../../core/two-factor.ts';

/** Factories shared by the demo seed and the tests: each fills what the caller leaves out. */

export const DEMO_PASSWORD = 'demo1234';

let sequence = 0;
function nextSequence(): number {
  sequence += 1;
  return sequence;
}

export interface CustomerOverrides {
  firstname?: string;
  lastname?: string;
  mobileNo?: string;
  email?: string | null;
  tags?: string[];
  password?: string;
  qrCode?: string | null;
  /**
   * Whether the customer gets a confirmed second factor with the published DEMO_TOTP_SECRET (decision
   * 0022); by default, those whose tags hold a role that must have one, so that demo staff and test staff
   * sign in with a code computed from the published secret.
   */
  demoSecondFactor?: boolean;
}

export async function createCustomer(db: Database, overrides: CustomerOverrides = {}) {
  const n = nextSequence();
  const mobileNo =
    overrides.mobileNo ?? `0918${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`;
  const [row] = await db
    .insert(customers)
    .values({
      firstname: overrides.firstname ?? `Test${n}`,
      lastname: overrides.lastname ?? 'Customer',
      mobileNo,
      email: overrides.email === undefined ? `customer${n}@example.com` : overrides.email,
      tags: overrides.tags ?? [],
      passwordHash: await hashPassword(overrides.password ?? DEMO_PASSWORD),
      qrCode: overrides.qrCode ?? null,
    })
    .returning();
  if (!row) throw new Error('customer insert returned nothing');
  if (overrides.demoSecondFactor ?? secondFactorRequired(row.tags)) {
    await db.insert(secondFactors).values({
      customerId: row.id,
      secretEncrypted: await sealSecret(db, DEMO_TOTP_SECRET),
      confirmedAt: new Date(),
      secretPublished: true,
    });
  }
  return row;
}

export interface PaymentMethodOverrides {
  code?: number;
  name?: string;
  status?: number;
  minimumAmount?: number;
  daysValidity?: number;
  priority?: number;
  topupOptions?: number[];
  remarks?: string | null;
  instructions?: string | null;
  bankName?: string | null;
  bankAccountName?: string | null;
  bankAccountNumber?: string | null;
}

export async function createPaymentMethod(db: Database, overrides: PaymentMethodOverrides = {}) {
  const code = overrides.code ?? 900 + nextSequence();
  const [row] = await db
    .insert(paymentMethods)
    .values({
      code,
      name: overrides.name ?? `Method ${code}`,
      status: overrides.status ?? 1,
      minimumAmount: overrides.minimumAmount ?? 100_00,
      daysValidity: overrides.daysValidity ?? 3,
      priority: overrides.priority ?? 1,
      topupOptions: overrides.topupOptions ?? [1, 2],
      remarks: overrides.remarks ?? null,
      instructions: overrides.instructions ?? null,
      bankName: overrides.bankName ?? null,
      bankAccountName: overrides.bankAccountName ?? null,
      bankAccountNumber: overrides.bankAccountNumber ?? null,
    })
    .returning();
  if (!row) throw new Error('payment method insert returned nothing');
  return row;
}
