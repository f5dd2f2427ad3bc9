import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transmittalDetails, transmittalHeaders } from '../../db/schema.ts';
import { conflict, forbidden } from '../../errors.ts';
import { recordAudit } from '../audit/service.ts';
import { auditRefusals, refusal } from '../audit/refusals.ts';
import { ownWalletTransmittalMessage } from '../../../../core/four-eyes.ts';
import { postTransfer } from '../ledger/service.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import {
  sharedWalletMessage,
  TRANSMITTAL_MESSAGES,
  TRANSMITTAL_STATUS,
  type TransmittalHeader,
} from '../../../../core/api/transmittals.ts';
import { decidedEarlierBy, lockPendingHeaders, readHeaders } from './decide-transmittals.ts';
import type { TransmittalActor } from './transmittal-actor.ts';

/**
 * Approves Pending transmittals, all of the list or none: each moves to Approved once, and each of its
 * lines with an amount above 0 is credited to the employee's wallet from the `transmittals` account.
 * Exactly once, whatever the concurrency: the header rows are locked and re-checked before anything moves,
 * the status only moves from Pending, and the ledger refuses a second posting of the same line.
 * Nobody approves a transmittal they created (maker-checker). `rerun`: the request's Idempotency-Key was
 * taken over after its lease, so its first try may have committed: transmittals this user already approved
 * are answered as they are (decidedEarlierBy), never credited again. Nobody approves a transmittal that pays
 * their own e-wallet, nor one that pays an e-wallet twice (checkWalletsPaidOnce). `at`: the approval's
 * time, now unless the demo seed back-dates it (the lines' ledger entries take it, decision 0036).
 */
export async function approveTransmittals(
  db: Database,
  actor: TransmittalActor,
  ids: readonly number[],
  rerun = false,
  at: Date = new Date(),
): Promise<TransmittalHeader[]> {
  await auditRefusals(db, () =>
    db.transaction(async (tx) => {
      if (rerun && (await decidedEarlierBy(tx, ids, 'approved', actor.id))) return;
      const headers = await lockPendingHeaders(tx, ids);
      if (headers.some((header) => header.initiatedById === actor.id)) {
        throw forbidden(TRANSMITTAL_MESSAGES.ownTransmittal);
      }
      const linesOf = new Map<number, (typeof transmittalDetails.$inferSelect)[]>();
      for (const header of headers) {
        const lines = await tx
          .select()
          .from(transmittalDetails)
          .where(eq(transmittalDetails.transmittalHeaderId, header.id))
          .orderBy(asc(transmittalDetails.id));
        checkWalletsPaidOnce(actor, header.id, lines);
        linesOf.set(header.id, lines);
      }
      await approvePendingHeaders(tx, actor, headers, linesOf, at);
    }),
  );
  return readHeaders(db, ids);
}

/**
 * Four eyes on the lines a transmittal pays (decision 0013): the approver's own e-wallet is never among
 * them (403, audited), and no e-wallet is paid twice by one transmittal (409; only lines saved before
 * migration 0013 can repeat a wallet, the database refuses it since). Lines of amount 0 pay nothing.
 */
function checkWalletsPaidOnce(
  actor: TransmittalActor,
  headerId: number,
  lines: readonly (typeof transmittalDetails.$inferSelect)[],
): void {
  const paid = lines.filter((line) => line.amount > 0);
  const own = paid.find((line) => line.ewalletCustomerId === actor.id);
  if (own) {
    throw refusal(ownWalletTransmittalMessage(own.employeeName), {
      actor,
      action: 'transmittal.approve',
      entity: 'transmittal',
      entityId: headerId,
      before: { status: TRANSMITTAL_STATUS.pending },
      after: { status: TRANSMITTAL_STATUS.approved, employee: own.employeeName },
    });
  }
  const byWallet = new Map<number, (typeof transmittalDetails.$inferSelect)[]>();
  for (const line of paid)
    byWallet.set(line.ewalletCustomerId, [...(byWallet.get(line.ewalletCustomerId) ?? []), line]);
  for (const shared of byWallet.values()) {
    if (shared.length > 1) {
      throw conflict(
        `Transmittal ${headerId} cannot be approved. ${sharedWalletMessage(
          shared[0]?.ewalletAccountInfo ?? '',
          shared.map((line) => line.employeeName),
        )}; reject it and enter it again`,
      );
    }
  }
}

/** Moves each locked Pending header to Approved and posts its lines, with an audit row each. */
async function approvePendingHeaders(
  tx: Database,
  actor: TransmittalActor,
  headers: readonly (typeof transmittalHeaders.$inferSelect)[],
  linesOf: ReadonlyMap<number, (typeof transmittalDetails.$inferSelect)[]>,
  at: Date,
): Promise<void> {
  for (const header of headers) {
    const [moved] = await tx
      .update(transmittalHeaders)
      .set({
        status: TRANSMITTAL_STATUS.approved,
        approvedById: actor.id,
        approvedByName: actor.name,
        approvedDate: at,
      })
      .where(
        and(eq(transmittalHeaders.id, header.id), eq(transmittalHeaders.status, TRANSMITTAL_STATUS.pending)),
      )
      .returning({ id: transmittalHeaders.id });
    if (!moved) throw conflict(TRANSMITTAL_MESSAGES.notPending);

    const lines = linesOf.get(header.id) ?? [];
    let posted = 0;
    for (const line of lines) {
      // An employee given nothing this time is skipped: a posting always moves money.
      if (line.amount <= 0) continue;
      await postTransfer(tx, {
        cause: { type: 'transmittal_detail', id: line.id },
        fromAccount: 'transmittals',
        toCustomerWallet: line.ewalletCustomerId,
        amountCentavos: line.amount,
        memo: `Transmittal ${header.id}: ${line.employeeName}`,
      });
      posted += 1;
    }
    await recordAudit(tx, {
      actor,
      action: 'transmittal.approve',
      entity: 'transmittal',
      entityId: header.id,
      before: { status: TRANSMITTAL_STATUS.pending },
      after: {
        status: TRANSMITTAL_STATUS.approved,
        approvedById: actor.id,
        approvedDate: at.toISOString(),
        total: centavosToPesos(header.total),
        creditedEmployees: posted,
      },
    });
  }
}
