import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { AMOUNT_MESSAGES } from '../money.ts';
import { idSchema, inputText } from './fields.ts';
import { pageSizeSchema } from './paging.ts';

/** Transmittal statuses (spec section 9): a new one is Pending; Approved and Rejected are final. */
export const TRANSMITTAL_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type TransmittalStatus = (typeof TRANSMITTAL_STATUS)[keyof typeof TRANSMITTAL_STATUS];
export const TRANSMITTAL_STATUS_NAMES: Record<TransmittalStatus, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Rejected',
};

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
} as const;

/** Two lines of one transmittal paid into one e-wallet (decision 0011): a transmittal pays a wallet once. */
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

/** A peso amount as a JSON number or decimal text; 0 is allowed here (the employee is skipped). */
export const transmittalAmountInput = z.union([z.number(), inputText()], { error: AMOUNT_MESSAGES.invalid });

export const createTransmittalBodySchema = z
  .object({
    transmittalDate: isoDate('Transmittal Date'),
    dateStart: isoDate('Date From'),
    dateEnd: isoDate('Date To'),
    remarks: inputText()
      .trim()
      .max(
        TRANSMITTAL_REMARKS_MAX_LENGTH,
        `Remarks must be at most ${TRANSMITTAL_REMARKS_MAX_LENGTH} characters`,
      )
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
      .max(MAX_TRANSMITTAL_DETAILS, `A transmittal may list at most ${MAX_TRANSMITTAL_DETAILS} employees`),
  })
  .refine((body) => body.dateStart <= body.dateEnd, {
    message: TRANSMITTAL_MESSAGES.dateRange,
    path: ['dateEnd'],
  });
export type CreateTransmittalBody = z.input<typeof createTransmittalBodySchema>;

const STATUS_MESSAGE = 'status must be 0 (Pending), 1 (Approved) or 2 (Rejected)';
export const transmittalStatusSchema = z.coerce
  .number({ error: STATUS_MESSAGE })
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: STATUS_MESSAGE }));

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
export type ApproveTransmittalsBody = z.input<typeof approveTransmittalsBodySchema>;

export const rejectTransmittalsBodySchema = decisionList({
  rejectedBy: z.coerce.number().int().nullish(),
  rejectedByName: inputText().max(200).nullish(),
});
export type RejectTransmittalsBody = z.input<typeof rejectTransmittalsBodySchema>;

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
  dateCreated: z.string(),
  approvedDate: z.string().nullable(),
  rejectedDate: z.string().nullable(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  transmittalDate: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  remarks: z.string().nullable(),
  /** Pesos: the sum of the details' amounts. */
  total: z.number(),
  numberOfEmployees: z.number().int(),
  initiatedById: z.number().int(),
  initiatedByName: z.string(),
  approveByName: z.string().nullable(),
  rejectedByName: z.string().nullable(),
});
export type TransmittalHeader = z.infer<typeof transmittalHeaderSchema>;
