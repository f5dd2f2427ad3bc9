import type { FastifyBaseLogger } from 'fastify';
import { TOPUP_STATUS_NAMES, TopupStatus, type TopupStatusCode } from '../../../../core/topup-status.ts';
import { formatPeso } from '../../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import {
  CARD_CURRENCY,
  CARD_PAYMENT_METHOD_CODE,
  PAYMENT_STATUS,
  isFinalFailure,
  isUntouchedPayment,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway.ts';
import { recordPaymentEvent, type PaymentEventKind } from './payment-events.ts';
import { queuePaymentToReturn } from './return-queue.ts';
import { moveRequest, providerActor, type CardRequest, type StatusActor } from './topup-link.ts';

/**
 * The one place where a card payment changes a top-up request. Whatever asked (webhook, return page,
 * reconciliation, an admin's repost, a cancel), the server reads the payment from the gateway itself and:
 * - PAYMENT_SUCCESS for exactly the request's amount in PHP: posts the request (Done, wallet credited once;
 *   the topups module refuses a second posting, so racing callers cannot credit twice);
 * - PAYMENT_SUCCESS for another amount or currency: puts the request on hold with a remark, never posts;
 * - PAYMENT_SUCCESS for a request that can no longer be posted (Cancelled or Expired: a cancel that raced
 *   the payment, a late provider): queues the payment to be returned (return-queue.ts), never drops it;
 * - PAYMENT_FAILED / PAYMENT_CANCELLED: cancels a Pending request with a remark saying why (decision 0014);
 * - anything else: leaves the request as it is, except that reconciliation expires a request whose payment
 *   failed for good otherwise, or never came in time.
 * Final requests never move, so a late PAYMENT_FAILED cannot undo a posting; a Done request is not even
 * read again.
 */
export interface PaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

export type SettleTrigger = 'webhook' | 'confirm' | 'reconcile' | 'repost' | 'cancel';

export interface SettleOptions {
  actor: StatusActor;
  /** Reconciliation only: expire the request when its payment failed for good, or never came in time. */
  expireIfUnpaid?: { checkoutLifetimeElapsed: boolean };
  /** An admin's repost may post an on-hold request; automatic triggers leave on-hold requests to people. */
  allowOnHold?: boolean;
  /** The payment as the caller has just read it from the gateway, so that it is not read twice. */
  payment?: GatewayPayment | null;
}

export interface SettleResult {
  status: TopupStatusCode;
  payment: GatewayPayment | null;
  /** What this call did. */
  action: 'posted' | 'held' | 'expired' | 'cancelled' | 'queued' | 'none';
}

const FINAL: readonly TopupStatusCode[] = [TopupStatus.Done, TopupStatus.Expired, TopupStatus.Cancelled];

export function isFinalTopupStatus(status: TopupStatusCode): boolean {
  return FINAL.includes(status);
}

/** Cancelled and Expired requests can take no payment: one that still arrives is returned to the payer. */
export function endedUnpaid(status: TopupStatusCode): boolean {
  return status === TopupStatus.Cancelled || status === TopupStatus.Expired;
}

/** Paid exactly this amount, in PHP. */
export function paymentMatches(payment: GatewayPayment, amountCentavos: number): boolean {
  return payment.amountCentavos === amountCentavos && payment.currency.toUpperCase() === CARD_CURRENCY;
}

function describeAmount(payment: GatewayPayment): string {
  const amount =
    payment.amountCentavos === null ? 'an unreadable amount' : formatPeso(payment.amountCentavos);
  return `${payment.currency || 'no currency'} ${amount}`;
}

/** Why a checkout the provider ended without payment cancels its request (decision 0014). */
export const CARD_CANCEL_REMARKS: Readonly<Record<string, string>> = {
  [PAYMENT_STATUS.failed]: 'Card payment declined',
  [PAYMENT_STATUS.cancelled]: 'Card checkout cancelled by the payer',
};

export async function settleCardPayment(
  deps: PaymentDeps,
  request: CardRequest,
  trigger: SettleTrigger,
  options: SettleOptions,
): Promise<SettleResult> {
  if (request.paymentMethodCode !== CARD_PAYMENT_METHOD_CODE || request.status === TopupStatus.Done) {
    return { status: request.status, payment: null, action: 'none' };
  }
  // Throws a GatewayError when the provider cannot be read; the request stays as it is.
  const payment =
    options.payment !== undefined ? options.payment : await deps.gateway.getPayment(request.referenceNumber);
  const note = async (kind: PaymentEventKind, outcome: string, detail: string) =>
    recordPaymentEvent(deps.db, {
      referenceNumber: request.referenceNumber,
      gateway: deps.gateway.name,
      kind,
      outcome,
      detail,
    }).catch((error: unknown) => deps.log.error({ err: error }, 'could not record a payment event'));
  // The request ended unpaid, maybe while this call was reading the gateway: a payment taken all the same
  // waits in the queue for its refund.
  const queueIfPaid = async (status: TopupStatusCode): Promise<SettleResult> => {
    if (payment?.status !== PAYMENT_STATUS.success || !endedUnpaid(status)) {
      return { status, payment, action: 'none' };
    }
    const queued = await queuePaymentToReturn(deps.db, {
      request: { ...request, status },
      payment,
      gateway: deps.gateway.name,
    });
    if (queued) {
      deps.log.warn(
        { reference: request.referenceNumber, trigger, requestStatus: TOPUP_STATUS_NAMES[status] },
        'card payment for a request that can no longer be posted: queued to be returned',
      );
      await note(
        'to_return',
        'queued',
        `The provider took ${describeAmount(payment)} for a ${TOPUP_STATUS_NAMES[status]} request; queued to be returned to the payer (${trigger})`,
      );
    }
    return { status, payment, action: queued ? 'queued' : 'none' };
  };

  if (isFinalTopupStatus(request.status)) return queueIfPaid(request.status);

  if (payment?.status === PAYMENT_STATUS.success) {
    if (!paymentMatches(payment, request.amountCentavos)) {
      if (request.status === TopupStatus.OnHold) return { status: request.status, payment, action: 'none' };
      const remarks = `Card payment does not match the request: the provider reports ${describeAmount(payment)}, the request is ${CARD_CURRENCY} ${formatPeso(request.amountCentavos)}. Not posted.`;
      deps.log.warn({ reference: request.referenceNumber, trigger }, remarks);
      const moved = await moveRequest(deps.db, {
        request,
        to: TopupStatus.OnHold,
        remarks,
        actor: options.actor,
      });
      if (!moved.moved) return queueIfPaid(moved.status);
      await note('hold', 'amount_mismatch', remarks);
      return { status: moved.status, payment, action: 'held' };
    }
    if (request.status === TopupStatus.OnHold && !options.allowOnHold) {
      return { status: request.status, payment, action: 'none' };
    }
    const remarks = `Card payment confirmed with ${deps.gateway.name} (${trigger})`;
    const moved = await moveRequest(deps.db, {
      request,
      to: TopupStatus.Done,
      remarks,
      actor: options.actor,
    });
    // Refused: another caller posted it first, or a cancel got there first (and then it is returned).
    if (!moved.moved) return queueIfPaid(moved.status);
    await note('post', 'posted', remarks);
    return { status: moved.status, payment, action: 'posted' };
  }

  const cancelRemarks = payment ? CARD_CANCEL_REMARKS[payment.status] : undefined;
  if (cancelRemarks && request.status === TopupStatus.Pending) {
    // The provider's doing, read back by us, whoever asked (an admin's repost included).
    const moved = await moveRequest(deps.db, {
      request,
      to: TopupStatus.Cancelled,
      remarks: cancelRemarks,
      actor: providerActor(deps.gateway.name),
    });
    if (moved.moved) await note('cancel', payment?.status ?? 'no_payment', `${cancelRemarks} (${trigger})`);
    return { status: moved.status, payment, action: moved.moved ? 'cancelled' : 'none' };
  }

  const expiry = options.expireIfUnpaid;
  if (expiry && request.status === TopupStatus.Pending) {
    const failedForGood = payment !== null && isFinalFailure(payment.status);
    // A payment still being authenticated or processed may yet succeed, so only untouched ones expire.
    const untouched = payment === null || isUntouchedPayment(payment.status);
    const neverPaid = expiry.checkoutLifetimeElapsed && untouched;
    if (failedForGood || neverPaid) {
      const remarks = failedForGood
        ? `Card payment ended without payment: ${payment?.status}`
        : 'No card payment arrived before the checkout expired';
      const moved = await moveRequest(deps.db, {
        request,
        to: TopupStatus.Expired,
        remarks,
        actor: options.actor,
      });
      if (moved.moved) await note('expire', payment?.status ?? 'no_payment', remarks);
      return { status: moved.status, payment, action: moved.moved ? 'expired' : 'none' };
    }
  }
  return { status: request.status, payment, action: 'none' };
}
