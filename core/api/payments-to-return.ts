import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema, instantText } from './fields.ts';
import { atMostCharacters } from '../message-templates.ts';

/**
 * The payments-to-return queue (docs/PAYMENTS.md): card payments the provider took for a request that can
 * no longer be posted (cancelled or expired before the money arrived: a race, or a late provider). They are
 * never dropped: each waits here until a top-up admin refunds it through the gateway. Amounts cross the
 * wire in pesos, like every other amount of the API.
 *
 * GET  /api/PaymentsToReturn?status=0|1   the queue (0: to return, the default; 1: refunded), oldest first
 * POST /api/PaymentsToReturn/{id}/Refund  { reason }   refunds the whole payment at the provider, audited
 */

export const RETURN_STATUS = { toReturn: 0, refunded: 1 } as const;
export type ReturnStatus = (typeof RETURN_STATUS)[keyof typeof RETURN_STATUS];
export const RETURN_STATUS_NAMES: Record<ReturnStatus, string> = { 0: 'To return', 1: 'Refunded' };

export const REFUND_REASON_MAX_LENGTH = 500;

export const PAYMENTS_TO_RETURN_MESSAGES = {
  refunded: 'Payment refunded to the payer',
  reasonRequired: 'Reason is required',
  reasonTooLong: atMostCharacters('Reason', REFUND_REASON_MAX_LENGTH),
  notFound: 'Payment to return not found',
  alreadyRefunded: 'This payment was already refunded',
  refundInProgress:
    'A refund of this payment is already under way; look again in a moment before trying again',
  providerRefused: 'The payment provider refused the refund; the payment stays in the queue',
  providerUnavailable:
    'The payment provider is not answering right now; the payment stays in the queue. Please try again later.',
} as const;

export const paymentsToReturnQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || value === 1, { message: 'status must be 0 or 1' })
    .meta({ enum: [0, 1] })
    .default(RETURN_STATUS.toReturn),
});

export const refundBody = z.object({
  reason: z
    .string({ error: PAYMENTS_TO_RETURN_MESSAGES.reasonRequired })
    .trim()
    .min(1, PAYMENTS_TO_RETURN_MESSAGES.reasonRequired)
    .max(REFUND_REASON_MAX_LENGTH, PAYMENTS_TO_RETURN_MESSAGES.reasonTooLong),
});
export type RefundBody = z.infer<typeof refundBody>;

export const paymentToReturnSchema = z.object({
  id: z.number(),
  referenceNumber: z.string(),
  /** The request the payment was for, to open it in Topup Requests. */
  topupRequestId: z.number(),
  /** The request's status name (Cancelled or Expired) when the payment was found. */
  requestStatusText: z.string(),
  amount: z.number(),
  currency: z.string(),
  gateway: z.string(),
  providerPaymentId: z.string().nullable(),
  /** Why the payment could not be posted, in words. */
  reason: z.string(),
  /** When the payment was found (ISO time): how long it has waited. */
  since: z.string(),
  status: z.number(),
  statusText: z.string(),
  refundedAt: instantText().nullable(),
  refundedByName: z.string().nullable(),
  refundReason: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  /** The last refund attempt that failed, in words; null when none failed. */
  lastRefundError: z.string().nullable(),
});
export type PaymentToReturn = z.infer<typeof paymentToReturnSchema>;

const paymentsToReturnTags = ['Card payments'];

/**
 * The payments-to-return queue (docs/PAYMENTS.md): card payments taken for requests that can no longer be
 * posted, and their refunds. Top-up admins only.
 */
export const paymentsToReturnEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/PaymentsToReturn',
    access: 'topup-admin',
    tags: paymentsToReturnTags,
    summary:
      'Card payments taken for Cancelled or Expired requests, oldest first: status 0 to return (default), 1 refunded',
    query: paymentsToReturnQuery,
    response: z.array(paymentToReturnSchema),
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/PaymentsToReturn/:id/Refund',
    access: 'topup-admin',
    tags: paymentsToReturnTags,
    summary:
      'Refund the whole payment to the payer through the provider, with a reason; audited. Two presses at once refund once (409 for the other)',
    params: z.object({ id: idSchema() }),
    body: refundBody,
    response: paymentToReturnSchema,
  }),
};
