import { eq } from 'drizzle-orm';
import {
  JOURNAL_STATUS,
  JOURNAL_STATUS_NAMES,
  type JournalEntry,
  type JournalEntryInput,
} from '../../../../core/api/journal-entries.ts';
import { FOUR_EYES_MESSAGES } from '../../../../core/four-eyes.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { normalizeMobileNumber } from '../../../../core/mobile.ts';
import { fullNameOf } from '../../../../core/names.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customers, journalEntries } from '../../db/schema.ts';
import { conflict, invalid } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { auditRefusals, refusal } from '../audit/refusals.ts';
import { postTransfer } from '../ledger/service.ts';
import { newReferenceNumber } from '../topups/reference-number.ts';
import { toJournalEntry } from './journal-entry-row.ts';
import { refuseUnconfirmedDuplicate } from './recent-duplicate.ts';

/** Journal references start with JE, so that staff tell them from top-up references at a glance. */
export const JOURNAL_REFERENCE_PREFIX = 'JE';
const REFERENCE_ATTEMPTS = 5;

const KEY_IN_USE = 'A request with this Idempotency-Key is still being processed';
const KEY_REUSED = 'This Idempotency-Key was already used for a different request';

/**
 * Creates a journal entry. At or under the approval threshold (JOURNAL_APPROVAL_THRESHOLD_PESOS) it credits
 * the customer's wallet through the ledger in the same transaction: the entry, its posting (cause
 * ('journal', id), from the 'adjustments' account) and the audit record land together or not at all. Above
 * the threshold it is saved Awaiting approval, with no posting: another top-up admin approves it (see
 * decide-entry.ts) before any money moves. Nobody makes an entry to their own wallet (403, audited). The
 * actor comes from the session; the customer's name from the database. The same amount to the same wallet
 * within the duplicate window is refused until the request confirms it (recent-duplicate.ts, decision 0044).
 *
 * With an Idempotency-Key (its hash, plugins/idempotency.ts idempotencyKeyHashOf) the entry keeps the key
 * under a unique index: a request run again after its first try committed (the process was killed before
 * the answer was kept, and a retry took the key over) meets that index, and answers the entry the first
 * try made instead of crediting the wallet a second time.
 */
export async function createJournalEntry(
  db: Database,
  input: JournalEntryInput,
  actor: Actor,
  options: {
    approvalThresholdCentavos: number;
    idempotencyKeyHash?: string | null;
    /** An entry like one made this many minutes before asks first (decision 0044); 0 = never. */
    duplicateWindowMinutes?: number;
  },
): Promise<JournalEntry> {
  const idempotencyKeyHash = options.idempotencyKeyHash ?? null;
  const mobileNo = normalizeMobileNumber(input.contactNumber);
  if (!mobileNo) throw invalid(MESSAGES.invalidMobileNumberFormat);
  const needsApproval = input.topupRequestAmount > options.approvalThresholdCentavos;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditRefusals(db, () =>
        db.transaction(async (tx) => {
          const [customer] = await tx.select().from(customers).where(eq(customers.mobileNo, mobileNo));
          if (!customer) throw invalid(MESSAGES.invalidMobileNumber);
          // A client that looked up one customer and sent another's number has a stale form: refuse it.
          if (input.ewalletAccountId && input.ewalletAccountId !== customer.id) {
            throw invalid(MESSAGES.invalidMobileNumber);
          }
          const asked = {
            name: fullNameOf(customer.firstname, customer.lastname),
            mobileNo: customer.mobileNo,
            amount: centavosToPesos(input.topupRequestAmount),
            purpose: input.purpose,
          };
          if (actor.id === customer.id) {
            throw refusal(FOUR_EYES_MESSAGES.ownWalletJournal, {
              actor,
              action: 'journal-entry.create',
              entity: 'journal-entry',
              after: asked,
            });
          }
          // A retry whose first try committed answers that entry (or refuses a reused key) before it could
          // be taken for a duplicate of itself.
          const keyed = idempotencyKeyHash ? await entryWithKey(tx, idempotencyKeyHash) : undefined;
          if (keyed) return sameEntryOrConflict(keyed, { mobileNo, input, actor });
          await refuseUnconfirmedDuplicate(tx, {
            walletId: customer.id,
            amountCentavos: input.topupRequestAmount,
            windowMinutes: options.duplicateWindowMinutes ?? 0,
            confirmed: input.confirmDuplicate,
          });
          const status = needsApproval ? JOURNAL_STATUS.awaitingApproval : JOURNAL_STATUS.posted;
          const [entry] = await tx
            .insert(journalEntries)
            .values({
              referenceNumber: `${JOURNAL_REFERENCE_PREFIX}${newReferenceNumber()}`,
              ewalletCustomerId: customer.id,
              ewalletAccountName: asked.name,
              contactNumber: customer.mobileNo,
              amount: input.topupRequestAmount,
              purpose: input.purpose,
              initiatedById: actor.id,
              initiatedByName: actor.name,
              idempotencyKeyHash,
              status,
              // Posted now, or not until another top-up admin approves it.
              datePosted: needsApproval ? null : undefined,
            })
            .returning();
          if (!entry) throw new Error('journal entry insert returned nothing');
          if (!needsApproval) {
            await postTransfer(tx, {
              cause: { type: 'journal', id: entry.id },
              fromAccount: 'adjustments',
              toCustomerWallet: customer.id,
              amountCentavos: entry.amount,
              memo: entry.referenceNumber,
            });
          }
          await recordAudit(tx, {
            actor,
            action: 'journal-entry.create',
            entity: 'journal-entry',
            entityId: entry.referenceNumber,
            after: { ...asked, status: JOURNAL_STATUS_NAMES[status] },
          });
          return toJournalEntry(entry);
        }),
      );
    } catch (error) {
      if (idempotencyKeyHash && isUniqueViolation(error, 'journal_entries_idempotency_key_hash_key')) {
        return entryMadeEarlier(db, idempotencyKeyHash, { mobileNo, input, actor });
      }
      // About 49 random bits make a clash very unlikely; when one happens, draw another reference.
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, 'journal_entries_reference_key')) continue;
      throw error;
    }
  }
}

/** The entry a first try with this key made; the same key for another entry is a conflict. */
async function entryMadeEarlier(
  db: Database,
  idempotencyKeyHash: string,
  wanted: { mobileNo: string; input: JournalEntryInput; actor: Actor },
): Promise<JournalEntry> {
  const entry = await entryWithKey(db, idempotencyKeyHash);
  if (!entry) throw conflict(KEY_IN_USE);
  return sameEntryOrConflict(entry, wanted);
}

async function entryWithKey(db: Database, idempotencyKeyHash: string) {
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKeyHash, idempotencyKeyHash));
  return entry;
}

function sameEntryOrConflict(
  entry: typeof journalEntries.$inferSelect,
  wanted: { mobileNo: string; input: JournalEntryInput; actor: Actor },
): JournalEntry {
  const same =
    entry.contactNumber === wanted.mobileNo &&
    entry.amount === wanted.input.topupRequestAmount &&
    entry.purpose === wanted.input.purpose &&
    entry.initiatedById === wanted.actor.id;
  if (!same) throw conflict(KEY_REUSED);
  return toJournalEntry(entry);
}
