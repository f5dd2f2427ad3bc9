import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { bodyIdSchema, instantText } from './fields.ts';
import { AMOUNT_MESSAGES, formatPeso, MAX_AMOUNT_CENTAVOS, type AmountRules } from '../money.ts';
import { MESSAGES } from '../messages.ts';
import { atMostCharacters, fillMessage, MESSAGE_TEMPLATES } from '../message-templates.ts';
import { MOBILE_PATTERN } from '../mobile.ts';
import { TOPUP_STATUS_NAMES } from '../topup-status.ts';

/**
 * Bodies and answers of the customer-portal top-up calls (API.md, "Customer portal"), shared by the server's
 * route schemas and the web client. Amounts cross the wire as pesos; parse them with parsePesoAmount.
 */

/** The amounts the portal offers as buttons. */
export const SUGGESTED_TOPUP_AMOUNTS = [100, 200, 500, 1000, 2000, 5000] as const;

export const REMARKS_MAX_LENGTH = 1000;
/** The longest e-mail address (RFC 5321's path limit). */
const PAYER_EMAIL_MAX_LENGTH = 254;

export const TOPUP_MESSAGES = {
  remarksRequired: 'Remarks is required',
  remarksTooLong: fillMessage(MESSAGE_TEMPLATES.remarksTooLong, { maxLength: REMARKS_MAX_LENGTH }),
} as const;

/** PostgreSQL text cannot hold NUL; a string with one is refused as input, never sent to the database. */
const hasNoNul = (text: string) => !text.includes('\u0000');
const withoutNul = (label: string) =>
  z.string().refine(hasNoNul, `${label} contains a character that is not allowed`);

/**
 * A top-up's amount: above 0, at most 2 decimals, at most `maximumCentavos`. The server checks it after
 * the caller's session (create-topup.ts); the portal's form checks it before sending. A lower maximum is
 * this one edit: the refusal words its own figure (parsePesoAmount) and the portal's Filipino follows it.
 * Above MAX_AMOUNT_CENTAVOS the database's CHECKs refuse (docs/ARCHITECTURE.md, "A change to an amount rule").
 */
export const TOPUP_AMOUNT_RULES: AmountRules = { maximumCentavos: MAX_AMOUNT_CENTAVOS };

/** Under a method's minimum: the server's answer and the portal's field say the same words. */
export function belowMinimumAmountMessage(methodName: string, minimumCentavos: number): string {
  return fillMessage(MESSAGE_TEMPLATES.belowMinimumAmount, {
    method: methodName,
    minimum: formatPeso(minimumCentavos),
  });
}

/** A peso amount as a JSON number or decimal text; the server checks it under TOPUP_AMOUNT_RULES. */
export const pesoAmountInput = z.union([z.number(), z.string()], { error: AMOUNT_MESSAGES.invalid });

export const topupOptionSchema = z.union([z.literal(1), z.literal(2)], {
  error: '{field} must be 1 (my account) or 2 (other account)',
});

export const createTopupBody = z.object({
  topupOption: topupOptionSchema,
  ewalletAccountId: bodyIdSchema(),
  /** Kept for the original client; the server stores the account's own name instead. */
  ewalletAccountName: z.string().max(200).nullish(),
  topupRequestAmount: pesoAmountInput,
  paymentMethodCode: z.number().int().positive(),
  // Checked by the service (400 with the spec's message); stated here for the document.
  contactNumber: z.string().trim().min(1).max(20).meta({ pattern: MOBILE_PATTERN.source }),
  billingAddress: withoutNul('billingAddress').trim().max(500).nullish(),
  /**
   * Beyond the spec, optional: the recipient's mobile number, for option 2. Option 2 needs it, or a look-up
   * of the recipient by mobile number in the last 30 minutes from this browser (its cookie); otherwise
   * the account answers as one that does not exist (docs/decisions/0011).
   */
  ewalletMobileNo: z.string().max(32).nullish(),
  /**
   * Beyond the spec, optional: where the request's notices (reference, how to pay, the receipt link) are
   * e-mailed. Blank is the same as absent.
   */
  payerEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(PAYER_EMAIL_MAX_LENGTH, atMostCharacters('E-mail address', PAYER_EMAIL_MAX_LENGTH))
    .pipe(z.union([z.literal(''), z.email({ error: 'Enter a valid e-mail address' })]))
    .nullish()
    .transform((value) => value || null),
});
export type CreateTopupBody = z.infer<typeof createTopupBody>;
/** What a client sends (payerEmail may be left out). */
export type CreateTopupInput = z.input<typeof createTopupBody>;

export const createTopupAnswer = z.object({
  referenceNumber: z.string(),
  /** The request's receipt page: a secret link (decision 0027), the one the notices carry. */
  receiptPath: z.string(),
  /** When an unpaid request expires (the method's validity), or null when it does not. */
  expiresAt: instantText().nullable(),
  /** Only for card payments (101): where the browser goes to pay. */
  checkoutUrl: z.string().optional(),
});
export type CreateTopupAnswer = z.infer<typeof createTopupAnswer>;

export const searchTopupBody = z.object({
  referenceNumber: z
    .string({ error: MESSAGES.referenceNumberRequired })
    .trim()
    .min(1, MESSAGES.referenceNumberRequired),
  supportingReference: z
    .union([z.string(), z.number()], { error: MESSAGES.supportingReferenceRequired })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, MESSAGES.supportingReferenceRequired)),
});

export const cancelTopupBody = z.object({
  id: bodyIdSchema(),
  referenceNumber: z.string().trim().min(1, MESSAGES.referenceNumberRequired).max(64),
  remarks: z
    .string({ error: TOPUP_MESSAGES.remarksRequired })
    .refine(hasNoNul, 'Remarks contains a character that is not allowed')
    .trim()
    .min(1, TOPUP_MESSAGES.remarksRequired)
    .max(REMARKS_MAX_LENGTH, TOPUP_MESSAGES.remarksTooLong),
});

/** Spec section 3, "Top-up request (listed)". Amounts in pesos, dates ISO 8601 (UTC) or null. */
export const listedTopupSchema = z.object({
  id: z.number(),
  referenceNumber: z.string(),
  ewalletAccountName: z.string(),
  contactNumber: z.string(),
  topupRequestAmount: z.number(),
  status: z.number(),
  statusText: z.enum(Object.values(TOPUP_STATUS_NAMES) as [string, ...string[]]),
  topupOption: z.number(),
  paymentMethod: z.object({ name: z.string(), code: z.number() }),
  paymentMethodCode: z.number(),
  dateCreated: instantText(),
  datePosted: instantText().nullable(),
});
export type ListedTopup = z.infer<typeof listedTopupSchema>;

export const balanceAnswer = z.object({ balance: z.number() });
export type BalanceAnswer = z.infer<typeof balanceAnswer>;

const portalTags = ['Customer portal'];

export const topupEndpoints = {
  amounts: defineEndpoint({
    method: 'GET',
    path: '/api/TopupRequests/Amounts',
    access: 'public',
    tags: portalTags,
    summary: 'Suggested top-up amounts in pesos',
    response: z.array(z.number()),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests',
    access: 'public',
    maintenance: 'closed',
    tags: portalTags,
    summary: 'Request a top-up (option 1 needs a portal session of the account owner)',
    body: createTopupBody,
    response: createTopupAnswer,
  }),
  search: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests/Search',
    access: 'public',
    tags: portalTags,
    summary: 'Find a request by its reference and the e-wallet mobile number or the amount',
    body: searchTopupBody,
    response: listedTopupSchema,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests/Cancel',
    access: 'public',
    maintenance: 'closed',
    tags: portalTags,
    summary: 'Cancel a Pending or On Hold request',
    body: cancelTopupBody,
    response: listedTopupSchema,
  }),
  myTopups: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/Me/TopupRequests',
    access: 'customer',
    tags: portalTags,
    summary:
      "The top-up requests the session customer made for their own wallet, newest first (the latest 100); others' requests for it are in the history, without the payer's details",
    response: z.array(listedTopupSchema),
  }),
  myBalance: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/Me/Balance',
    access: 'customer',
    tags: portalTags,
    summary: "The session customer's wallet balance in pesos",
    response: balanceAnswer,
  }),
};
