/**
 * The portal address of a request's receipt. The token is the request's secret (migration 0019): holding
 * the link is what lets an anonymous payer see and act on their request, so it is never the bare reference.
 */
export function receiptPath(receiptToken: string): string {
  return `/receipt/${receiptToken}`;
}
