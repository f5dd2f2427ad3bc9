import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { atMostCharacters } from '../message-templates.ts';
import { AMOUNT_MESSAGES, parsePesoAmount, type AmountRules } from '../money.ts';
import { dayText, idSchema, inputText, instantText } from './fields.ts';
import { pageSizeSchema } from './paging.ts';

/** Transmittal statuses (spec section 9): a new one is Pending; Approved and Rejected are final. */
export const TRANSMITTAL_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type TransmittalStatus = (typeof TRANSMITTAL_STATUS)[keyof typeof TRANSMITTAL_STATUS];
export const TRANSMITTAL_STATUS_NAMES: Record<TransmittalStatus, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Rejected',
};

/** The longest rejection reason (migration 0017 checks the same). */
export const TRANSMITTAL_REJECTION_REASON_MAX_LENGTH = 500;

export const TRANSMITTAL_MESSAGES = {
  dateRange: 'Date From must not be after Date To',
  nothingToPay: 'Enter an amount for at least one employee',
  duplicateEmployee: 'An employee appears more than once in the transmittal',
  employeeNotInDepartment: 'An employee of the transmittal is not an active employee of its department',
  departmentInactive: 'The department is inactive',
  notFound: 'Transmittal not found',
  notPending: 'The transmittal is no longer pending: it has already been approved or rejected',
  ownTransmittal: 'You cannot approve a transmittal that you created',
  notTheSignedInUser: 'The acting user does not match the signed-in user',
  nothingSelected: 'Select at least one transmittal',
  /** The approve and reject endpoints' access (transmittal-encoder), said to the other roles on the list. */
  encodersDecide: 'Only transmittal encoders can approve or reject transmittals.',
  /** Issue 19: a rejection says why (same wording and length as a journal entry's rejection). */
  reasonRequired: 'Reason is required',
  reasonTooLong: atMostCharacters('Reason', TRANSMITTAL_REJECTION_REASON_MAX_LENGTH),
  /** The dashboard card: Pending transmittals wait for another encoder's approval. */
  awaitingApproval: (count: number) => `${count} awaiting approval`,
  /** Asked before typed amounts are lost (leaving Transmittal Entry, or choosing another department). */
  discardTypedAmounts: 'Discard the amounts you typed?',
} as const;

/** Two lines of one transmittal paid into one e-wallet (decision 0013): a transmittal pays a wallet once. */
export function sharedWalletMessage(ewalletAccountInfo: string, employeeNames: readonly string[]): string {
  return `A transmittal pays each e-wallet once: ${employeeNames.join(' and ')} are paid into the same e-wallet (${ewalletAccountInfo})`;
}

/** The most employees one transmittal may list; far above any department, low enough to bound a request. */
export const MAX_TRANSMITTAL_DETAILS = 2000;
export const TRANSMITTAL_REMARKS_MAX_LENGTH = 500;

const isoDate = (label: string) =>
  inputText({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${label} must be a date (YYYY-MM-DD)`);

/** An employee's amount: 0 is allowed here (the employee is skipped on approval). */
export const TRANSMITTAL_AMOUNT_RULES: AmountRules = { allowZero: true };

/**
 * A peso amount as a JSON number or decimal text, checked under TRANSMITTAL_AMOUNT_RULES; the server reads
 * its centavos with the same rules (create-transmittal.ts), the entry page checks its lines with this.
 */
export const transmittalAmountInput = z
  .union([z.number(), inputText()], { error: AMOUNT_MESSAGES.invalid })
  .superRefine((value, context) => {
    const parsed = parsePesoAmount(value, TRANSMITTAL_AMOUNT_RULES);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
  });

/** Every amount reads as 0: the transmittal would pay no one (an amount that is no amount has its own message). */
function paysNoOne(details: readonly { amount: number | string }[]): boolean {
  return (
    details.length > 0 &&
    details.every((line) => {
      const parsed = parsePesoAmount(line.amount, TRANSMITTAL_AMOUNT_RULES);
      return parsed.ok && parsed.centavos === 0;
    })
  );
}

export const createTransmittalBodySchema = z
  .object({
    transmittalDate: isoDate('Transmittal Date'),
    dateStart: isoDate('Date From'),
    dateEnd: isoDate('Date To'),
    remarks: inputText()
      .trim()
      .max(TRANSMITTAL_REMARKS_MAX_LENGTH, atMostCharacters('Remarks', TRANSMITTAL_REMARKS_MAX_LENGTH))
      .nullish()
      .transform((value) => value || null),
    departmentId: idSchema(MESSAGES.departmentRequired),
    /** Kept for the original client; the server takes the initiator from the session and only checks these. */
    initiatedById: z.coerce.number().int().nullish(),
    initiatedByName: inputText().max(200).nullish(),
    transmittalDetails: z
      .array(z.object({ employeeId: idSchema(), amount: transmittalAmountInput }), {
        error: MESSAGES.noTransmittalEntries,
      })
      .min(1, MESSAGES.noTransmittalEntries)
      .max(MAX_TRANSMITTAL_DETAILS, `A transmittal may list at most ${MAX_TRANSMITTAL_DETAILS} employees`)
      .refine((details) => !paysNoOne(details), TRANSMITTAL_MESSAGES.nothingToPay),
  })
  .refine((body) => body.dateStart <= body.dateEnd, {
    message: TRANSMITTAL_MESSAGES.dateRange,
    path: ['dateEnd'],
  });
export type CreateTransmittalBody = z.input<typeof createTransmittalBodySchema>;

const STATUS_MESSAGE = 'status must be 0 (Pending), 1 (Approved) or 2 (Rejected)';
export const transmittalStatusSchema = z.coerce
  .number({ error: STATUS_MESSAGE })
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: STATUS_MESSAGE }))
  .meta({ enum: [0, 1, 2] });

export const transmittalCountQuerySchema = z.object({ status: transmittalStatusSchema.default(0) });
export const transmittalPageQuerySchema = z.object({
  status: transmittalStatusSchema.default(0),
  pageSize: pageSizeSchema.default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export const transmittalDetailsQuerySchema = z.object({
  transmittalHeaderId: idSchema(),
});
export const createNewTransmittalQuerySchema = z.object({
  departmentId: idSchema(MESSAGES.departmentRequired),
});

const decisionList = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object({ id: idSchema(), ...shape }), {
      error: TRANSMITTAL_MESSAGES.nothingSelected,
    })
    .min(1, TRANSMITTAL_MESSAGES.nothingSelected)
    .max(100, 'At most 100 transmittals at a time');

export const approveTransmittalsBodySchema = decisionList({
  approvedBy: z.coerce.number().int().nullish(),
  approveByName: inputText().max(200).nullish(),
});

/** Why a transmittal is rejected: required, trimmed, at most 500 characters, plain text. */
export const transmittalRejectionReasonSchema = z
  .string({ error: TRANSMITTAL_MESSAGES.reasonRequired })
  .trim()
  .min(1, TRANSMITTAL_MESSAGES.reasonRequired)
  .max(TRANSMITTAL_REJECTION_REASON_MAX_LENGTH, TRANSMITTAL_MESSAGES.reasonTooLong)
  .refine((text) => !text.includes('\u0000'), 'Reason must be plain text');

export const rejectTransmittalsBodySchema = decisionList({
  rejectedBy: z.coerce.number().int().nullish(),
  rejectedByName: inputText().max(200).nullish(),
  /** Each item carries the reason (the list page sends one reason for all it rejects). */
  reason: transmittalRejectionReasonSchema,
});

/** An employee of a new transmittal (Create New), and a line of a saved one. */
export const transmittalDetailSchema = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  position: z.string(),
  ewalletAccountInfo: z.string(),
  /** Pesos. */
  amount: z.number(),
});
export type TransmittalDetail = z.infer<typeof transmittalDetailSchema>;

export const transmittalHeaderSchema = z.object({
  id: z.number().int(),
  dateCreated: instantText(),
  approvedDate: instantText().nullable(),
  rejectedDate: instantText().nullable(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  transmittalDate: dayText(),
  dateStart: dayText(),
  dateEnd: dayText(),
  remarks: z.string().nullable(),
  /** Pesos: the sum of the details' amounts. */
  total: z.number(),
  numberOfEmployees: z.number().int(),
  initiatedById: z.number().int(),
  initiatedByName: z.string(),
  approveByName: z.string().nullable(),
  rejectedByName: z.string().nullable(),
  /** Why it was rejected; null unless Rejected (and for those rejected before reasons were asked). */
  rejectionReason: z.string().nullable(),
});
export type TransmittalHeader = z.infer<typeof transmittalHeaderSchema>;

const transmittalTags = ['Transmittals'];

export const transmittalEndpoints = {
  newLines: defineEndpoint({
    method: 'GET',
    path: '/api/Transmittals/CreateNewTransmittal',
    access: 'back-office',
    tags: transmittalTags,
    summary: "The department's active employees, each with amount 0, for a new transmittal",
    query: createNewTransmittalQuerySchema,
    response: z.array(transmittalDetailSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/Transmittals',
    access: 'back-office',
    tags: transmittalTags,
    summary:
      'Save a Pending transmittal; amounts in pesos with at most 2 decimals; initiator from the session',
    body: createTransmittalBodySchema,
    response: transmittalHeaderSchema,
  }),
  count: defineEndpoint({
    method: 'GET',
    path: '/api/Transmittals/Count',
    access: 'back-office',
    tags: transmittalTags,
    summary:
      'How many transmittals are in a status (0 Pending, 1 Approved, 2 Rejected); any back-office role (the dashboard shows the Pending ones as awaiting approval)',
    query: transmittalCountQuerySchema,
    response: z.number().int(),
  }),
  listByStatus: defineEndpoint({
    method: 'GET',
    path: '/api/Transmittals/GetTransmittalByStatus',
    access: 'back-office',
    tags: transmittalTags,
    summary: 'One page of the transmittals in a status, newest first',
    query: transmittalPageQuerySchema,
    response: z.array(transmittalHeaderSchema),
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/Transmittals/GetTransmittalDetailsByHeaderId',
    access: 'back-office',
    tags: transmittalTags,
    summary: 'The employees and amounts of a transmittal',
    query: transmittalDetailsQuerySchema,
    response: z.array(transmittalDetailSchema),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/Transmittals/ApproveTransmittals',
    access: 'transmittal-encoder',
    tags: transmittalTags,
    summary:
      "Approve Pending transmittals, crediting each employee's wallet, all or none; never one's own (403)",
    body: approveTransmittalsBodySchema,
    response: z.array(transmittalHeaderSchema),
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/Transmittals/RejectTransmittals',
    access: 'transmittal-encoder',
    tags: transmittalTags,
    summary: 'Reject Pending transmittals with a reason (required, at most 500 characters), all or none',
    body: rejectTransmittalsBodySchema,
    response: z.array(transmittalHeaderSchema),
  }),
};
