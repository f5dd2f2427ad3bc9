import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { createJournalEntryRow } from './journal-factories.ts';
import { pesosToCentavos } from '../../../core/money.ts';

const DAY = 86_400_000;

/**
 * A few weeks of manual loads by the demo top-up admin, so that the Journal Entry screen shows something,
 * and one above the approval threshold awaiting the second top-up admin's approval.
 */
const DEMO_JOURNAL_ENTRIES = [
  { mobileNo: '09171234567', pesos: 500, daysAgo: 20, purpose: 'Refund of a double card charge' },
  { mobileNo: '09179876543', pesos: 1250.5, daysAgo: 14, purpose: 'Store credit for a returned item' },
  { mobileNo: '09171234567', pesos: 200, daysAgo: 9, purpose: 'Promo: loyalty bonus' },
  { mobileNo: '09179876543', pesos: 75.25, daysAgo: 3, purpose: 'Correction of a short load' },
  { mobileNo: '09171234567', pesos: 1000, daysAgo: 1, purpose: 'Bank transfer received after expiry' },
  // Above the default approval threshold (₱10,000): it waits for a second top-up admin (decision 0013).
  {
    mobileNo: '09179876543',
    pesos: 12500,
    daysAgo: 0,
    purpose: 'Supplier rebate, three months',
    awaitingApproval: true,
  },
] as const;

export async function seedDemoJournalEntries(db: Database, adminMobileNo: string): Promise<void> {
  const [admin] = await db.select().from(customers).where(eq(customers.mobileNo, adminMobileNo));
  const owners = await db
    .select()
    .from(customers)
    .where(inArray(customers.mobileNo, [...new Set(DEMO_JOURNAL_ENTRIES.map((entry) => entry.mobileNo))]));
  const now = Date.now();
  for (const entry of DEMO_JOURNAL_ENTRIES) {
    const owner = owners.find((customer) => customer.mobileNo === entry.mobileNo);
    if (!owner) continue;
    await createJournalEntryRow(db, {
      customerId: owner.id,
      amountCentavos: pesosToCentavos(entry.pesos),
      purpose: entry.purpose,
      dateCreated: new Date(now - entry.daysAgo * DAY - ('awaitingApproval' in entry ? 3_600_000 : 0)),
      awaitingApproval: 'awaitingApproval' in entry,
      initiatedBy: admin
        ? { id: admin.id, name: `${admin.firstname} ${admin.lastname}` }
        : { id: null, name: 'system' },
    });
  }
}
