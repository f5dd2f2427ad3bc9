import { and, eq, sql } from 'drizzle-orm';
import {
  isJournalStatus,
  JOURNAL_APPROVAL_MESSAGES,
  JOURNAL_STATUS,
  JOURNAL_STATUS_NAMES,
  notAwaitingApprovalMessage,
  type JournalEntry,
  type JournalStatus,
} from '../../../../core/api/journal-entries.ts';
import { FOUR_EYES_MESSAGES } from '../../../../core/four-eyes.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { journalEntries } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { auditRefusals, refusal } from '../audit/refusals.ts';
import { recordAudit } from '../audit/service.ts';
import { postTransfer } from '../ledger/service.ts';
import { toJournalEntry } from './journal-entry-row.ts';

/** The signed-in top-up admin who decides on an entry. */
export interface JournalDecider {
  id: number;
  name: string;
}

type Decision = 'approve' | 'reject' | 'withdraw';

const OUTCOME: Record<Decision, JournalStatus> = {
  approve: JOURNAL_STATUS.posted,
  reject: JOURNAL_STATUS.rejected,
  withdraw: JOURNAL_STATUS.withdrawn,
};

export interface JournalDecisionInput {
  id: number;
  decision: Decision;
  actor: JournalDecider;
  /** Required to reject or withdraw (the route's schema checks it). */
  reason?: string | null;
  /**
   * The request's Idempotency-Key was taken over after its lease (plugins/idempotency.ts): its first try may
   * have committed this very decision. When the entry already has it, by this user, it is answered as it
   * stands instead of 409.
   */
  rerun?: boolean;
}

/**
 * Approves, rejects or withdraws a journal entry Awaiting approval (decision 0013), in one transaction with
 * its audit row. The row is locked first, so of any number of decisions at once one finds it Awaiting
 * approval and the others find it decided (409): an approval posts it to the ledger exactly once (and the
 * ledger's unique cause key ('journal', id) would refuse a second posting anyway).
 *
 * Four eyes: the maker may not approve or reject their own entry, only withdraw it; nobody approves or
 * rejects an entry to their own wallet. Those refusals are 403 and are audited.
 */
export async function decideJournalEntry(db: Database, input: JournalDecisionInput): Promise<JournalEntry> {
  const { actor, decision } = input;
  const outcome = OUTCOME[decision];
  const action = `journal-entry.${decision}`;
  return auditRefusals(db, () =>
    db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.id, input.id))
        .for('update');
      if (!entry) throw notFound(JOURNAL_APPROVAL_MESSAGES.notFound);
      const status = isJournalStatus(entry.status) ? entry.status : JOURNAL_STATUS.posted;
      if (status !== JOURNAL_STATUS.awaitingApproval) {
        if (input.rerun && status === outcome && entry.checkedById === actor.id) return toJournalEntry(entry);
        throw conflict(notAwaitingApprovalMessage(status));
      }

      const described = {
        name: entry.ewalletAccountName,
        mobileNo: entry.contactNumber,
        amount: centavosToPesos(entry.amount),
        initiatedBy: entry.initiatedByName,
      };
      const refuse = (message: string) =>
        refusal(message, {
          actor,
          action,
          entity: 'journal-entry',
          entityId: entry.referenceNumber,
          before: { status: JOURNAL_STATUS_NAMES[status] },
          after: { ...described, status: JOURNAL_STATUS_NAMES[outcome] },
        });
      const ownEntry = entry.initiatedById === actor.id;
      if (decision === 'withdraw') {
        if (!ownEntry) throw refuse(FOUR_EYES_MESSAGES.othersJournalWithdrawal);
      } else {
        if (ownEntry) {
          throw refuse(
            decision === 'approve'
              ? FOUR_EYES_MESSAGES.ownJournalApproval
              : FOUR_EYES_MESSAGES.ownJournalRejection,
          );
        }
        if (entry.ewalletCustomerId === actor.id) throw refuse(FOUR_EYES_MESSAGES.ownWalletJournalDecision);
      }

      const reason = decision === 'approve' ? null : input.reason?.trim() || null;
      const [decided] = await tx
        .update(journalEntries)
        .set({
          status: outcome,
          checkedById: actor.id,
          checkedByName: actor.name,
          checkedAt: sql`now()`,
          decisionReason: reason,
          ...(decision === 'approve' ? { datePosted: sql`now()` } : {}),
        })
        .where(
          and(eq(journalEntries.id, entry.id), eq(journalEntries.status, JOURNAL_STATUS.awaitingApproval)),
        )
        .returning();
      if (!decided) throw conflict(notAwaitingApprovalMessage(status));
      if (decision === 'approve') {
        await postTransfer(tx, {
          cause: { type: 'journal', id: decided.id },
          fromAccount: 'adjustments',
          toCustomerWallet: decided.ewalletCustomerId,
          amountCentavos: decided.amount,
          memo: decided.referenceNumber,
        });
      }
      await recordAudit(tx, {
        actor,
        action,
        entity: 'journal-entry',
        entityId: decided.referenceNumber,
        before: { status: JOURNAL_STATUS_NAMES[status], datePosted: null },
        after: {
          ...described,
          status: JOURNAL_STATUS_NAMES[outcome],
          datePosted: decided.datePosted?.toISOString() ?? null,
          ...(reason ? { reason } : {}),
        },
      });
      return toJournalEntry(decided);
    }),
  );
}
