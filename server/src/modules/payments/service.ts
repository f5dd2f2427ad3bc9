import { TopupStatus, TOPUP_STATUS_NAMES, type TopupStatusCode } from '../../../../core/topup-status.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { takeRateLimits } from '../rate-limits/service.ts';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import {
  CARD_PAYMENT_METHOD_CODE,
  GatewayError,
  isFinalFailure,
  isUntouchedPayment,
  PAYMENT_STATUS,
  type GatewayPayment,
} from './gateway.ts';
import { completePaymentEvent, recordPaymentEvent } from './payment-events.ts';
import { isQueuedToReturn } from './return-queue.ts';
import { endedUnpaid, paymentMatches, settleCardPayment, type PaymentDeps } from './settle.ts';
import {
  buyerOfRequest,
  findListedRequest,
  findRequestById,
  findRequestByReference,
  providerActor,
  type CardRequest,
  type CheckoutPayer,
  type StatusActor,
} from './topup-link.ts';

/** Card payments as the HTTP routes and the topups module use them (no HTTP in here). */

/**
 * Limits on the unauthenticated confirm and webhook calls are per caller: per address, and per address and
 * reference. A limit per reference alone could be filled by anyone who knows the reference, and would then
 * refuse the provider's real webhook and the customer's own return page (both read the gateway, so each
 * caller's share of gateway reads stays bounded all the same).
 */
export const CONFIRM_LIMITS = {
  // Many phones share one address behind carrier-grade NAT: room for many return pages at once.
  perAddress: { limit: 120, windowSeconds: 60 },
  perAddressAndReference: { limit: 12, windowSeconds: 60 },
};
export const WEBHOOK_LIMITS = {
  // A provider sends from a few addresses; a flood of made-up references from one address stops here.
  perAddress: { limit: 600, windowSeconds: 60 },
  perAddressAndReference: { limit: 30, windowSeconds: 60 },
};

function checkoutUnavailable(referenceNumber: string): AppError {
  return new AppError(
    'unavailable',
    `Card payment is not available right now. Your request ${referenceNumber} is saved as Pending and no money was taken. Please try again in a few minutes.`,
  );
}

function gatewayUnavailable(): AppError {
  return new AppError(
    'unavailable',
    'The payment provider is not answering right now. Please try again later.',
  );
}

/**
 * Opens the hosted checkout of a new card request (POST /api/topuprequests, code 101). The request is
 * already saved as Pending; a provider failure leaves it so (reconciliation expires it when no payment
 * comes) and answers a message that says so. After a time-out the provider may have opened the checkout
 * anyway, so it is looked up by reference before one more try; a payment already under way is not
 * offered a second checkout. `retry`: the customer's retry of a creation that failed here (same
 * Idempotency-Key), for the request saved then: it must still be Pending, and the earlier try may have
 * reached the provider, so it starts with the look-up. `payer`: the logged-in customer paying, if any,
 * who becomes the checkout's buyer (buyerOfRequest).
 */
export async function openCardCheckout(
  deps: PaymentDeps,
  requestId: number,
  options: { retry?: boolean; payer?: CheckoutPayer | null } = {},
): Promise<{ checkoutUrl: string }> {
  const request = await findRequestById(deps.db, requestId);
  if (!request) throw notFound('Top-up request not found');
  if (options.retry && request.status !== TopupStatus.Pending) {
    throw conflict(
      `Top-up request ${request.referenceNumber} is ${TOPUP_STATUS_NAMES[request.status]} and can no longer be paid; please start a new top-up`,
    );
  }
  const checkout = {
    referenceNumber: request.referenceNumber,
    amountCentavos: request.amountCentavos,
    buyer: await buyerOfRequest(deps.db, request, options.payer ?? null),
  };
  if (!options.retry) {
    try {
      return { checkoutUrl: (await deps.gateway.createCheckout(checkout)).checkoutUrl };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      if (error.failure !== 'timeout') throw checkoutUnavailable(request.referenceNumber);
    }
  }
  try {
    const existing = await deps.gateway.getPayment(request.referenceNumber);
    if (existing && !isUntouchedPayment(existing.status)) {
      if (!options.retry) throw checkoutUnavailable(request.referenceNumber);
      throw await paymentAlreadyActedOn(deps, request, existing);
    }
    return { checkoutUrl: (await deps.gateway.createCheckout(checkout)).checkoutUrl };
  } catch (error) {
    if (error instanceof GatewayError) throw checkoutUnavailable(request.referenceNumber);
    throw error;
  }
}

/**
 * A retry (a retried creation, a receipt's Pay now) found that the buyer already acted on the request's
 * checkout: no second checkout. The payment is settled as a confirmation would settle it (paid: posted, or
 * On Hold for another amount; declined: Cancelled), and the 409 says what became of the request.
 */
async function paymentAlreadyActedOn(
  deps: PaymentDeps,
  request: CardRequest,
  payment: GatewayPayment,
): Promise<AppError> {
  const settled = await settleCardPayment(deps, request, 'confirm', {
    actor: providerActor(deps.gateway.name),
    payment,
  });
  const reference = request.referenceNumber;
  if (settled.status === TopupStatus.Done)
    return conflict(
      `Top-up request ${reference} was already paid by card and has been credited to the e-wallet`,
    );
  if (settled.status === TopupStatus.OnHold)
    return conflict(
      `Top-up request ${reference} was already paid by card and is On Hold for our team to check`,
    );
  if (settled.status !== TopupStatus.Pending)
    return conflict(
      `Top-up request ${reference} is ${TOPUP_STATUS_NAMES[settled.status]} and can no longer be paid; please start a new top-up`,
    );
  if (isFinalFailure(payment.status))
    return conflict(
      `The card payment of top-up request ${reference} ended unpaid; please start a new top-up`,
    );
  return conflict(
    `A card payment for top-up request ${reference} is under way, so no new payment page is opened. Please check again in a few minutes.`,
  );
}

async function findCardRequest(deps: PaymentDeps, referenceNumber: string): Promise<CardRequest | null> {
  const request = await findRequestByReference(deps.db, referenceNumber);
  return request && request.paymentMethodCode === CARD_PAYMENT_METHOD_CODE ? request : null;
}

/**
 * A provider's webhook. Its body only names the reference: the payment is read from the gateway before
 * anything moves, so a forged or stale webhook changes nothing the gateway does not confirm. Answers
 * whether it was taken; a gateway that cannot be read answers 503 so that the provider sends it again.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  body: { referenceNumber: string; claimedStatus: string; address: string },
): Promise<{ received: true; status: TopupStatusCode | null }> {
  await takeRateLimits(deps.db, [
    { key: `card-webhook:ip:${body.address}`, ...WEBHOOK_LIMITS.perAddress },
    {
      key: `card-webhook:ip-ref:${body.address}:${body.referenceNumber}`,
      ...WEBHOOK_LIMITS.perAddressAndReference,
    },
  ]);
  const request = await findCardRequest(deps, body.referenceNumber);
  const started = performance.now();
  const eventId = await recordPaymentEvent(deps.db, {
    referenceNumber: body.referenceNumber,
    gateway: deps.gateway.name,
    kind: 'webhook',
    outcome: request ? `says ${body.claimedStatus || 'nothing'}` : 'unknown_reference',
    detail: 'Not trusted on its own: the payment is read back from the gateway',
  });
  if (!request) return { received: true, status: null };
  let detail = 'the gateway could not be read; the provider is asked to send it again';
  try {
    const result = await settleCardPayment(deps, request, 'webhook', {
      actor: providerActor(deps.gateway.name),
    });
    // A posted request (a late or repeated webhook) is not read from the gateway at all: say so, rather
    // than "no payment", in the back office's details panel.
    const read = result.payment
      ? `gateway says ${result.payment.status}`
      : request.status === TopupStatus.Done
        ? 'not read, the request was already final'
        : 'gateway says no payment';
    detail = `${read}; request ${TOPUP_STATUS_NAMES[result.status]}`;
    return { received: true, status: result.status };
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayUnavailable();
    detail = 'failed';
    throw error;
  } finally {
    const latencyMs = Math.round(performance.now() - started);
    await completePaymentEvent(deps.db, eventId, { latencyMs, detail }).catch((error: unknown) =>
      deps.log.error({ err: error }, 'could not complete a payment event'),
    );
  }
}

/**
 * The return pages' "check again": reads the payment from the gateway and posts it when paid, so that a
 * customer whose webhook was lost is credited all the same. The redirect itself proves nothing. When the
 * gateway cannot be read, answers the status as it is (the page keeps saying "confirming").
 * `paymentToReturn`: the request was Cancelled or Expired and a card payment was taken for it all the same;
 * it cannot be posted and waits in the payments-to-return queue to be returned to the card.
 */
export async function confirmCardPayment(
  deps: PaymentDeps,
  input: { referenceNumber: string; address: string },
): Promise<{
  referenceNumber: string;
  status: TopupStatusCode;
  statusText: string;
  paymentToReturn: boolean;
}> {
  await takeRateLimits(deps.db, [
    { key: `card-confirm:ip:${input.address}`, ...CONFIRM_LIMITS.perAddress },
    {
      key: `card-confirm:ip-ref:${input.address}:${input.referenceNumber}`,
      ...CONFIRM_LIMITS.perAddressAndReference,
    },
  ]);
  const request = await findCardRequest(deps, input.referenceNumber);
  if (!request) throw notFound('Top-up request not found');
  let status = request.status;
  if (status !== TopupStatus.Done) {
    try {
      status = (
        await settleCardPayment(deps, request, 'confirm', { actor: providerActor(deps.gateway.name) })
      ).status;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
    }
  }
  const paymentToReturn = endedUnpaid(status) && (await isQueuedToReturn(deps.db, request.referenceNumber));
  return {
    referenceNumber: request.referenceNumber,
    status,
    statusText: TOPUP_STATUS_NAMES[status],
    paymentToReturn,
  };
}

/** GetPaymentResponseByReferenceNumberAndAmount: the provider's status, if it is for that amount. */
export async function getPaymentStatus(
  deps: PaymentDeps,
  input: { referenceNumber: string; amountCentavos: number },
): Promise<{ status: string }> {
  try {
    const payment = await deps.gateway.getPayment(input.referenceNumber);
    if (!payment) return { status: 'NOT_FOUND' };
    if (!paymentMatches(payment, input.amountCentavos)) return { status: 'AMOUNT_MISMATCH' };
    return { status: payment.status };
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayUnavailable();
    throw error;
  }
}

/**
 * An admin's repost: posts a card request whose payment the provider reports as PAYMENT_SUCCESS for its
 * amount and which is not posted yet. Refuses (409) everything else, saying why; for a Cancelled or
 * Expired request the provider reports paid, the answer points to the payments-to-return queue, where the
 * payment now waits (settle queues it if nothing had yet).
 */
export async function repostCardTopup(
  deps: PaymentDeps,
  input: { requestId: number; actor: Extract<StatusActor, { kind: 'backoffice' }> },
): Promise<ListedTopup> {
  const request = await findRequestById(deps.db, input.requestId);
  if (!request) throw notFound('Top-up request not found');
  if (request.paymentMethodCode !== CARD_PAYMENT_METHOD_CODE)
    throw conflict('Only card top-ups can be reposted');
  if (request.datePosted || request.status === TopupStatus.Done)
    throw conflict('Top-up request is already posted');
  if (endedUnpaid(request.status)) throw await endedRequestRefusal(deps, request);
  let result;
  try {
    result = await settleCardPayment(deps, request, 'repost', { actor: input.actor, allowOnHold: true });
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayUnavailable();
    throw error;
  }
  await recordPaymentEvent(deps.db, {
    referenceNumber: request.referenceNumber,
    gateway: deps.gateway.name,
    kind: 'repost',
    outcome: result.action === 'posted' ? 'posted' : 'refused',
    detail: `by ${input.actor.name}`,
  });
  if (result.action === 'posted') {
    const posted = await findListedRequest(deps.db, request.id);
    if (!posted) throw notFound('Top-up request not found');
    return posted;
  }
  if (result.status === TopupStatus.Done) throw conflict('Top-up request is already posted');
  if (endedUnpaid(result.status)) {
    throw await endedRequestRefusal(deps, { ...request, status: result.status }, result.payment);
  }
  if (!result.payment) throw conflict('The provider has no payment for this request; nothing was posted');
  if (result.payment.status !== PAYMENT_STATUS.success) {
    throw conflict(`The provider reports ${result.payment.status}; nothing was posted`);
  }
  throw conflict('The paid amount does not match the request; nothing was posted');
}

/**
 * Why a Cancelled or Expired card request is not posted. Settling it first puts a payment the provider
 * took all the same into the queue, so that the answer can send the admin there. `payment`: the payment
 * as the caller has just read it, if it has.
 */
async function endedRequestRefusal(
  deps: PaymentDeps,
  request: CardRequest,
  payment?: GatewayPayment | null,
): Promise<AppError> {
  const ended = `Top-up request is ${TOPUP_STATUS_NAMES[request.status]} and cannot be posted`;
  try {
    await settleCardPayment(deps, request, 'repost', {
      actor: providerActor(deps.gateway.name),
      ...(payment === undefined ? {} : { payment }),
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
  }
  if (await isQueuedToReturn(deps.db, request.referenceNumber)) {
    return conflict(
      `${ended}. The card payment the provider took for it is in Payments to Return, where a top-up admin refunds it to the payer.`,
    );
  }
  return conflict(ended);
}
