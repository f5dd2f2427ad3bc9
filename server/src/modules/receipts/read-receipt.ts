import type { ReceiptAnswer } from '../../../../core/api/receipts.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimit } from '../rate-limits/service.ts';
import { readReceiptRequest, receiptOf, type ReceiptViewer } from './receipt-request.ts';

/**
 * GET /api/Receipts/{token}: the receipt of the request the token opens. Read-only when it opens one;
 * a link that opens nothing counts against `misses` (decision 0036).
 */
export async function readReceipt(
  db: Database,
  token: string,
  viewer: ReceiptViewer,
  misses: { key: string; limit: RateLimit },
): Promise<ReceiptAnswer> {
  const { request, history } = await readReceiptRequest(db, token, viewer, misses);
  return receiptOf(request, history, viewer);
}
