import { TopupStatus, TOPUP_STATUS_NAMES, type TopupStatusCode } from '../../../../core/topup-status.ts';
import { takeRateLimits } from '../rate-limits/service.ts';
import { findCardRequest } from './find-card-request.ts';
import { GatewayError } from './gateway.ts';
import { completePaymentEvent, recordPaymentEvent } from './payment-events.ts';
import { gatewayUnavailable } from './payment-unavailable.ts';
import { settleCardPayment, type PaymentDeps } from './settle.ts';
import { providerActor } from './topup-link.ts';

/**
 * Limits on the unauthenticated webhook are per caller: per address, and per address and reference (as the
 * confirm call's, confirm-card-payment.ts, which says why not per reference alone).
 */
export const WEBHOOK_LIMITS = {
  // A provider sends from a few addresses; a flood of made-up references from one address stops here.
  perAddress: { limit: 600, windowSeconds: 60 },
  perAddressAndReference: { limit: 30, windowSeconds: 60 },
};

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
