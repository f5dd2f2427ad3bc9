import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isOwnerOfOthersRequest } from '../../../../../core/request-sides.ts';
import type { Database } from '../../../db/client.ts';
import { topupRequests } from '../../../db/schema.ts';
import { COOKIE_NAMES, findSession } from '../../sessions/service.ts';

/**
 * Whether the browser opening a sandbox checkout is the logged-in owner of the wallet it tops up, when
 * someone else made the request: the checkout is the payer's (core/request-sides.ts), so she is answered
 * as for a checkout that does not exist. The sandbox pages are no API route, so the portal session is read
 * here from its cookie (without sliding its idle time-out); only a password login proves who she is.
 */
export async function isWalletOwnerOfOthersCheckout(
  db: Database,
  request: FastifyRequest,
  referenceNumber: string,
): Promise<boolean> {
  const token = request.cookies[COOKIE_NAMES.portal];
  if (!token) return false;
  const session = await findSession(db, 'portal', token, { touch: false });
  if (session?.via !== 'password') return false;
  const [parties] = await db
    .select({
      ewalletCustomerId: topupRequests.ewalletCustomerId,
      createdByCustomerId: topupRequests.createdByCustomerId,
    })
    .from(topupRequests)
    .where(eq(topupRequests.referenceNumber, referenceNumber));
  return parties ? isOwnerOfOthersRequest(parties, session.customer.id) : false;
}
