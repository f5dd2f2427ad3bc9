import { eq } from 'drizzle-orm';
import { fullNameOf } from '../../../core/names.ts';
import { JOURNAL_STATUS } from '../../../core/api/journal-entries.ts';
import type { Database } from '../db/client.ts';
import { customers, journalEntries } from '../db/schema.ts';
import { postTransfer } from '../modules/ledger/service.ts';
import { newReferenceNumber } from '../modules/topups/reference-number.ts';
import { JOURNAL_REFERENCE_PREFIX } from '../modules/journal-entries/create-entry.ts';
import { createCustomer } from './factories.ts';

export interface JournalEntryOverrides {
  /** The wallet's customer; a new one when left out (a factory builds the parents it is not given). */
  customerId?: number;
  amountCentavos?: number;
  purpose?: string;
  dateCreated?: Date;
  initiatedBy?: { id: number | null; name: string };
  referenceNumber?: string;
  /** Awaiting approval: saved with no posting and no date posted (decision 0013). Posted by default. */
  awaitingApproval?: boolean;
}

/**
 * A journal entry for tests and the demo seed, back-dated when asked, and posted to the wallet by the real
 * ledger (as the service does), so balances and reports agree. Run it inside a transaction.
 */
export async function createJournalEntryRow(db: Database, overrides: JournalEntryOverrides) {
  const [customer] =
    overrides.customerId === undefined
      ? [await createCustomer(db)]
      : await db.select().from(customers).where(eq(customers.id, overrides.customerId));
  if (!customer) throw new Error('createJournalEntryRow: no customer with that id');
  const dateCreated = overrides.dateCreated ?? new Date();
  const [entry] = await db
    .insert(journalEntries)
    .values({
      referenceNumber: overrides.referenceNumber ?? `${JOURNAL_REFERENCE_PREFIX}${newReferenceNumber()}`,
      ewalletCustomerId: customer.id,
      ewalletAccountName: fullNameOf(customer.firstname, customer.lastname),
      contactNumber: customer.mobileNo,
      amount: overrides.amountCentavos ?? 500_00,
      purpose: overrides.purpose ?? 'Goodwill credit',
      initiatedById: overrides.initiatedBy?.id ?? null,
      initiatedByName: overrides.initiatedBy?.name ?? 'system',
      dateCreated,
      datePosted: overrides.awaitingApproval ? null : dateCreated,
      status: overrides.awaitingApproval ? JOURNAL_STATUS.awaitingApproval : JOURNAL_STATUS.posted,
    })
    .returning();
  if (!entry) throw new Error('journal entry insert returned nothing');
  if (overrides.awaitingApproval) return entry;
  await postTransfer(db, {
    cause: { type: 'journal', id: entry.id },
    fromAccount: 'adjustments',
    toCustomerWallet: customer.id,
    amountCentavos: entry.amount,
    memo: entry.referenceNumber,
  });
  return entry;
}
