import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  JOURNAL_STATUS,
  JOURNAL_STATUS_NAMES,
  isJournalStatus,
} from '../../../../core/api/journal-entries.ts';
import { DUPLICATE_CREDIT_CODE, duplicateCreditQuestion } from '../../../../core/duplicate-credit.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { journalEntries } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

/** The advisory lock's first key: journal entries to one wallet (the second key is the wallet's id). */
const JOURNAL_WALLET_LOCK = 727_044;

/**
 * Refuses (409, code duplicate-credit, decision 0044) a journal entry of the same amount to the same wallet as
 * one posted or awaiting approval within the window, unless the request confirms it. Entries to one wallet
 * take turns on a transaction-scoped advisory lock first, so that of two identical entries sent at once the
 * second sees the first (committed) and asks, instead of both reading "none yet". Rejected and withdrawn
 * entries credited nothing and never will: they do not count.
 */
export async function refuseUnconfirmedDuplicate(
  tx: Database,
  wanted: { walletId: number; amountCentavos: number; windowMinutes: number; confirmed: boolean },
): Promise<void> {
  if (wanted.windowMinutes <= 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${JOURNAL_WALLET_LOCK}, ${wanted.walletId})`);
  if (wanted.confirmed) return;
  const [earlier] = await tx
    .select({
      referenceNumber: journalEntries.referenceNumber,
      amount: journalEntries.amount,
      dateCreated: journalEntries.dateCreated,
      initiatedByName: journalEntries.initiatedByName,
      status: journalEntries.status,
      now: sql<string>`now()`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.ewalletCustomerId, wanted.walletId),
        eq(journalEntries.amount, wanted.amountCentavos),
        inArray(journalEntries.status, [JOURNAL_STATUS.awaitingApproval, JOURNAL_STATUS.posted]),
        gt(journalEntries.dateCreated, sql`now() - make_interval(mins => ${wanted.windowMinutes})`),
      ),
    )
    .orderBy(desc(journalEntries.dateCreated))
    .limit(1);
  if (!earlier) return;
  const awaitingApproval = earlier.status === JOURNAL_STATUS.awaitingApproval;
  throw conflict(
    duplicateCreditQuestion(
      {
        amountCentavos: earlier.amount,
        madeAt: earlier.dateCreated,
        madeByName: earlier.initiatedByName,
        awaitingApproval,
      },
      earlier.now,
    ),
    {
      code: DUPLICATE_CREDIT_CODE,
      earlierReferenceNumber: earlier.referenceNumber,
      earlierAmount: centavosToPesos(earlier.amount),
      earlierMadeAt: earlier.dateCreated.toISOString(),
      earlierMadeByName: earlier.initiatedByName,
      earlierStatusText: isJournalStatus(earlier.status) ? JOURNAL_STATUS_NAMES[earlier.status] : 'Posted',
    },
  );
}
