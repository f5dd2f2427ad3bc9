import { eq } from 'drizzle-orm';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { MESSAGES } from '../../../../core/messages.ts';
import type { Database } from '../../db/client.ts';
import { customers, topupRequests } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { findListedTopup } from './listed-topup.ts';
import { isOwnerOfOthersRequest } from '../../../../core/request-sides.ts';
import { cleanSearchTerm } from '../../../../core/search-term.ts';
import { shownName, type TopupViewer } from './shown-name.ts';

export interface SearchTopupInput {
  referenceNumber: string;
  /** The e-wallet's mobile number (09... or +63...) or the request's amount in pesos ("1,500.00" too). */
  supportingReference: string;
}

/**
 * The cancel screen's lookup: a request is shown only to someone who knows its reference and either the
 * e-wallet's mobile number or the amount. Any mismatch answers the same 404, so nothing leaks. The e-wallet
 * name is masked unless the viewer is its owner or staff (shown-name.ts).
 */
export async function searchTopup(
  db: Database,
  input: SearchTopupInput,
  viewer: TopupViewer,
): Promise<ListedTopup> {
  const reference = cleanSearchTerm(input.referenceNumber).referenceNumber;
  // Nothing longer can match, and PostgreSQL text cannot even hold a NUL.
  if (reference.length > 64 || reference.includes('\u0000')) throw notFound(MESSAGES.noExactMatches);
  const [row] = await db
    .select({
      id: topupRequests.id,
      ownerId: customers.id,
      amount: topupRequests.amount,
      mobileNo: customers.mobileNo,
      createdByCustomerId: topupRequests.createdByCustomerId,
    })
    .from(topupRequests)
    .innerJoin(customers, eq(customers.id, topupRequests.ewalletCustomerId))
    .where(eq(topupRequests.referenceNumber, reference));
  if (!row || !supportingReferenceMatches(input.supportingReference, row)) {
    throw notFound(MESSAGES.noExactMatches);
  }
  // The search shows the payer's contact number and leads to the cancel: the payer's side, never the
  // logged-in wallet owner's for a request someone else made (core/request-sides.ts), whatever she knows.
  if (isOwnerOfOthersRequest({ ewalletCustomerId: row.ownerId, ...row }, viewer.customerId)) {
    throw notFound(MESSAGES.noExactMatches);
  }
  const request = await findListedTopup(db, row.id);
  if (!request) throw notFound(MESSAGES.noExactMatches);
  return { ...request, ewalletAccountName: shownName(viewer, row.ownerId, request.ewalletAccountName) };
}

function supportingReferenceMatches(text: string, row: { amount: number; mobileNo: string }): boolean {
  // People copy amounts as the portal shows them: "₱1,500.00".
  const term = cleanSearchTerm(text);
  return term.mobileNumber === row.mobileNo || term.amountCentavos === row.amount;
}
