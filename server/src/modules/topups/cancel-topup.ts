import { eq } from 'drizzle-orm';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import { TOPUP_STATUS_NAMES, TopupStatus } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { CardCancelPort } from './card-cancel-port.ts';
import { changeTopupStatus } from './change-status.ts';
import { isOwnerOfOthersRequest } from '../../../../core/request-sides.ts';
import { cleanSearchTerm } from '../../../../core/search-term.ts';
import { shownName, type TopupViewer } from './shown-name.ts';
import type { TopupActor } from './topup-actor.ts';

export interface CancelTopupInput {
  id: number;
  referenceNumber: string;
  remarks: string;
  actor: TopupActor;
  /** Who reads the answer: the e-wallet name is masked for anyone but its owner and staff. */
  viewer: TopupViewer;
  /**
   * The card payments module's side (app.cardCancel): a card request is cancelled only after the provider
   * was asked (card-cancel-port.ts). The route always passes it; tests of the state machine alone, with
   * other payment methods, may leave it out.
   */
  cardPayments?: CardCancelPort;
}

/** Customers may cancel only these; the back office may also cancel a Processing request. */
export const CUSTOMER_CANCELLABLE = [TopupStatus.Pending, TopupStatus.OnHold] as const;

export function notCancellableMessage(status: keyof typeof TOPUP_STATUS_NAMES): string {
  return `This top-up request is ${TOPUP_STATUS_NAMES[status]} and can no longer be cancelled`;
}

/**
 * The customer's cancel: id and reference must name the same request (the reference is the secret). A card
 * request is cancelled only once the provider says nothing was paid (its checkout is voided first); a paid
 * one is posted instead and the cancel refused (payments/cancel-card-payment.ts).
 */
export async function cancelTopup(db: Database, input: CancelTopupInput): Promise<ListedTopup> {
  const reference = cleanSearchTerm(input.referenceNumber).referenceNumber;
  if (reference.length > 64 || reference.includes('\u0000')) throw notFound(MESSAGES.noExactMatches);
  const [row] = await db
    .select({
      referenceNumber: topupRequests.referenceNumber,
      ownerId: topupRequests.ewalletCustomerId,
      createdByCustomerId: topupRequests.createdByCustomerId,
    })
    .from(topupRequests)
    .where(eq(topupRequests.id, input.id));
  if (!row || row.referenceNumber !== reference) {
    throw notFound(MESSAGES.noExactMatches);
  }
  // Cancelling is the payer's (core/request-sides.ts): the logged-in wallet owner cannot cancel a request
  // someone else made for her, and is answered as for a request that does not exist.
  if (isOwnerOfOthersRequest({ ewalletCustomerId: row.ownerId, ...row }, input.viewer.customerId)) {
    throw notFound(MESSAGES.noExactMatches);
  }
  await input.cardPayments?.beforeCancel({ id: input.id, cancellableFrom: CUSTOMER_CANCELLABLE });
  const cancelled = await changeTopupStatus(db, {
    requestId: input.id,
    to: TopupStatus.Cancelled,
    remarks: input.remarks,
    actor: input.actor,
    onlyFrom: { statuses: CUSTOMER_CANCELLABLE, message: notCancellableMessage },
  });
  return {
    ...cancelled,
    ewalletAccountName: shownName(input.viewer, row.ownerId, cancelled.ewalletAccountName),
  };
}
