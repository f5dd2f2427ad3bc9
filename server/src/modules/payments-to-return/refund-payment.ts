import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  PAYMENTS_TO_RETURN_MESSAGES,
  RETURN_STATUS,
  RETURN_STATUS_NAMES,
  type PaymentToReturn,
} from '../../../../core/api/payments-to-return.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { paymentsToReturn } from '../../db/schema.ts';
import { conflict, notFound, unavailable } from '../../errors.ts';
import { recordAudit } from '../audit/service.ts';
import { GatewayError } from '../payments/gateway.ts';
import type { PaymentDeps } from '../payments/settle.ts';
import { toPaymentToReturn, type PaymentToReturnRow } from './payment-to-return-row.ts';

/** How long a refund holds its row: far longer than the provider's time limit (two calls for Maya). */
export const REFUND_CLAIM_SECONDS = 5 * 60;

export interface RefundInput {
  id: number;
  reason: string;
  /** The signed-in top-up admin. */
  actor: { id: number; name: string };
  /**
   * The request's Idempotency-Key was taken over after its lease (plugins/idempotency.ts): its first try
   * may have refunded the payment and never answered. A payment this admin already refunded is then
   * answered as it stands instead of 409.
   */
  rerun?: boolean;
}

/**
 * Refunds a queued payment, whole, through the gateway, and audits it with who, when, why and the
 * provider's refund id. Two admins pressing Refund at once give the provider one refund: the row is
 * claimed first with one conditional UPDATE (still to return, and no refund under way), so only the press
 * that claims it calls the provider; the others are told the refund is under way, or done. A provider
 * failure frees the row with the failure in lastRefundError (and an audit row of the attempt); a refund
 * that died with its process frees it when its claim passes.
 */
export async function refundPaymentToReturn(deps: PaymentDeps, input: RefundInput): Promise<PaymentToReturn> {
  const { db } = deps;
  const [claimed] = await db
    .update(paymentsToReturn)
    .set({ refundClaimedUntil: sql`now() + make_interval(secs => ${REFUND_CLAIM_SECONDS})` })
    .where(
      and(
        eq(paymentsToReturn.id, input.id),
        eq(paymentsToReturn.status, RETURN_STATUS.toReturn),
        or(isNull(paymentsToReturn.refundClaimedUntil), lt(paymentsToReturn.refundClaimedUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!claimed) return answerUnclaimed(db, input);

  let refundId: string;
  try {
    ({ refundId } = await deps.gateway.refundPayment({
      referenceNumber: claimed.referenceNumber,
      paymentId: claimed.providerPaymentId,
      amountCentavos: claimed.amountCentavos,
      reason: input.reason,
    }));
  } catch (error) {
    // The recorded gateway turns every failure into a GatewayError; anything else is ours, and the claim
    // then frees the row when it passes.
    if (!(error instanceof GatewayError)) throw error;
    await releaseAfterFailure(db, claimed, input, error);
    throw error.failure === 'rejected'
      ? conflict(PAYMENTS_TO_RETURN_MESSAGES.providerRefused)
      : unavailable(PAYMENTS_TO_RETURN_MESSAGES.providerUnavailable);
  }

  let answer: PaymentToReturn;
  try {
    answer = await db.transaction(async (tx) => {
      const [refunded] = await tx
        .update(paymentsToReturn)
        .set({
          status: RETURN_STATUS.refunded,
          refundedAt: sql`now()`,
          refundedById: input.actor.id,
          refundedByName: input.actor.name,
          refundReason: input.reason,
          providerRefundId: refundId,
          refundClaimedUntil: null,
          lastRefundError: null,
        })
        .where(and(eq(paymentsToReturn.id, claimed.id), eq(paymentsToReturn.status, RETURN_STATUS.toReturn)))
        .returning();
      if (!refunded) throw new Error('a payment to return changed while its refund held it');
      await recordAudit(tx, {
        actor: input.actor,
        action: 'payment-to-return.refund',
        entity: 'payment-to-return',
        entityId: refunded.referenceNumber,
        before: described(claimed),
        after: {
          ...described(refunded),
          reason: input.reason,
          providerRefundId: refundId,
          refundedAt: refunded.refundedAt?.toISOString() ?? null,
        },
      });
      return toPaymentToReturn(refunded);
    });
  } catch (error) {
    // The provider refunded, but we could not write it down: say so loudly (without personal data); the
    // row stays held until its claim passes, and a second refund would be refused by the provider.
    deps.log.error(
      { err: error, reference: claimed.referenceNumber, providerRefundId: refundId },
      'payment refunded at the provider but not recorded',
    );
    throw error;
  }
  // Read once more, so that the provider's last word on record (card_payment_states, which the
  // reconciliation report reads) is the refund and no longer the payment. Never fails the refund.
  await deps.gateway.getPayment(claimed.referenceNumber).catch(() => undefined);
  return answer;
}

/** Nobody else's refund is under way once this answers: refunded already, or held by a refund running. */
async function answerUnclaimed(db: Database, input: RefundInput): Promise<PaymentToReturn> {
  const [current] = await db.select().from(paymentsToReturn).where(eq(paymentsToReturn.id, input.id));
  if (!current) throw notFound(PAYMENTS_TO_RETURN_MESSAGES.notFound);
  if (current.status === RETURN_STATUS.refunded) {
    if (input.rerun && current.refundedById === input.actor.id) return toPaymentToReturn(current);
    throw conflict(PAYMENTS_TO_RETURN_MESSAGES.alreadyRefunded);
  }
  throw conflict(PAYMENTS_TO_RETURN_MESSAGES.refundInProgress);
}

async function releaseAfterFailure(
  db: Database,
  claimed: PaymentToReturnRow,
  input: RefundInput,
  failure: GatewayError,
): Promise<void> {
  const lastRefundError = describeFailure(failure);
  await db.transaction(async (tx) => {
    await tx
      .update(paymentsToReturn)
      .set({ refundClaimedUntil: null, lastRefundError })
      .where(and(eq(paymentsToReturn.id, claimed.id), eq(paymentsToReturn.status, RETURN_STATUS.toReturn)));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'payment-to-return.refund.failed',
      entity: 'payment-to-return',
      entityId: claimed.referenceNumber,
      before: described(claimed),
      after: { ...described(claimed), reason: input.reason, error: lastRefundError },
    });
  });
}

/** The failure as the queue shows it to the next admin: what happened, and what to do about it. */
function describeFailure(failure: GatewayError): string {
  switch (failure.failure) {
    case 'rejected':
      return `The provider refused the refund: ${failure.message}`.slice(0, 1000);
    case 'timeout':
      return 'The provider did not answer in time: the refund may have gone through. Check the payment at the provider before trying again.';
    case 'unavailable':
      return 'The provider was not answering (no connection, or an error on its side); try again later.';
  }
}

function described(row: PaymentToReturnRow) {
  return {
    status: RETURN_STATUS_NAMES[row.status === RETURN_STATUS.refunded ? 1 : 0],
    amount: centavosToPesos(row.amountCentavos),
    currency: row.currency,
    gateway: row.gateway,
    providerPaymentId: row.providerPaymentId,
  };
}
