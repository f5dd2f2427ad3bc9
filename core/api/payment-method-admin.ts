import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { instantText } from './fields.ts';
import { MESSAGES } from '../messages.ts';
import { atMostCharacters, wholeNumberFromTo } from '../message-templates.ts';
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
  // As the columns' checks in migration 0019 hold them.
  instructionsMaxLength: 2000,
  bankNameMaxLength: 100,
  bankAccountNameMaxLength: 100,
  bankAccountNumberMaxLength: 40,
} as const;

export const PAYMENT_METHOD_MESSAGES = {
  minimumAmountInvalid: 'Minimum Amount must be a number of pesos with at most 2 decimals',
  minimumAmountNegative: 'Minimum Amount must be 0 or more',
  minimumAmountTooLarge: mustNotExceedMaximum('Minimum Amount'),
  validityDaysInvalid: wholeNumberFromTo('Validity (Days)', 0, PAYMENT_METHOD_LIMITS.maxDaysValidity),
  priorityInvalid: wholeNumberFromTo('Priority', 0, PAYMENT_METHOD_LIMITS.maxPriority),
  optionsInvalid: 'Options must be a list of 1 (Load Self) and 2 (Load on Behalf)',
  nameTooLong: atMostCharacters('Payment Method Name', PAYMENT_METHOD_LIMITS.nameMaxLength),
  remarksTooLong: atMostCharacters('Remarks', PAYMENT_METHOD_LIMITS.remarksMaxLength),
  notFound: 'Payment method not found',
  instructionsTooLong: atMostCharacters('Instructions', PAYMENT_METHOD_LIMITS.instructionsMaxLength),
  bankNameTooLong: atMostCharacters('Bank', PAYMENT_METHOD_LIMITS.bankNameMaxLength),
  bankAccountNameTooLong: atMostCharacters('Account Name', PAYMENT_METHOD_LIMITS.bankAccountNameMaxLength),
  bankAccountNumberTooLong: atMostCharacters(
    'Account Number',
    PAYMENT_METHOD_LIMITS.bankAccountNumberMaxLength,
  ),
  bankAccountNumberInvalid: 'Account Number may hold only digits, letters, spaces and dashes',
  bankDetailsIncomplete:
    'Bank, Account Name and Account Number go together: fill in all three, or leave all three empty',
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

/**
 * A setting the spec's client does not know: missing means "leave it as it is" (so that client's edits keep
 * the bank account), null or empty (after trimming) means "clear it".
 */
const keepOrClear = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Optional text: trimmed, at most `max` characters; see keepOrClear. */
function optionalText(max: number, tooLong: string) {
  return z.string().trim().max(max, tooLong).nullish().transform(keepOrClear);
}

/** Free text shown to payers: line ends as "\n" whatever the browser sent, trailing spaces of lines gone. */
const instructionsText = z
  .string()
  .transform((value) =>
    value
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trim(),
  )
  .pipe(
    z.string().max(PAYMENT_METHOD_LIMITS.instructionsMaxLength, PAYMENT_METHOD_MESSAGES.instructionsTooLong),
  )
  .nullish()
  .transform(keepOrClear);

/** A bank account number as banks print it: digits (and letters for some), grouped by spaces or dashes. */
const bankAccountNumberText = optionalText(
  PAYMENT_METHOD_LIMITS.bankAccountNumberMaxLength,
  PAYMENT_METHOD_MESSAGES.bankAccountNumberTooLong,
).refine((value) => value == null || /^[0-9A-Za-z][0-9A-Za-z -]*$/.test(value), {
  message: PAYMENT_METHOD_MESSAGES.bankAccountNumberInvalid,
});

/**
 * The bank account is all or nothing: a result page with a bank and no account number would send payers
 * to guess. Missing, null and blank fields count as empty; the server checks the account as saved too
 * (a body may leave some fields out).
 */
export function bankDetailsComplete(details: {
  bankName?: string | null | undefined;
  bankAccountName?: string | null | undefined;
  bankAccountNumber?: string | null | undefined;
}): boolean {
  const filled = [details.bankName, details.bankAccountName, details.bankAccountNumber].filter(
    (value) => typeof value === 'string' && value.trim() !== '',
  ).length;
  return filled === 0 || filled === 3;
}

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
   * How to pay, shown on the portal's result page and in the request's notice (decision 0030); null means
   * the portal's built-in words. Missing in the body leaves them as they are (keepOrClear).
   */
  instructions: instructionsText,
  bankName: optionalText(PAYMENT_METHOD_LIMITS.bankNameMaxLength, PAYMENT_METHOD_MESSAGES.bankNameTooLong),
  bankAccountName: optionalText(
    PAYMENT_METHOD_LIMITS.bankAccountNameMaxLength,
    PAYMENT_METHOD_MESSAGES.bankAccountNameTooLong,
  ),
  bankAccountNumber: bankAccountNumberText,
  /**
   * A method with no option is offered on neither portal path, so it vanishes from the portal: the request
   * must say it means that.
   */
  confirmNoOptions: z.boolean().optional(),
});

/** The body of an update: the fields, and no empty option list unless the request confirms it. */
export const updatePaymentMethodBody = paymentMethodFields
  .refine((body) => body.topupOptions.length > 0 || body.confirmNoOptions === true, {
    message: PAYMENT_METHOD_MESSAGES.noOptionUnconfirmed,
    path: ['topupOptions'],
  })
  .refine(bankDetailsComplete, {
    message: PAYMENT_METHOD_MESSAGES.bankDetailsIncomplete,
    path: ['bankName'],
  });
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
  instructions: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
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
