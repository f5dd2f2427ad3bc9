import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { dayText, instantText } from './fields.ts';
import { manilaDayRangeQuery } from './manila-day-range.ts';

/**
 * The reconciliation report (docs/PAYMENTS.md, "Reconciliation report"):
 * GET /api/Reports/Reconciliation?dateFrom=YYYY-MM-DD&dateTo=YYYY-MM-DD, top-up admins only. For the requests
 * created in a range of Manila days, what the card provider says was paid against what the ledger credited,
 * by payment method, and each card request where the two disagree. Amounts cross the wire in pesos.
 */

/** The differences listed at most; differenceCount tells how many there are in all. */
export const RECONCILIATION_DIFFERENCE_LIMIT = 500;

/** Date From and Date To: the same rules and messages as the journal report. */
export const reconciliationQuery = manilaDayRangeQuery;
export type ReconciliationQuery = z.output<typeof reconciliationQuery>;

/**
 * How a card request's provider answer and its credit disagree. A wallet credited twice for one request
 * cannot happen (one posting per cause, postings_cause_key), so it is no kind here.
 */
export const DIFFERENCE_KINDS = ['paid_not_credited', 'credited_without_payment', 'amount_differs'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];
export const DIFFERENCE_KIND_TEXT: Record<DifferenceKind, string> = {
  paid_not_credited: 'Paid, not credited',
  credited_without_payment: 'Credited, provider shows no payment',
  amount_differs: 'Paid amount differs from the credit',
};

export const methodLineSchema = z.object({
  paymentMethodCode: z.number(),
  paymentMethodName: z.string(),
  requests: z.number(),
  amountRequested: z.number(),
  /**
   * Card: the payments the provider says are PAYMENT_SUCCESS in PHP. null for the other methods, whose
   * payments the shop's own staff confirm: there is no provider to compare with.
   */
  providerPaid: z.number().nullable(),
  /** The postings of these requests. */
  ledgerCredited: z.number(),
  /**
   * providerPaid − what the ledger credited for the requests the provider answered for (the unread ones'
   * credits are cardNotRead's, not a difference); null where providerPaid is.
   */
  difference: z.number().nullable(),
});
export type MethodLine = z.infer<typeof methodLineSchema>;

export const differenceSchema = z.object({
  referenceNumber: z.string(),
  topupRequestId: z.number(),
  paymentMethodCode: z.number(),
  paymentMethodName: z.string(),
  status: z.number(),
  statusText: z.string(),
  dateCreated: instantText(),
  amountRequested: z.number(),
  /** The provider's last answer: its own status name, amount (null when unreadable) and currency. */
  providerStatus: z.string(),
  providerAmount: z.number().nullable(),
  providerCurrency: z.string(),
  /** When the provider last answered for this payment (ISO time). */
  providerReadAt: instantText(),
  ledgerCredited: z.number(),
  kind: z.enum(DIFFERENCE_KINDS),
  kindText: z.string(),
});
export type ReconciliationDifference = z.infer<typeof differenceSchema>;

export const reconciliationAnswer = z.object({
  dateFrom: dayText(),
  dateTo: dayText(),
  /** Every payment method, by code, with zeros where the range has no request. */
  byMethod: z.array(methodLineSchema),
  /** The sums of byMethod; providerPaid and difference are those of the methods with a provider. */
  totals: methodLineSchema.omit({ paymentMethodCode: true, paymentMethodName: true }).extend({
    providerPaid: z.number(),
    difference: z.number(),
  }),
  /**
   * Card requests with no provider answer on record (never read, or the provider knew no payment): the
   * report cannot check them yet. Their credits are in the card line's ledgerCredited, not in its difference.
   */
  cardNotRead: z.object({ requests: z.number(), amountRequested: z.number(), ledgerCredited: z.number() }),
  /** Oldest first, at most RECONCILIATION_DIFFERENCE_LIMIT. */
  differences: z.array(differenceSchema),
  differenceCount: z.number(),
});
export type ReconciliationReport = z.infer<typeof reconciliationAnswer>;

export const reconciliationEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/api/Reports/Reconciliation',
    access: 'topup-admin',
    tags: ['Back office'],
    summary:
      'Requests created from dateFrom to dateTo (Manila days, inclusive) per payment method: what the card provider says was paid against what the ledger credited, and each card request where they differ (at most 500, with their count)',
    query: reconciliationQuery,
    response: reconciliationAnswer,
  }),
};
