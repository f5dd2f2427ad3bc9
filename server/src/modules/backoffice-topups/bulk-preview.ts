import { asc, eq, inArray } from 'drizzle-orm';
import type { BulkStatusPreview } from '../../../../core/api/backoffice-topups.ts';
import {
  TOPUP_STATUS_NAMES,
  canMoveTopup,
  isTopupStatusCode,
  type TopupStatusCode,
} from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { customers, paymentMethods, topupRequests } from '../../db/schema.ts';
import { resolveBulkSelection, type BulkSelection } from './bulk-selection.ts';

/**
 * What a move of the selected requests to `status` would act on, before anyone confirms it (issue 28:
 * Done credited wallets without showing what, to whom): each request with the e-wallet's name and mobile
 * number and its amount, and the count and amount of those the move is allowed from. The single change's
 * dialog asks it for one id. It changes nothing: the change itself checks every rule again, row by row.
 */
export async function previewBulkStatus(
  db: Database,
  selection: BulkSelection,
  status: TopupStatusCode,
): Promise<BulkStatusPreview> {
  const ids = await resolveBulkSelection(db, { ids: selection.ids, filter: selection.filter });
  const rows = await db
    .select({
      id: topupRequests.id,
      referenceNumber: topupRequests.referenceNumber,
      ewalletAccountName: topupRequests.ewalletAccountName,
      walletMobileNumber: customers.mobileNo,
      amountCentavos: topupRequests.amount,
      status: topupRequests.status,
      paymentMethodName: paymentMethods.name,
    })
    .from(topupRequests)
    .innerJoin(customers, eq(customers.id, topupRequests.ewalletCustomerId))
    .innerJoin(paymentMethods, eq(paymentMethods.code, topupRequests.paymentMethodCode))
    .where(ids.length === 1 ? eq(topupRequests.id, ids[0]!) : inArray(topupRequests.id, ids))
    .orderBy(asc(topupRequests.dateCreated), asc(topupRequests.id));
  const shown = rows.map((row) => {
    const from = isTopupStatusCode(row.status) ? row.status : null;
    return {
      ...row,
      statusText: from === null ? String(row.status) : TOPUP_STATUS_NAMES[from],
      movable: from !== null && canMoveTopup(from, status),
    };
  });
  const movable = shown.filter((row) => row.movable);
  return {
    count: shown.length,
    movableCount: movable.length,
    movableCentavos: movable.reduce((total, row) => total + row.amountCentavos, 0),
    rows: shown,
  };
}
