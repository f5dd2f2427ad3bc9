import type { CreateTopupAnswer } from '../../../../core/api/topups.ts';
import type { AppInstance } from '../../app.ts';
import type { CreatedTopup } from './create-topup.ts';
import { CARD_PAYMENT_METHOD_CODE } from '../payments/gateway.ts';
import { openCardCheckout } from '../payments/service.ts';

/**
 * The answer to POST /api/TopupRequests for a stored request. The seam for card payments: for method 101
 * this is where the server creates the provider's checkout and adds `checkoutUrl` (API.md, "Card payments").
 * A retried creation (same Idempotency-Key, see retried-create.ts) tries the saved request's checkout again.
 */
export async function buildCreateTopupAnswer(
  app: AppInstance,
  created: CreatedTopup,
): Promise<CreateTopupAnswer> {
  const referenceNumber = created.request.referenceNumber;
  if (created.request.paymentMethodCode !== CARD_PAYMENT_METHOD_CODE) return { referenceNumber };
  const { checkoutUrl } = await openCardCheckout(app.payments, created.request.id, {
    retry: created.retried,
    payer: created.payer,
  });
  return { referenceNumber, checkoutUrl };
}
