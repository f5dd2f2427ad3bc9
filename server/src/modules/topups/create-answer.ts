import type { CreateTopupAnswer } from '../../../../core/api/topups.ts';
import type { AppInstance } from '../../app-instance.ts';
import type { CreatedTopup } from './create-topup.ts';
import { PaymentMethodCode } from '../../../../core/payment-method-codes.ts';
import { receiptPath } from '../../../../core/receipt-path.ts';
import './card-checkout-port.ts';

/**
 * The answer to POST /api/TopupRequests for a stored request. The seam for card payments: for method 101
 * this is where the card payments module (app.cardCheckout, card-checkout-port.ts) creates the provider's
 * checkout and the answer gains `checkoutUrl` (API.md, "Card payments").
 * A retried creation (same Idempotency-Key, see retried-create.ts) tries the saved request's checkout again.
 */
export async function buildCreateTopupAnswer(
  app: AppInstance,
  created: CreatedTopup,
): Promise<CreateTopupAnswer> {
  const { referenceNumber, receiptToken, expiresAt } = created.request;
  const answer = {
    referenceNumber,
    receiptPath: receiptPath(receiptToken),
    expiresAt: expiresAt?.toISOString() ?? null,
  };
  if (created.request.paymentMethodCode !== PaymentMethodCode.Card) return answer;
  const { checkoutUrl } = await app.cardCheckout.open(created.request.id, {
    retry: created.retried,
    payer: created.payer,
  });
  return { ...answer, checkoutUrl };
}
