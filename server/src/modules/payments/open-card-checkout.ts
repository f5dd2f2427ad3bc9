import { TopupStatus, TOPUP_STATUS_NAMES } from '../../../../core/topup-status.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { GatewayError, isFinalFailure, isUntouchedPayment, type GatewayPayment } from './gateway.ts';
import { checkoutUnavailable } from './payment-unavailable.ts';
import { settleCardPayment, type PaymentDeps } from './settle.ts';
import {
  buyerOfRequest,
  findRequestById,
  providerActor,
  type CardRequest,
  type CheckoutPayer,
} from './topup-link.ts';

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
