import type { ReceiptAnswer } from '../../../../core/api/receipts.ts';
import type { Database } from '../../db/client.ts';
import { buildReceipt, findReceiptRequest, type ReceiptViewer } from './receipt-request.ts';

/** GET /api/Receipts/{token}: the receipt of the request the token opens. */
export async function readReceipt(
  db: Database,
  token: string,
  viewer: ReceiptViewer,
): Promise<ReceiptAnswer> {
  return buildReceipt(db, await findReceiptRequest(db, token, viewer), viewer);
}
