import { asc, desc, eq } from 'drizzle-orm';
import type { StatusHistoryEntry } from '../../../../core/api/backoffice-topups.ts';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { cardDoneRefusedMessage, FOUR_EYES_MESSAGES, isOwnTopup } from '../../../../core/four-eyes.ts';
import {
  TOPUP_STATUS_NAMES,
  TopupStatus,
  canMoveTopup,
  type TopupStatusCode,
} from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests, topupStatusHistory } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { auditRefusals, refusal } from '../audit/refusals.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { prepareCardCancel } from '../payments/cancel-card-payment.ts';
import { CARD_PAYMENT_METHOD_CODE, PAYMENT_STATUS } from '../payments/gateway.ts';
import { getPaymentStatus } from '../payments/get-payment-status.ts';
import type { PaymentDeps } from '../payments/settle.ts';
import { changeTopupStatus, TOPUP_NOT_FOUND } from '../topups/service.ts';
import { findListedTopup } from '../topups/listed-topup.ts';

/** The statuses the back office may cancel from (API.md moves): Pending, Processing and On Hold. */
const BACK_OFFICE_CANCELLABLE = Object.values(TopupStatus).filter((status) =>
  canMoveTopup(status, TopupStatus.Cancelled),
);

export interface BackOfficeStatusChange {
  id: number;
  status: TopupStatusCode;
  remarks: string;
  actor: Actor & { id: number };
  /**
   * The request's Idempotency-Key was taken over after its lease (plugins/idempotency.ts): its first try
   * may have committed this very change and never been answered. When the request's last change is this
   * one, by this user, it is answered as it stands instead of 409 "already ...".
   */
  rerun?: boolean;
}

/**
 * UpdateStatus: the topups module's state machine makes the move (and on Done credits the wallet once);
 * the audit row is written in the same transaction, so a change is never without its record. A move to
 * Cancelled of a card request asks its provider first (docs/decisions/0014): a paid one is posted instead
 * and the move refused (409), an unpaid one has its checkout voided, and a provider that does not answer
 * is 503 with nothing changed.
 *
 * A move to Done is checked first (decision 0013): nobody posts their own request, one for their own wallet
 * or one they made (403, audited; the state machine refuses it too, under its row lock), and a card request
 * is posted only when the provider confirms its payment (PAYMENT_SUCCESS for the exact amount), as a Repost
 * would; otherwise 409 says what the provider reports.
 */
export async function updateTopupStatus(
  deps: { db: Database; payments: PaymentDeps },
  change: BackOfficeStatusChange,
): Promise<ListedTopup> {
  const { db } = deps;
  if (change.status === TopupStatus.Done) await checkMoveToDone(deps, change);
  // A card request is cancelled only once its provider says nothing was paid; its checkout is voided
  // first (payments/cancel-card-payment.ts). Asked outside any transaction, as for Done.
  if (change.status === TopupStatus.Cancelled) {
    await prepareCardCancel(deps.payments, {
      requestId: change.id,
      cancellableFrom: BACK_OFFICE_CANCELLABLE,
    });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: topupRequests.status, datePosted: topupRequests.datePosted })
      .from(topupRequests)
      .where(eq(topupRequests.id, change.id))
      .for('update');
    if (!before) throw notFound(TOPUP_NOT_FOUND);
    if (change.rerun && before.status === change.status) {
      const [last] = await tx
        .select({
          toStatus: topupStatusHistory.toStatus,
          actorKind: topupStatusHistory.actorKind,
          actorId: topupStatusHistory.actorId,
        })
        .from(topupStatusHistory)
        .where(eq(topupStatusHistory.topupRequestId, change.id))
        .orderBy(desc(topupStatusHistory.id))
        .limit(1);
      if (
        last?.toStatus === change.status &&
        last.actorKind === 'backoffice' &&
        last.actorId === change.actor.id
      ) {
        const current = await findListedTopup(tx, change.id);
        if (current) return current;
      }
    }
    const changed = await changeTopupStatus(tx, {
      requestId: change.id,
      to: change.status,
      remarks: change.remarks,
      actor: { kind: 'backoffice', id: change.actor.id, name: change.actor.name },
    });
    await recordAudit(tx, {
      actor: change.actor,
      action: 'topup.status',
      entity: 'topup_request',
      entityId: change.id,
      before: { status: before.status, datePosted: before.datePosted?.toISOString() ?? null },
      after: { status: changed.status, datePosted: changed.datePosted, remarks: change.remarks },
    });
    return changed;
  });
}

async function checkMoveToDone(
  deps: { db: Database; payments: PaymentDeps },
  change: BackOfficeStatusChange,
): Promise<void> {
  const [request] = await deps.db
    .select({
      status: topupRequests.status,
      referenceNumber: topupRequests.referenceNumber,
      amount: topupRequests.amount,
      paymentMethodCode: topupRequests.paymentMethodCode,
      ewalletCustomerId: topupRequests.ewalletCustomerId,
      createdByCustomerId: topupRequests.createdByCustomerId,
    })
    .from(topupRequests)
    .where(eq(topupRequests.id, change.id));
  if (!request) throw notFound(TOPUP_NOT_FOUND);
  // Already Done: the state machine answers it (409, or the first answer of a run again).
  if (request.status === TopupStatus.Done) return;
  if (isOwnTopup(request, change.actor.id)) {
    await auditRefusals(deps.db, async () => {
      throw refusal(FOUR_EYES_MESSAGES.ownTopup, {
        actor: change.actor,
        action: 'topup.status',
        entity: 'topup_request',
        entityId: change.id,
        before: { status: request.status },
        after: { status: change.status, remarks: change.remarks },
      });
    });
  }
  if (request.paymentMethodCode !== CARD_PAYMENT_METHOD_CODE) return;
  // The provider is asked outside any transaction: no row stays locked while it answers.
  const payment = await getPaymentStatus(deps.payments, {
    referenceNumber: request.referenceNumber,
    amountCentavos: request.amount,
  });
  if (payment.status !== PAYMENT_STATUS.success) {
    throw conflict(
      `${cardDoneRefusedMessage(payment.status)}. Transaction No. ${request.referenceNumber} stays ${TOPUP_STATUS_NAMES[request.status as TopupStatusCode] ?? 'as it is'}.`,
    );
  }
}

/** Every status change of a request, oldest first; 404 for an unknown request. */
export async function getStatusHistory(db: Database, requestId: number): Promise<StatusHistoryEntry[]> {
  const [request] = await db
    .select({ id: topupRequests.id })
    .from(topupRequests)
    .where(eq(topupRequests.id, requestId));
  if (!request) throw notFound(TOPUP_NOT_FOUND);
  const rows = await db
    .select()
    .from(topupStatusHistory)
    .where(eq(topupStatusHistory.topupRequestId, requestId))
    .orderBy(asc(topupStatusHistory.id));
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    remarks: row.remarks,
    actorKind: row.actorKind,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  }));
}
