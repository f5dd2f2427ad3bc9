import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { instantText } from './fields.ts';
import { MESSAGES } from '../messages.ts';
import { mustNotExceedMaximum, type AmountRules } from '../money.ts';
import { pesoAmountField } from './amount-field.ts';

/**
 * The back office's payment-method calls (API.md "Back office": GET /api/PaymentMethods/All and
 * PUT /api/PaymentMethods/{code}), shared by the server's route schemas and the edit dialog. Money crosses
 * the wire in pesos; the database holds centavos.
 */

export const PAYMENT_METHOD_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'Hidden',
  1: 'Active',
  2: 'Inactive',
};

export const TOPUP_OPTION_LABELS: Readonly<Record<number, string>> = { 1: 'Load Self', 2: 'Load on Behalf' };

export const PAYMENT_METHOD_LIMITS = {
  nameMaxLength: 100,
  remarksMaxLength: 500,
  maxDaysValidity: 3650,
  maxPriority: 1_000_000,
} as const;

export const PAYMENT_METHOD_MESSAGES = {
  minimumAmountInvalid: 'Minimum Amount must be a number of pesos with at most 2 decimals',
  minimumAmountNegative: 'Minimum Amount must be 0 or more',
  minimumAmountTooLarge: mustNotExceedMaximum('Minimum Amount'),
  validityDaysInvalid: 'Validity (Days) must be a whole number from 0 to 3650',
  priorityInvalid: 'Priority must be a whole number from 0 to 1000000',
  optionsInvalid: 'Options must be a list of 1 (Load Self) and 2 (Load on Behalf)',
  nameTooLong: 'Payment Method Name must be at most 100 characters',
  remarksTooLong: 'Remarks must be at most 500 characters',
  notFound: 'Payment method not found',
  noOptionUnconfirmed:
    'Choose Load Self, Load on Behalf or both: with neither, the method leaves the portal (send confirmNoOptions: true to mean it)',
} as const;

/** The refusal of a name another method has (compared trimmed and case-insensitively). */
export function duplicatePaymentMethodNameMessage(name: string, otherCode: number): string {
  return `Payment method ${otherCode} is already named ${name}; choose another name`;
}

/** A minimum amount in pesos (number or text, commas ignored): 0 is allowed, unlike a top-up amount. */
export const MINIMUM_AMOUNT_RULES: AmountRules = {
  allowZero: true,
  typed: true,
  messages: {
    required: MESSAGES.minimumAmountRequired,
    invalid: PAYMENT_METHOD_MESSAGES.minimumAmountInvalid,
    negative: PAYMENT_METHOD_MESSAGES.minimumAmountNegative,
    tooLarge: PAYMENT_METHOD_MESSAGES.minimumAmountTooLarge,
  },
};

/** A whole number with a required message for a missing value and one for anything else wrong. */
function wholeNumber(requiredMessage: string, invalidMessage: string, max: number) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : invalidMessage,
    })
    .int(invalidMessage)
    .min(0, invalidMessage)
    .max(max, invalidMessage);
}

const topupOptionList = z.array(z.union([z.literal(1), z.literal(2)]));

/** Options as a list, or as the JSON text of one ("[1,2]"), which is how the original stored them. */
export const topupOptionsInput = z
  .union([topupOptionList, z.string()], { error: PAYMENT_METHOD_MESSAGES.optionsInvalid })
  .transform((value, context) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = JSON.parse(value);
      } catch {
        list = null;
      }
    }
    const checked = topupOptionList.safeParse(list);
    if (!checked.success) {
      context.addIssue({ code: 'custom', message: PAYMENT_METHOD_MESSAGES.optionsInvalid });
      return z.NEVER;
    }
    return [...new Set(checked.data)].sort();
  });

export const paymentMethodCodeParams = z.object({ code: z.coerce.number().int().positive().max(99999) });

/** The fields a client edits, each with its rule: the edit dialog validates with these (schemaResolver). */
export const paymentMethodFields = z.object({
  name: z
    .string({ error: MESSAGES.paymentMethodNameRequired })
    .trim()
    .min(1, MESSAGES.paymentMethodNameRequired)
    .max(PAYMENT_METHOD_LIMITS.nameMaxLength, PAYMENT_METHOD_MESSAGES.nameTooLong),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: MESSAGES.statusRequired }),
  minimumAmount: pesoAmountField(MINIMUM_AMOUNT_RULES),
  daysValidity: wholeNumber(
    MESSAGES.validityDaysRequired,
    PAYMENT_METHOD_MESSAGES.validityDaysInvalid,
    PAYMENT_METHOD_LIMITS.maxDaysValidity,
  ),
  priority: wholeNumber(
    MESSAGES.priorityRequired,
    PAYMENT_METHOD_MESSAGES.priorityInvalid,
    PAYMENT_METHOD_LIMITS.maxPriority,
  ),
  topupOptions: topupOptionsInput,
  remarks: z
    .string()
    .trim()
    .max(PAYMENT_METHOD_LIMITS.remarksMaxLength, PAYMENT_METHOD_MESSAGES.remarksTooLong)
    .nullish()
    .transform((value) => value || null),
  /**
   * A method with no option is offered on neither portal path, so it vanishes from the portal: the request
   * must say it means that.
   */
  confirmNoOptions: z.boolean().optional(),
});

/** The body of an update: the fields, and no empty option list unless the request confirms it. */
export const updatePaymentMethodBody = paymentMethodFields.refine(
  (body) => body.topupOptions.length > 0 || body.confirmNoOptions === true,
  { message: PAYMENT_METHOD_MESSAGES.noOptionUnconfirmed, path: ['topupOptions'] },
);
/** What a client sends. */
export type UpdatePaymentMethodBody = z.input<typeof updatePaymentMethodBody>;
/** What the server gets after the schema: minimumAmount in centavos, options a sorted list. */
export type PaymentMethodChanges = z.output<typeof updatePaymentMethodBody>;

/** Spec section 3, "Payment method": minimumAmount in pesos, topupOptions as JSON text ("[1,2]"). */
export const adminPaymentMethodSchema = z.object({
  code: z.number(),
  name: z.string(),
  status: z.number(),
  minimumAmount: z.number(),
  daysValidity: z.number(),
  priority: z.number(),
  topupOptions: z.string(),
  remarks: z.string().nullable(),
  dateCreated: instantText(),
  dateUpdated: instantText(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;

/** The options of a method as numbers, from the JSON text the API answers; [] when unreadable. */
export function parseTopupOptions(text: string): number[] {
  const parsed = topupOptionList.safeParse(safeJson(text));
  return parsed.success ? parsed.data : [];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const paymentMethodAdminEndpoints = {
  listAll: defineEndpoint({
    method: 'GET',
    path: '/api/PaymentMethods/All',
    access: 'topup-admin',
    tags: ['Back office'],
    summary: 'Every payment method with all its fields, hidden ones too',
    response: z.array(adminPaymentMethodSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/PaymentMethods/:code',
    access: 'topup-admin',
    tags: ['Back office'],
    summary: 'Change a payment method; the portal sees the change at once',
    params: paymentMethodCodeParams,
    body: updatePaymentMethodBody,
    response: adminPaymentMethodSchema,
  }),
};
