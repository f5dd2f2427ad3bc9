import {
  isJournalStatus,
  JOURNAL_STATUS_NAMES,
  type JournalEntry,
} from '../../../../core/api/journal-entries.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { journalEntries } from '../../db/schema.ts';

/**
 * An entry as the API answers it (spec section 3): pesos, ISO dates, the purpose as remarks; then its
 * status and who checked it (decision 0013). datePosted is null until the entry is posted.
 */
export function toJournalEntry(row: typeof journalEntries.$inferSelect): JournalEntry {
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    contactNumber: row.contactNumber,
    topupRequestAmount: centavosToPesos(row.amount),
    dateCreated: row.dateCreated.toISOString(),
    datePosted: row.datePosted?.toISOString() ?? null,
    remarks: row.purpose,
    ewalletAccountName: row.ewalletAccountName,
    initiatedByName: row.initiatedByName,
    ewalletAccountId: row.ewalletCustomerId,
    initiatedById: row.initiatedById,
    status: row.status,
    statusText: isJournalStatus(row.status) ? JOURNAL_STATUS_NAMES[row.status] : `Status ${row.status}`,
    checkedByName: row.checkedByName,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  };
}
