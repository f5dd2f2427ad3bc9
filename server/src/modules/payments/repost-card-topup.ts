import { TopupStatus, TOPUP_STATUS_NAMES } from '../../../../core/topup-status.ts';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { CARD_PAYMENT_METHOD_CODE, GatewayError, PAYMENT_STATUS, type GatewayPayment } from './gateway.ts';
import { recordPaymentEvent } from './payment-events.ts';
import { gatewayUnavailable } from './payment-unavailable.ts';
import { isQueuedToReturn } from './return-queue.ts';
import { endedUnpaid, settleCardPayment, type PaymentDeps } from './settle.ts';
import {
  findListedRequest,
  findRequestById,
  providerActor,
  type CardRequest,
  type StatusActor,
} from './topup-link.ts';

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
