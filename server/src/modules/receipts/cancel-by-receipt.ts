import type { ReceiptAnswer } from '../../../../core/api/receipts.ts';
import { cancelRemarks, type CancelReason } from '../../../../core/cancel-reasons.ts';
import type { Database } from '../../db/client.ts';
import type { CardCancelPort } from '../topups/card-cancel-port.ts';
import { cancelTopup, type TopupActor } from '../topups/service.ts';
import { buildReceipt, findReceiptRequest, type ReceiptViewer } from './receipt-request.ts';

export interface CancelByReceiptInput {
  token: string;
  reason: CancelReason;
  /** The customer's words for 'Other'. */
  remarks: string | null | undefined;
  actor: TopupActor;
  viewer: ReceiptViewer;
  cardPayments: CardCancelPort;
}

/**
 * The one-tap cancel of a receipt: the holder of the link cancels its request with one of the spec's
 * reasons. The cancel itself is the portal's cancel (topups/cancel-topup.ts): only Pending and On Hold, and
 * a card request only once its provider says nothing was paid. Answers the receipt as it now reads.
 */
export async function cancelByReceipt(db: Database, input: CancelByReceiptInput): Promise<ReceiptAnswer> {
  const request = await findReceiptRequest(db, input.token, input.viewer);
  await cancelTopup(db, {
    id: request.id,
    referenceNumber: request.referenceNumber,
    remarks: cancelRemarks(input.reason, input.remarks),
    actor: input.actor,
    viewer: { staff: false, customerId: input.viewer.passwordCustomerId },
    cardPayments: input.cardPayments,
  });
  return buildReceipt(db, await findReceiptRequest(db, input.token, input.viewer), input.viewer);
}
