import { z } from 'zod';
import { AMOUNT_MESSAGES } from '../money.ts';
import { MESSAGES } from '../messages.ts';
import { TOPUP_STATUS_NAMES } from '../topup-status.ts';

/**
 * Bodies and answers of the customer-portal top-up calls (API.md, "Customer portal"), shared by the server's
 * route schemas and the web client. Amounts cross the wire as pesos; parse them with parsePesoAmount.
 */

/** The amounts the portal offers as buttons. */
export const SUGGESTED_TOPUP_AMOUNTS = [100, 200, 500, 1000, 2000, 5000] as const;

export const REMARKS_MAX_LENGTH = 1000;

export const TOPUP_MESSAGES = {
  remarksRequired: 'Remarks is required',
  remarksTooLong: `Remarks must be at most ${REMARKS_MAX_LENGTH} characters`,
} as const;

/** PostgreSQL text cannot hold NUL; a string with one is refused as input, never sent to the database. */
const hasNoNul = (text: string) => !text.includes('\u0000');
const withoutNul = (label: string) =>
  z.string().refine(hasNoNul, `${label} contains a character that is not allowed`);

/** A peso amount as a JSON number or decimal text; the server checks it with parsePesoAmount. */
export const pesoAmountInput = z.union([z.number(), z.string()], { error: AMOUNT_MESSAGES.invalid });

export const topupOptionSchema = z.union([z.literal(1), z.literal(2)], {
  error: '{field} must be 1 (my account) or 2 (other account)',
});

export const createTopupBody = z.object({
  topupOption: topupOptionSchema,
  ewalletAccountId: z.number().int().positive(),
  /** Kept for the original client; the server stores the account's own name instead. */
  ewalletAccountName: z.string().max(200).nullish(),
  topupRequestAmount: pesoAmountInput,
  paymentMethodCode: z.number().int().positive(),
  contactNumber: z.string().trim().min(1).max(20),
  billingAddress: withoutNul('billingAddress').trim().max(500).nullish(),
  /**
   * Beyond the spec, optional: the recipient's mobile number, for option 2. Option 2 needs it, or a look-up
   * of the recipient by mobile number in the last 30 minutes from this browser (its cookie); otherwise
   * the account answers as one that does not exist (docs/decisions/0011).
   */
  ewalletMobileNo: z.string().max(32).nullish(),
});
export type CreateTopupBody = z.infer<typeof createTopupBody>;

export const createTopupAnswer = z.object({
  referenceNumber: z.string(),
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
export type SearchTopupBody = z.input<typeof searchTopupBody>;

export const cancelTopupBody = z.object({
  id: z.number().int().positive(),
  referenceNumber: z.string().trim().min(1, MESSAGES.referenceNumberRequired).max(64),
  remarks: z
    .string({ error: TOPUP_MESSAGES.remarksRequired })
    .refine(hasNoNul, 'Remarks contains a character that is not allowed')
    .trim()
    .min(1, TOPUP_MESSAGES.remarksRequired)
    .max(REMARKS_MAX_LENGTH, TOPUP_MESSAGES.remarksTooLong),
});
export type CancelTopupBody = z.infer<typeof cancelTopupBody>;

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
  dateCreated: z.string(),
  datePosted: z.string().nullable(),
});
export type ListedTopup = z.infer<typeof listedTopupSchema>;

export const balanceAnswer = z.object({ balance: z.number() });
export type BalanceAnswer = z.infer<typeof balanceAnswer>;
