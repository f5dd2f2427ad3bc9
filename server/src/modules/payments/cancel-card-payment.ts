import { TopupStatus, type TopupStatusCode } from '../../../../core/topup-status.ts';
import { conflict, unavailable } from '../../errors.ts';
import {
  CARD_PAYMENT_METHOD_CODE,
  GatewayError,
  PAYMENT_STATUS,
  isFinalFailure,
  isUntouchedPayment,
  type GatewayPayment,
} from './gateway.ts';
import { endedUnpaid, settleCardPayment, type PaymentDeps } from './settle.ts';
import { findRequestById, providerActor, type CardRequest } from './topup-link.ts';

export const CARD_CANCEL_MESSAGES = {
  paid: 'This top-up was already paid by card and has been credited to the e-wallet; it can no longer be cancelled',
  paidOnHold:
    'This top-up was already paid by card and is On Hold for our team to check; it can no longer be cancelled',
  inProgress:
    'A card payment for this top-up is in progress, so it cannot be cancelled right now. Please try again in a few minutes.',
  providerDown:
    'The card payment provider is not answering, so this top-up cannot be cancelled right now; nothing was changed. Please try again in a few minutes.',
} as const;

/**
 * Before a card request is cancelled (by its customer, or by the back office's status change), the
 * provider is asked, so that a cancel never leaves money taken and uncredited:
 * - paid (PAYMENT_SUCCESS): the request is settled as settle.ts does (posted, or held for another amount)
 *   and the cancel is refused;
 * - not paid (no payment, or an untouched checkout): the checkout is voided before the cancel goes ahead,
 *   so that it can take no money any more. Should the buyer pay between our read and the void, the void
 *   answers too late and the payment decides. A provider that cannot void an unpaid checkout (Maya) lets
 *   the cancel go ahead: a payment that still arrives lands in the payments-to-return queue;
 * - failed for good (declined, cancelled, expired): nothing can be paid; the cancel goes ahead;
 * - a payment in progress (being authenticated or processed): refused, try again in a few minutes;
 * - the provider not answering: refused (503) and nothing changes.
 * A request the cancel would not move anyway (not card, or not in `cancellableFrom`) is left to the state
 * machine's answer, and its checkout is not touched.
 */
export async function prepareCardCancel(
  deps: PaymentDeps,
  input: { requestId: number; cancellableFrom: readonly TopupStatusCode[] },
): Promise<void> {
  const request = await findRequestById(deps.db, input.requestId);
  if (!request || request.paymentMethodCode !== CARD_PAYMENT_METHOD_CODE) return;
  if (!input.cancellableFrom.includes(request.status)) return;
  try {
    let payment = await deps.gateway.getPayment(request.referenceNumber);
    if (payment === null || isUntouchedPayment(payment.status)) {
      const voided = await deps.gateway.voidCheckout(request.referenceNumber);
      if (voided.outcome !== 'too_late') return;
      payment = await deps.gateway.getPayment(request.referenceNumber);
      // Too late to void, yet nothing to see: the buyer is in the middle of paying.
      if (payment === null || isUntouchedPayment(payment.status))
        throw conflict(CARD_CANCEL_MESSAGES.inProgress);
    }
    if (isFinalFailure(payment.status)) return;
    if (payment.status === PAYMENT_STATUS.success) return await refusePaid(deps, request, payment);
    throw conflict(CARD_CANCEL_MESSAGES.inProgress);
  } catch (error) {
    if (error instanceof GatewayError) throw unavailable(CARD_CANCEL_MESSAGES.providerDown);
    throw error;
  }
}

/**
 * A paid request is settled now (the cancel found the payment before any webhook did) and not cancelled.
 * Should another cancel have ended it meanwhile, settling queued the payment to be returned, and the
 * state machine refuses this cancel as for any request already Cancelled.
 */
async function refusePaid(deps: PaymentDeps, request: CardRequest, payment: GatewayPayment): Promise<void> {
  const settled = await settleCardPayment(deps, request, 'cancel', {
    actor: providerActor(deps.gateway.name),
    payment,
  });
  if (endedUnpaid(settled.status)) return;
  throw conflict(
    settled.status === TopupStatus.Done ? CARD_CANCEL_MESSAGES.paid : CARD_CANCEL_MESSAGES.paidOnHold,
  );
}
