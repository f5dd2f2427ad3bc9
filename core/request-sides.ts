/**
 * The two sides of a top-up request (docs/SECURITY.md "Issue 25"): the payer, who made it, and the wallet's
 * owner, whom it tops up. The payer's side is the receipt link, Pay now, cancel, the checkout and what the
 * payer typed (contact number, e-mail); the owner's side is the credit and the pending request, without any
 * of that. When the owner made the request herself the two sides are one person.
 *
 * Who made it is `createdByCustomerId`: the customer logged in with a password who created it. A request made
 * without a password login (anonymously, or through a QR-code session, which proves only that its holder
 * has the card) has none: it is whoever holds its receipt link, and never the owner's logged-in session.
 */
export interface RequestParties {
  ewalletCustomerId: number;
  createdByCustomerId: number | null;
}

/** Whether this customer (a password login) made the request: theirs are the receipt link and its actions. */
export function madeTheRequest(request: RequestParties, customerId: number | null): boolean {
  return customerId !== null && request.createdByCustomerId === customerId;
}

/**
 * Whether this customer (a password login) is the wallet's owner reading a request someone else made: she
 * sees the credit or the pending request, never the payer's side.
 */
export function isOwnerOfOthersRequest(request: RequestParties, customerId: number | null): boolean {
  return (
    customerId !== null && request.ewalletCustomerId === customerId && !madeTheRequest(request, customerId)
  );
}
