import { TopupStatus, TOPUP_STATUS_NAMES, type TopupStatusCode } from '../../../../core/topup-status.ts';
import { notFound } from '../../errors.ts';
import { takeRateLimits } from '../rate-limits/service.ts';
import { findCardRequest } from './find-card-request.ts';
import { GatewayError } from './gateway.ts';
import { isQueuedToReturn } from './return-queue.ts';
import { endedUnpaid, settleCardPayment, type PaymentDeps } from './settle.ts';
import { providerActor } from './topup-link.ts';

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
