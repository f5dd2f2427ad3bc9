import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardPaymentStates } from '../../db/schema.ts';
import type { GatewayPayment } from './gateway.ts';

/**
 * Keeps the provider's last answer for a card payment (card_payment_states), so that the reconciliation
 * report can compare what the provider says was paid with what the ledger credited without one provider
 * call per request of its range. Written on every successful getPayment (recorded-gateway.ts).
 */
export async function recordProviderState(
  db: Database,
  gateway: string,
  payment: GatewayPayment,
): Promise<void> {
  const values = {
    gateway,
    providerStatus: payment.status,
    amountCentavos: payment.amountCentavos,
    currency: payment.currency,
    paymentId: payment.paymentId,
    readAt: sql`now()`,
  };
  await db
    .insert(cardPaymentStates)
    .values({ referenceNumber: payment.referenceNumber, ...values })
    .onConflictDoUpdate({ target: cardPaymentStates.referenceNumber, set: values });
}
