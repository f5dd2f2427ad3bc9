import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema } from './fields.ts';
import { listedTopupSchema } from './topups.ts';

/** Bodies and answers of the card payment calls (docs/PAYMENTS.md). */

export const referenceNumberSchema = z
  .string({ error: 'Reference Number is required' })
  .trim()
  .min(1, 'Reference Number is required')
  .max(64, 'Reference Number is too long');

/** The provider's payment object; only the reference is used, the rest is not trusted. */
export const webhookBody = z.looseObject({
  requestReferenceNumber: referenceNumberSchema,
  status: z.string().max(64).optional(),
});

export const confirmPaymentBody = z.object({ referenceNumber: referenceNumberSchema });

export const paymentStatusAnswer = z.object({
  referenceNumber: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  /** Cancelled or Expired, and paid all the same: the payment is being returned to the card. */
  paymentToReturn: z.boolean(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswer>;

export const providerPaymentQuery = z.object({
  ReferenceNumber: referenceNumberSchema,
  Amount: z.string().trim().min(1),
});

export const repostTopupQuery = z.object({ TopupRequestId: idSchema() });

export const paymentEventsQuery = z.object({ referenceNumber: referenceNumberSchema });

/** One gateway call or webhook of a request, for the back office's details panel. */
export const paymentEventSchema = z.object({
  id: z.number(),
  referenceNumber: z.string(),
  gateway: z.string(),
  kind: z.string(),
  outcome: z.string(),
  latencyMs: z.number().nullable(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

const paymentTags = ['Card payments'];

export const paymentEndpoints = {
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/Payments/Webhook',
    access: 'payment-provider',
    tags: paymentTags,
    summary: 'Payment provider callback; only a hint: the payment is read back from the provider',
    body: webhookBody,
    response: z.object({ received: z.boolean() }),
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/Payments/Confirm',
    access: 'public',
    tags: paymentTags,
    summary: 'Return pages: check the payment with the provider again and answer the request status',
    body: confirmPaymentBody,
    response: paymentStatusAnswer,
  }),
  providerStatus: defineEndpoint({
    method: 'GET',
    path: '/api/TopupRequests/GetPaymentResponseByReferenceNumberAndAmount',
    access: 'topup-admin',
    tags: paymentTags,
    summary: "The provider's payment status for a reference and amount, e.g. PAYMENT_SUCCESS",
    query: providerPaymentQuery,
    response: z.object({ status: z.string() }),
  }),
  repost: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests/RepostTopup',
    access: 'topup-admin',
    tags: paymentTags,
    summary: 'Post a card request the provider reports as paid and that is not posted yet',
    query: repostTopupQuery,
    response: listedTopupSchema,
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/api/Payments/Events',
    access: 'topup-admin',
    tags: paymentTags,
    summary: "A request's gateway calls and webhooks, oldest first, for the details panel",
    query: paymentEventsQuery,
    response: z.array(paymentEventSchema),
  }),
};
