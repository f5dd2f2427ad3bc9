/**
 * The request list prefiltered by the dashboard: /BackOffice/Topup-Requests/{date}/{paymentMethodCode}/{status}
 * (spec section 2). The date is the first day of the dashboard's month; codes may be a comma-separated list.
 */
export function prefilteredTopupListPath(
  monthStart: string,
  codes: readonly number[],
  status: number,
): string {
  return `/BackOffice/Topup-Requests/${monthStart}/${codes.join(',')}/${status}`;
}

/** The request list searched by one Transaction No.: how another screen links to a request. */
export function topupRequestSearchPath(referenceNumber: string): string {
  return `/BackOffice/Topup-Requests?${new URLSearchParams({ reference: referenceNumber }).toString()}`;
}
