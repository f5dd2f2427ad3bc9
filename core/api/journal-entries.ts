import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema, instantText } from './fields.ts';
import { MESSAGES } from '../messages.ts';
import { atMostCharacters } from '../message-templates.ts';
import { isValidMobileNumber, MOBILE_MAX_LENGTH, MOBILE_PATTERN } from '../mobile.ts';
import type { AmountRules } from '../money.ts';
import { pesoAmountField } from './amount-field.ts';
import { DAY_RANGE_MESSAGES, manilaDayRangeQuery } from './manila-day-range.ts';
import { reportPageSizeSchema } from './paging.ts';
import { DUPLICATE_CREDIT_CODE } from '../duplicate-credit.ts';

/**
 * Journal entries (manual loads), API.md "Back office": POST /api/JournalEntry, GET /api/JournalEntry,
 * GET /api/JournalEntry/Count, GET /api/JournalEntry/GetByDateFromDateTo. Amounts cross the wire in pesos.
 */

export const PURPOSE_MAX_LENGTH = 500;

export const JOURNAL_MESSAGES = {
  purposeTooLong: atMostCharacters('Purpose', PURPOSE_MAX_LENGTH),
  ...DAY_RANGE_MESSAGES,
} as const;

/**
 * An entry's status (docs/decisions/0013): at or under the approval threshold it is Posted when it is made;
 * above it, it waits for a second top-up admin (Awaiting approval, nothing posted), who approves it (Posted)
 * or rejects it with a reason (Rejected); its maker may withdraw it while it waits (Withdrawn).
 */
export const JOURNAL_STATUS = { awaitingApproval: 0, posted: 1, rejected: 2, withdrawn: 3 } as const;
export type JournalStatus = (typeof JOURNAL_STATUS)[keyof typeof JOURNAL_STATUS];
export const JOURNAL_STATUS_NAMES: Record<JournalStatus, string> = {
  0: 'Awaiting approval',
  1: 'Posted',
  2: 'Rejected',
  3: 'Withdrawn',
};

export function isJournalStatus(value: number): value is JournalStatus {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

export const DECISION_REASON_MAX_LENGTH = 500;

export const JOURNAL_APPROVAL_MESSAGES = {
  savedForApproval: 'Journal entry saved: another top-up admin must approve it',
  approved: 'Journal entry approved and posted',
  rejected: 'Journal entry rejected',
  withdrawn: 'Journal entry withdrawn',
  reasonRequired: 'Reason is required',
  reasonTooLong: atMostCharacters('Reason', DECISION_REASON_MAX_LENGTH),
  notFound: 'Journal entry not found',
} as const;

/** A decision on an entry that no longer awaits approval. */
export function notAwaitingApprovalMessage(status: JournalStatus): string {
  return `This journal entry is no longer awaiting approval: it is ${JOURNAL_STATUS_NAMES[status]}`;
}

/** searchBy: 0 no search, 1 reference number, 2 mobile number, 3 amount (API.md). */
export const JOURNAL_SEARCH_BY = { none: 0, referenceNumber: 1, mobileNumber: 2, amount: 3 } as const;
export const JOURNAL_SEARCH_LABELS: Readonly<Record<number, string>> = {
  1: 'Reference Number',
  2: 'Mobile Number',
  3: 'Amount',
};

/** The entry's amount: above 0 ('Value must be greater than 0'), at most 2 decimals, commas ignored. */
export const JOURNAL_AMOUNT_RULES: AmountRules = {
  typed: true,
  messages: {
    required: MESSAGES.valueMustBeGreaterThanZero,
    negative: MESSAGES.valueMustBeGreaterThanZero,
    zero: MESSAGES.valueMustBeGreaterThanZero,
  },
};

export const createJournalEntryBody = z.object({
  contactNumber: z
    .string({ error: MESSAGES.invalidMobileNumberFormat })
    .trim()
    .max(MOBILE_MAX_LENGTH, MESSAGES.invalidMobileNumberFormat)
    .refine(isValidMobileNumber, MESSAGES.invalidMobileNumberFormat)
    .meta({ pattern: MOBILE_PATTERN.source }),
  /** The looked-up customer's id; checked against the mobile number's customer. */
  ewalletAccountId: idSchema().nullish(),
  /** Kept for the original client; the server stores the customer's own name. */
  ewalletAccountName: z.string().max(200).nullish(),
  /** The acting user as the original client sent it; only checked against the session. */
  initiatedById: z.coerce.number().int().max(2_147_483_647).nullish(),
  initiatedByName: z.string().max(200).nullish(),
  topupRequestAmount: pesoAmountField(JOURNAL_AMOUNT_RULES),
  purpose: z
    .string({ error: MESSAGES.purposeRequired })
    .trim()
    .min(1, MESSAGES.purposeRequired)
    .max(PURPOSE_MAX_LENGTH, JOURNAL_MESSAGES.purposeTooLong)
    .refine((text) => !text.includes('\u0000'), 'Purpose must be plain text'),
  /**
   * The person was asked "Make another?" about an entry of this amount to this wallet made a short while
   * before, and said yes (decision 0044). Without it such an entry is refused (409, code duplicate-credit).
   */
  confirmDuplicate: z.boolean().default(false),
});
export type CreateJournalEntryBody = z.input<typeof createJournalEntryBody>;
export type JournalEntryInput = z.output<typeof createJournalEntryBody>;

const searchBySchema = z.coerce
  .number()
  .int()
  .refine((value) => value >= 0 && value <= 3, { message: 'searchBy must be 0, 1, 2 or 3' })
  .default(0);

const SEARCH_TEXT_MAX_LENGTH = 64;

/** The original sent '0' for an empty search; so is an empty or missing one. */
const searchNameSchema = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX_LENGTH, atMostCharacters('Search text', SEARCH_TEXT_MAX_LENGTH))
  .refine((text) => !text.includes('\u0000'), 'Search text must be plain text')
  .default('0');

/** The list's status filter: all (the default, as the original list) or one status. */
const statusFilterSchema = z.preprocess(
  (value) => (value === undefined || value === '' || String(value).toLowerCase() === 'all' ? 'all' : value),
  z.union([
    z.literal('all'),
    z.coerce
      .number()
      .int()
      .refine(isJournalStatus, { message: 'status must be all, 0, 1, 2 or 3' })
      .meta({ enum: Object.values(JOURNAL_STATUS) })
      .transform((value) => value as JournalStatus),
  ]),
);

export const journalCountQuery = z.object({
  searchBy: searchBySchema,
  searchName: searchNameSchema,
  status: statusFilterSchema.default('all'),
});
export type JournalSearch = z.output<typeof journalCountQuery>;

export const journalListQuery = journalCountQuery.extend({
  pageSize: reportPageSizeSchema.default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  sortBy: z.string().max(32).default('DateCreated'),
  sortMode: z
    .string()
    .max(8)
    .default('Desc')
    .transform((mode) => mode.toLowerCase())
    .pipe(z.enum(['asc', 'desc', 'none'], { error: 'sortMode must be Asc or Desc' })),
});
export type JournalListQuery = z.output<typeof journalListQuery>;

/** Date From and Date To: the rules and messages every report over Manila days shares. */
export const journalReportQuery = manilaDayRangeQuery;
export type JournalReportQuery = z.output<typeof journalReportQuery>;

/** Spec section 3, "Journal entry": amounts in pesos, dates ISO 8601; remarks is the entry's purpose. */
export const journalEntrySchema = z.object({
  id: z.number(),
  referenceNumber: z.string(),
  contactNumber: z.string(),
  topupRequestAmount: z.number(),
  dateCreated: instantText(),
  /** null until the entry is posted (an entry awaiting approval, rejected or withdrawn has none). */
  datePosted: instantText().nullable(),
  remarks: z.string(),
  ewalletAccountName: z.string(),
  initiatedByName: z.string(),
  // Beyond the spec's fields (decision 0013): the approval.
  ewalletAccountId: z.number(),
  initiatedById: z.number().nullable(),
  status: z.number(),
  statusText: z.string(),
  /** Who approved, rejected or withdrew it, when, and the reason of a rejection or withdrawal. */
  checkedByName: z.string().nullable(),
  checkedAt: instantText().nullable(),
  decisionReason: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/**
 * The 409 answer of a journal entry: the error body; when the same amount went to the same wallet within
 * JOURNAL_DUPLICATE_WINDOW_MINUTES (decision 0044), `code` duplicate-credit, the question in `message`
 * and the earlier entry's facts, so a client can ask and send the entry again with confirmDuplicate.
 */
export const createJournalEntryConflictSchema = z
  .object({
    statusCode: z.number(),
    error: z.string(),
    message: z.string(),
    code: z.literal(DUPLICATE_CREDIT_CODE).optional(),
    earlierReferenceNumber: z.string().optional(),
    earlierAmount: z.number().optional(),
    earlierMadeAt: instantText().optional(),
    earlierMadeByName: z.string().optional(),
    earlierStatusText: z.string().optional(),
  })
  .describe(
    'The same amount went to the same wallet a short while ago (code duplicate-credit: message asks "Make another?", send again with confirmDuplicate true); or the Idempotency-Key was used for another request, or its first request is still running.',
  );

const entryId = idSchema();
const decisionReason = z
  .string({ error: JOURNAL_APPROVAL_MESSAGES.reasonRequired })
  .trim()
  .min(1, JOURNAL_APPROVAL_MESSAGES.reasonRequired)
  .max(DECISION_REASON_MAX_LENGTH, JOURNAL_APPROVAL_MESSAGES.reasonTooLong)
  .refine((text) => !text.includes('\u0000'), 'Reason must be plain text');

/** POST /api/JournalEntry/Approve: another top-up admin approves an entry awaiting approval. */
export const approveJournalEntryBody = z.object({ id: entryId });
/** POST /api/JournalEntry/Reject (another top-up admin) and /Withdraw (its maker): a reason is required. */
export const decideJournalEntryBody = z.object({ id: entryId, reason: decisionReason });

const journalTags = ['Back office'];

export const journalEntryEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/JournalEntry',
    access: 'topup-admin',
    tags: journalTags,
    summary:
      "Create a journal entry: at or under JOURNAL_APPROVAL_THRESHOLD_PESOS the customer's wallet is credited at once; above it the entry awaits another top-up admin's approval; never to one's own wallet (403)",
    body: createJournalEntryBody,
    response: journalEntrySchema,
    conflict: createJournalEntryConflictSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/JournalEntry/Approve',
    access: 'topup-admin',
    tags: journalTags,
    summary:
      "Approve a journal entry awaiting approval: it is posted to the customer's wallet once; never one's own entry nor one to one's own wallet (403)",
    body: approveJournalEntryBody,
    response: journalEntrySchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/JournalEntry/Reject',
    access: 'topup-admin',
    tags: journalTags,
    summary:
      "Reject a journal entry awaiting approval, with a reason; nothing is posted; never one's own entry (withdraw it) nor one to one's own wallet (403)",
    body: decideJournalEntryBody,
    response: journalEntrySchema,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/JournalEntry/Withdraw',
    access: 'topup-admin',
    tags: journalTags,
    summary: 'Withdraw, with a reason, a journal entry awaiting approval that you made; nothing is posted',
    body: decideJournalEntryBody,
    response: journalEntrySchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/JournalEntry',
    access: 'topup-admin',
    tags: journalTags,
    summary:
      'A page of journal entries by date, of every status or one (status); pageSize 0 = all (for the all-time report)',
    query: journalListQuery,
    response: z.array(journalEntrySchema),
  }),
  count: defineEndpoint({
    method: 'GET',
    path: '/api/JournalEntry/Count',
    access: 'topup-admin',
    tags: journalTags,
    summary: 'How many journal entries match the search and the status filter',
    query: journalCountQuery,
    response: z.number(),
  }),
  byDateRange: defineEndpoint({
    method: 'GET',
    path: '/api/JournalEntry/GetByDateFromDateTo',
    access: 'topup-admin',
    tags: journalTags,
    summary:
      'Posted journal entries created from dateFrom to dateTo (Manila days, inclusive), for the report',
    query: journalReportQuery,
    response: z.array(journalEntrySchema),
  }),
};
