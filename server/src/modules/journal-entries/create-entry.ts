import { eq } from 'drizzle-orm';
import type { JournalEntry, JournalEntryInput } from '../../../../core/api/journal-entries.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { normalizeMobileNumber } from '../../../../core/mobile.ts';
import { fullNameOf } from '../../../../core/names.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customers, journalEntries } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { postTransfer } from '../ledger/service.ts';
import { newReferenceNumber } from '../topups/reference-number.ts';
import { toJournalEntry } from './journal-entry-row.ts';

/** Journal references start with JE, so that staff tell them from top-up references at a glance. */
export const JOURNAL_REFERENCE_PREFIX = 'JE';
const REFERENCE_ATTEMPTS = 5;

/**
 * Creates a journal entry and credits the customer's wallet through the ledger, in one transaction: the
 * entry, its posting (cause ('journal', id), from the 'adjustments' account) and the audit record land
 * together or not at all. The actor comes from the session; the customer's name from the database.
 */
export async function createJournalEntry(
  db: Database,
  input: JournalEntryInput,
  actor: Actor,
): Promise<JournalEntry> {
  const mobileNo = normalizeMobileNumber(input.contactNumber);
  if (!mobileNo) throw invalid(MESSAGES.invalidMobileNumberFormat);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [customer] = await tx.select().from(customers).where(eq(customers.mobileNo, mobileNo));
        if (!customer) throw invalid(MESSAGES.invalidMobileNumber);
        // A client that looked up one customer and sent another's number has a stale form: refuse it.
        if (input.ewalletAccountId && input.ewalletAccountId !== customer.id) {
          throw invalid(MESSAGES.invalidMobileNumber);
        }
        const [entry] = await tx
          .insert(journalEntries)
          .values({
            referenceNumber: `${JOURNAL_REFERENCE_PREFIX}${newReferenceNumber()}`,
            ewalletCustomerId: customer.id,
            ewalletAccountName: fullNameOf(customer.firstname, customer.lastname),
            contactNumber: customer.mobileNo,
            amount: input.topupRequestAmount,
            purpose: input.purpose,
            initiatedById: actor.id,
            initiatedByName: actor.name,
          })
          .returning();
        if (!entry) throw new Error('journal entry insert returned nothing');
        await postTransfer(tx, {
          cause: { type: 'journal', id: entry.id },
          fromAccount: 'adjustments',
          toCustomerWallet: customer.id,
          amountCentavos: entry.amount,
          memo: entry.referenceNumber,
        });
        await recordAudit(tx, {
          actor,
          action: 'journal-entry.create',
          entity: 'journal-entry',
          entityId: entry.referenceNumber,
          after: {
            name: entry.ewalletAccountName,
            mobileNo: entry.contactNumber,
            amount: centavosToPesos(entry.amount),
            purpose: entry.purpose,
          },
        });
        return toJournalEntry(entry);
      });
    } catch (error) {
      // About 49 random bits make a clash very unlikely; when one happens, draw another reference.
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, 'journal_entries_reference_key')) continue;
      throw error;
    }
  }
}
