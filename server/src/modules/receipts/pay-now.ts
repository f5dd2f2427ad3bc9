import { setTimeout as delay } from 'node:timers/promises';
import { RECEIPT_MESSAGES } from '../../../../core/api/receipts.ts';
import { PaymentMethodCode } from '../../../../core/payment-method-codes.ts';
import { TOPUP_STATUS_NAMES, TopupStatus, type TopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { claimIdempotencyKey, finishIdempotencyClaim } from '../../plugins/idempotency.ts';
import type { CardCheckoutPayer, CardCheckoutPort } from '../topups/card-checkout-port.ts';
import { findReceiptRequest, type ReceiptRequest } from './receipt-request.ts';

export interface PayNowInput {
  token: string;
  /** The logged-in customer (password session), who becomes the checkout's buyer if they made the request. */
  customer: (CardCheckoutPayer & { id: number }) | null;
  checkout: CardCheckoutPort;
}

/** How long a tap waits for another tap's checkout before it gives up (the provider's time-out is 10 s). */
const WAIT_FOR_OTHER_TAP_MS = 20_000;
const POLL_MS = 100;
/** The claim's lease: past it, a tap whose process died no longer holds the request (decision 0010). */
const CLAIM_LEASE_SECONDS = 30;

export const PAY_NOW_MESSAGES = {
  busy: 'Your payment page is being opened. Please try again in a moment.',
  paid: 'This top-up was already paid and has been credited to the e-wallet.',
  confirming: 'The payment for this top-up is being confirmed, so it cannot be paid again.',
  ended: (status: TopupStatusCode) =>
    `This top-up request is ${TOPUP_STATUS_NAMES[status]} and can no longer be paid; please start a new top-up`,
} as const;

/**
 * POST /api/Receipts/{token}/PayNow: the same request's card checkout again, never a second request
 * (decision 0029). Only a Pending card request; a paid one, or one being confirmed, gets a 409 and no
 * checkout. Taps are serialised per request through a claim in idempotency_keys (scope receipt-pay-now):
 * the first opens the checkout (payments' retry: it looks the payment up first, and refuses a payment
 * already made or under way) and keeps its answer; the taps that come at the same time, or later while the
 * request is still Pending, get that same checkout, so the provider is asked once per request.
 */
export async function payNow(db: Database, input: PayNowInput): Promise<{ checkoutUrl: string }> {
  const viewer = { passwordCustomerId: input.customer?.id ?? null };
  const request = await findReceiptRequest(db, input.token, viewer);
  assertPayable(request);
  const claim = {
    scope: 'receipt-pay-now',
    key: `topup-request:${request.id}`,
    method: 'POST',
    path: '/api/Receipts/:token/PayNow',
    bodyHash: '',
  };
  const payer = input.customer && input.customer.id === request.createdByCustomerId ? input.customer : null;
  const giveUpAt = Date.now() + WAIT_FOR_OTHER_TAP_MS;
  for (;;) {
    const outcome = await claimIdempotencyKey(db, claim, CLAIM_LEASE_SECONDS);
    if (outcome.kind === 'replay' && outcome.statusCode === 200 && outcome.responseBody) {
      return { checkoutUrl: (JSON.parse(outcome.responseBody) as { checkoutUrl: string }).checkoutUrl };
    }
    if (outcome.kind === 'claimed') {
      const held = { ...claim, attempt: outcome.attempt };
      try {
        const opened = await input.checkout.open(request.id, { retry: true, payer });
        const answer = { checkoutUrl: opened.checkoutUrl };
        await finishIdempotencyClaim(db, held, {
          statusCode: 200,
          responseBody: JSON.stringify(answer),
          responseType: 'application/json',
        });
        return answer;
      } catch (error) {
        // Nothing kept: the next tap asks the provider again (it may be answering by then).
        await finishIdempotencyClaim(db, held, null);
        throw error;
      }
    }
    // Another tap is opening the checkout right now (or just failed): wait for its answer.
    if (Date.now() > giveUpAt) throw conflict(PAY_NOW_MESSAGES.busy);
    await delay(POLL_MS);
    assertPayable(await findReceiptRequest(db, input.token, viewer));
  }
}

function assertPayable(request: ReceiptRequest): void {
  if (request.paymentMethodCode !== PaymentMethodCode.Card) throw conflict(RECEIPT_MESSAGES.notCard);
  switch (request.status) {
    case TopupStatus.Pending:
      return;
    case TopupStatus.Done:
      throw conflict(PAY_NOW_MESSAGES.paid);
    case TopupStatus.Processing:
    case TopupStatus.OnHold:
      throw conflict(PAY_NOW_MESSAGES.confirming);
    default:
      throw conflict(PAY_NOW_MESSAGES.ended(request.status));
  }
}
