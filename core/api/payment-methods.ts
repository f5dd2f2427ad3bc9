import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Payment method status codes (spec section 4). */
export const PaymentMethodStatus = { Hidden: 0, Active: 1, Inactive: 2 } as const;

/** GET /api/PaymentMethods?option=: the methods a customer sees for a top-up option. */
export const paymentMethodsQuery = z.object({
  option: z.coerce
    .number({ error: 'option must be 1 or 2' })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'option must be 1 or 2' }))
    .meta({ enum: [1, 2] }),
});

/** Inactive methods are listed (with their remarks) but cannot be chosen. minimumAmount is in pesos. */
export const portalPaymentMethodSchema = z.object({
  code: z.number(),
  name: z.string(),
  status: z.number(),
  minimumAmount: z.number(),
  remarks: z.string().nullable(),
});
export type PortalPaymentMethod = z.infer<typeof portalPaymentMethodSchema>;

/** The account a Bank Transfer is paid into, set in the back office; all three fields or none. */
export const bankAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * How to pay with a method, for the portal's result page (decision 0030): the shop's instructions (null:
 * the portal's built-in words) and the bank account (null: none set).
 */
export const paymentInstructionsSchema = z.object({
  code: z.number(),
  name: z.string(),
  instructions: z.string().nullable(),
  bankAccount: bankAccountSchema.nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const paymentInstructionsParams = z.object({
  code: z.coerce.number().int().positive().max(99999),
});

export const paymentMethodEndpoints = {
  listForPortal: defineEndpoint({
    method: 'GET',
    path: '/api/PaymentMethods',
    access: 'public',
    tags: ['Customer portal'],
    summary: 'Active and Inactive methods offering a top-up option, highest priority first',
    query: paymentMethodsQuery,
    response: z.array(portalPaymentMethodSchema),
  }),
  instructions: defineEndpoint({
    method: 'GET',
    path: '/api/PaymentMethods/:code/Instructions',
    access: 'public',
    tags: ['Customer portal'],
    summary: "How to pay with a method: the shop's instructions and bank account, for the result page",
    params: paymentInstructionsParams,
    response: paymentInstructionsSchema,
  }),
};
