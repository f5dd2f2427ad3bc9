import { eq, sql } from 'drizzle-orm';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import {
  TOPUP_STATUS_NAMES,
  TopupStatus,
  canMoveTopup,
  isTopupStatusCode,
  type TopupStatusCode,
} from '../../../../core/topup-status.ts';
import { FOUR_EYES_MESSAGES, isOwnTopup } from '../../../../core/four-eyes.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests, topupStatusHistory } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { clearingAccount, postTransfer } from '../ledger/service.ts';
import { findListedTopup } from './listed-topup.ts';
import { noticeKindOfStatus, queueRequestNotices } from '../notices/queue-notices.ts';
import { actorColumns, type TopupActor } from './topup-actor.ts';

export const TOPUP_NOT_FOUND = 'Top-up request not found';

export interface ChangeTopupStatusInput {
  requestId: number;
  to: TopupStatusCode;
  remarks?: string | null;
  actor: TopupActor;
  /**
   * A narrower rule of the caller, checked under the same lock: a customer may cancel only Pending and
   * On Hold requests, although the back office may cancel a Processing one.
   */
  onlyFrom?: { statuses: readonly TopupStatusCode[]; message: (from: TopupStatusCode) => string };
  /** When the change happened; the database's now() by default (the demo seed back-dates). */
  at?: Date;
}

/**
 * THE way a top-up request changes state, for every caller (back office, payments, repost, cancel).
 * In one transaction: lock the row, check the move (core/topup-status.ts), update it, write the history,
 * and on Done post the credit from the method's clearing account to the wallet and set datePosted.
 * A move the state machine refuses, including a second or concurrent move to Done, is a conflict (409);
 * the posting's unique cause key backs this up, so a request is never credited twice.
 */
export async function changeTopupStatus(db: Database, input: ChangeTopupStatusInput): Promise<ListedTopup> {
  const { requestId, to } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: topupRequests.status,
        amount: topupRequests.amount,
        referenceNumber: topupRequests.referenceNumber,
        paymentMethodCode: topupRequests.paymentMethodCode,
        ewalletCustomerId: topupRequests.ewalletCustomerId,
        createdByCustomerId: topupRequests.createdByCustomerId,
      })
      .from(topupRequests)
      .where(eq(topupRequests.id, requestId))
      .for('update');
    if (!row) throw notFound(TOPUP_NOT_FOUND);
    const from = row.status;
    if (!isTopupStatusCode(from)) throw new RangeError(`Unknown top-up status ${from}`);
    if (input.onlyFrom && !input.onlyFrom.statuses.includes(from)) {
      throw conflict(input.onlyFrom.message(from));
    }
    if (!canMoveTopup(from, to)) throw conflict(refusedMoveMessage(from, to));
    // Four eyes (decision 0013): nobody in the back office posts a request for their own wallet or one they
    // made, by UpdateStatus or by Repost.
    if (to === TopupStatus.Done && input.actor.kind === 'backoffice' && isOwnTopup(row, input.actor.id)) {
      throw forbidden(FOUR_EYES_MESSAGES.ownTopup);
    }

    const at = input.at ?? sql`now()`;
    const remarks = input.remarks?.trim() ? input.remarks.trim() : null;
    await tx
      .update(topupRequests)
      .set({
        status: to,
        updatedAt: at,
        ...(remarks ? { remarks } : {}),
        ...(to === TopupStatus.Done ? { datePosted: at } : {}),
      })
      .where(eq(topupRequests.id, requestId));
    await tx.insert(topupStatusHistory).values({
      topupRequestId: requestId,
      fromStatus: from,
      toStatus: to,
      remarks,
      ...actorColumns(input.actor),
      createdAt: at,
    });
    if (to === TopupStatus.Done) {
      await postTransfer(tx, {
        cause: { type: 'topup', id: requestId },
        fromAccount: clearingAccount(row.paymentMethodCode),
        toCustomerWallet: row.ewalletCustomerId,
        amountCentavos: row.amount,
        memo: `Top-up ${row.referenceNumber}`,
      });
    }
    // The notices of the change (decision 0027), in its transaction: a change that rolls back sends none.
    const noticeKind = noticeKindOfStatus(to);
    if (noticeKind) await queueRequestNotices(tx, requestId, noticeKind);
    const changed = await findListedTopup(tx, requestId);
    if (!changed) throw new Error('the changed top-up request vanished');
    return changed;
  });
}

function refusedMoveMessage(from: TopupStatusCode, to: TopupStatusCode): string {
  const fromName = TOPUP_STATUS_NAMES[from];
  if (from === to) return `Top-up request is already ${fromName}`;
  return `A top-up request that is ${fromName} cannot be moved to ${TOPUP_STATUS_NAMES[to]}`;
}
