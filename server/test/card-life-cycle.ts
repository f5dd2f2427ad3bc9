import { eq } from 'drizzle-orm';
import type { AppInstance } from '../src/app-instance.ts';
import type { Database } from '../src/db/client.ts';
import { paymentsToReturn, sandboxCheckouts, topupRequests, topupStatusHistory } from '../src/db/schema.ts';
import type { CardShop } from './card-payments.ts';

/**
 * Helpers of the card life cycle's tests (docs/decisions/0014): cancelling a card request as its customer
 * or in the back office, paying the sandbox checkout as a late provider, and reading what each side holds.
 */

/** The customer's cancel (POST /api/TopupRequests/Cancel) from the portal, no session needed. */
export function cancelAsCustomer(app: AppInstance, request: { id: number; referenceNumber: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/TopupRequests/Cancel',
    payload: { id: request.id, referenceNumber: request.referenceNumber, remarks: 'Changed my mind' },
  });
}

/** The back office's status change to Cancelled (4). */
export function cancelInBackOffice(app: AppInstance, shop: CardShop, id: number) {
  return app.inject({
    method: 'POST',
    url: '/api/TopupRequests/UpdateStatus',
    headers: { cookie: shop.adminCookie },
    payload: { id, status: 4, remarks: 'The customer asked us on the phone' },
  });
}

/** The buyer's Pay on the sandbox checkout; `late` plays a provider that takes money on a voided one. */
export function payOnSandbox(
  app: AppInstance,
  checkoutUrl: string,
  options: { late?: boolean; webhook?: 'now' | 'none' | 'twice' } = {},
) {
  const query = new URLSearchParams({ webhook: options.webhook ?? 'now' });
  if (options.late) query.set('late', '1');
  return app.inject({
    method: 'POST',
    url: `${checkoutUrl}/pay?${query.toString()}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export async function sandboxStatus(db: Database, referenceNumber: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: sandboxCheckouts.status })
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.referenceNumber, referenceNumber));
  return row?.status;
}

/** The request as customers and staff read it: its status and the remark of its last change. */
export async function requestWithRemarks(db: Database, referenceNumber: string) {
  const [row] = await db
    .select({ id: topupRequests.id, status: topupRequests.status, remarks: topupRequests.remarks })
    .from(topupRequests)
    .where(eq(topupRequests.referenceNumber, referenceNumber));
  if (!row) throw new Error(`no request ${referenceNumber}`);
  return row;
}

export async function statusHistory(db: Database, requestId: number) {
  return db
    .select({
      toStatus: topupStatusHistory.toStatus,
      remarks: topupStatusHistory.remarks,
      actorKind: topupStatusHistory.actorKind,
    })
    .from(topupStatusHistory)
    .where(eq(topupStatusHistory.topupRequestId, requestId))
    .orderBy(topupStatusHistory.id);
}

export async function queueRows(db: Database, referenceNumber: string) {
  return db.select().from(paymentsToReturn).where(eq(paymentsToReturn.referenceNumber, referenceNumber));
}
