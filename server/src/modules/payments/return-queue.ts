import { eq } from 'drizzle-orm';
import { TOPUP_STATUS_NAMES } from '../../../../core/topup-status.ts';
import { formatPeso } from '../../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { paymentsToReturn } from '../../db/schema.ts';
import { CARD_CURRENCY, type GatewayPayment } from './gateway.ts';
import type { CardRequest } from './topup-link.ts';

/**
 * Puts a payment the provider took for a request that can no longer be posted (Cancelled or Expired) into
 * the payments-to-return queue, where a top-up admin refunds it (modules/payments-to-return). One row per
 * reference, whoever finds the payment and however often: the insert does nothing when the row is there,
 * so any number of webhooks, return pages and reconciliation runs at once queue it once. Answers whether
 * this call queued it.
 */
export async function queuePaymentToReturn(
  db: Database,
  entry: { request: CardRequest; payment: GatewayPayment; gateway: string },
): Promise<boolean> {
  const { request, payment } = entry;
  // An amount the provider answered but we could not read exactly is shown as the request's, and said so:
  // the admin checks it at the provider before refunding.
  const readable = payment.amountCentavos !== null && payment.amountCentavos > 0;
  const amountCentavos = readable ? (payment.amountCentavos as number) : request.amountCentavos;
  const reason = [
    `Paid by card after the request was ${TOPUP_STATUS_NAMES[request.status]}, so it cannot be posted; return it to the payer.`,
    readable && amountCentavos !== request.amountCentavos
      ? `The payment (${formatPeso(amountCentavos)}) is not the request's amount (${formatPeso(request.amountCentavos)}).`
      : '',
    readable
      ? ''
      : "The provider's amount could not be read; the request's amount is shown: check it at the provider.",
  ]
    .filter(Boolean)
    .join(' ');
  const inserted = await db
    .insert(paymentsToReturn)
    .values({
      referenceNumber: request.referenceNumber,
      topupRequestId: request.id,
      requestStatus: request.status,
      gateway: entry.gateway,
      amountCentavos,
      currency: payment.currency || CARD_CURRENCY,
      providerPaymentId: payment.paymentId,
      reason,
    })
    .onConflictDoNothing({ target: paymentsToReturn.referenceNumber })
    .returning({ id: paymentsToReturn.id });
  return inserted.length > 0;
}

/** Whether the reference's payment waits in (or went through) the payments-to-return queue. */
export async function isQueuedToReturn(db: Database, referenceNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentsToReturn.id })
    .from(paymentsToReturn)
    .where(eq(paymentsToReturn.referenceNumber, referenceNumber));
  return row !== undefined;
}
