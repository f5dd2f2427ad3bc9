import type { JournalEntry } from '../../../../core/api/journal-entries.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { journalEntries } from '../../db/schema.ts';

/** An entry as the API answers it (spec section 3): pesos, ISO dates, the purpose as remarks. */
export function toJournalEntry(row: typeof journalEntries.$inferSelect): JournalEntry {
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    contactNumber: row.contactNumber,
    topupRequestAmount: centavosToPesos(row.amount),
    dateCreated: row.dateCreated.toISOString(),
    datePosted: row.datePosted.toISOString(),
    remarks: row.purpose,
    ewalletAccountName: row.ewalletAccountName,
    initiatedByName: row.initiatedByName,
  };
}
