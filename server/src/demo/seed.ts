import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSettings, customers } from '../db/schema.ts';
import { createCustomer, createPaymentMethod } from './factories.ts';
import { seedDemoTopups } from './seed-topups.ts';
import { seedDemoJournalEntries } from './seed-journal.ts';
import { SITE_DISABLED_SETTING } from '../modules/app-configuration/service.ts';
import { seedTransmittalDemo } from './seed-transmittals.ts';

export const DEMO_CUSTOMERS = [
  { mobileNo: '09170000001', firstname: 'Ana', lastname: 'Reyes', tags: ['TOPUP_ADMIN'] },
  { mobileNo: '09170000002', firstname: 'Ben', lastname: 'Cruz', tags: ['TRANSMITTAL_ADMIN'] },
  { mobileNo: '09170000003', firstname: 'Carla', lastname: 'Santos', tags: ['TRANSMITTAL_ENCODER'] },
  { mobileNo: '09170000004', firstname: 'Dario', lastname: 'Lim', tags: ['TRANSMITTAL_ENCODER'] },
  // A second top-up admin: the checker of Ana's journal entries above the approval threshold (decision 0013).
  { mobileNo: '09170000005', firstname: 'Elena', lastname: 'Bautista', tags: ['TOPUP_ADMIN'] },
  { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Dela Cruz', tags: [] },
  {
    mobileNo: '09179876543',
    firstname: 'Maria Clara',
    lastname: 'Santos',
    tags: [],
    qrCode: 'QR-MARIA-0001',
  },
] as const;

/**
 * The demo's methods. Instructions and the bank account are back-office settings (decision 0030): the demo
 * shows placeholder details, which a top-up admin replaces with the shop's own before going live.
 */
export const DEMO_PAYMENT_METHODS = [
  { code: 101, name: 'Debit/Credit Card', priority: 40 },
  {
    code: 102,
    name: 'Pay on Site',
    priority: 30,
    instructions: [
      'Go to the customer service counter of any of our supermarket branches (open daily, 9 AM to 9 PM).',
      'Give the cashier your reference number and pay the amount in cash.',
      'Keep your receipt: your e-wallet is topped up as soon as the payment is received.',
    ].join('\n'),
  },
  {
    code: 103,
    name: 'Pay on Rider',
    priority: 20,
    instructions: [
      'Our riders collect in Metro Manila, Monday to Saturday, 9 AM to 6 PM.',
      'Prepare the amount in cash, exact if you can, and keep your phone at hand: the rider calls first.',
      'Tell the rider your reference number, pay, and ask for the receipt.',
    ].join('\n'),
  },
  {
    code: 104,
    name: 'Bank Transfer',
    priority: 10,
    instructions: [
      "Transfer exactly the amount above from your bank's app, online banking or a branch.",
      'Keep the confirmation: your e-wallet is topped up once the transfer is matched.',
      'Transfers made after 3 PM or on a holiday are matched on the next banking day.',
    ].join('\n'),
    bankName: 'BDO Unibank',
    bankAccountName: 'eWallet Top-up Collections',
    bankAccountNumber: '0012-3456-7890',
  },
] as const;

export const GCASH_METHOD = {
  code: 105,
  name: 'GCash',
  status: 2,
  priority: 5,
  remarks: 'GCash payments are not accepted at this time.',
} as const;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(customers);
  return (row?.count ?? 0) === 0;
}

/**
 * Fills an empty database with the demo data of ARCHITECTURE.md, in one transaction. Processes starting
 * at once take turns on an advisory lock, and only the first finds the database empty.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    if (!(await isDatabaseEmpty(tx))) return;
    for (const customer of DEMO_CUSTOMERS) {
      await createCustomer(tx, {
        ...customer,
        tags: [...customer.tags],
        email: `${customer.firstname.split(' ')[0]?.toLowerCase()}@example.com`,
      });
    }
    for (const method of DEMO_PAYMENT_METHODS) {
      await createPaymentMethod(tx, {
        ...method,
        status: 1,
        minimumAmount: 100_00,
        daysValidity: 3,
        topupOptions: [1, 2],
      });
    }
    await createPaymentMethod(tx, {
      ...GCASH_METHOD,
      minimumAmount: 100_00,
      daysValidity: 3,
      topupOptions: [1, 2],
    });
    await tx.insert(appSettings).values({ name: SITE_DISABLED_SETTING, value: false }).onConflictDoNothing();
    await seedTransmittalDemo(tx);
    await seedDemoTopups(
      tx,
      DEMO_CUSTOMERS.map((c) => c.mobileNo),
    );
    await seedDemoJournalEntries(tx, '09170000001');
  });
}
