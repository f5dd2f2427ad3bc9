import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { bodyIdSchema, dayText, idSchema, instantText } from './fields.ts';
import { PAGE_SIZES, reportPageSizeSchema } from './paging.ts';
import { listedTopupSchema, REMARKS_MAX_LENGTH, TOPUP_MESSAGES } from './topups.ts';
import { TopupStatus, isTopupStatusCode, type TopupStatusCode } from '../topup-status.ts';
import { parseManilaDate, parseMonthStart } from '../manila-date.ts';
import { withinReportRange } from './manila-day-range.ts';

/**
 * Bodies and answers of the back office's top-up calls (API.md, "Back office"), shared by the server's
 * route schemas and the web client. Dates are Asia/Manila days as YYYY-MM-DD.
 */

/** searchBy: 0 none, 1 Transaction Number, 2 Ewallet Mobile Number, 3 Load Amount. */
export const SearchBy = { None: 0, TransactionNumber: 1, MobileNumber: 2, LoadAmount: 3 } as const;
export type SearchByCode = (typeof SearchBy)[keyof typeof SearchBy];

/** More rows than this in one report is refused: the CSV export streams any number. */
export const REPORT_ROW_LIMIT = 50_000;
export const BACKOFFICE_TOPUP_MESSAGES = {
  tooManyRows: `The report has more than ${REPORT_ROW_LIMIT.toLocaleString('en-US')} requests; narrow the dates or download the CSV`,
  invalidDate: 'Dates must be YYYY-MM-DD',
  dateRangeReversed: 'Date From must not be after Date To',
  invalidMonth: 'DateFrom must be a date: YYYY-MM-DD or MM-01-YYYY',
  statusRequired: 'Status is required',
} as const;

/** PostgreSQL text cannot hold NUL: such input is refused, never sent to the database. */
const hasNoNul = (text: string) => !text.includes('\u0000');

/** An integer key of ours (PostgreSQL integer): larger ones cannot exist and must not reach the database. */
const MAX_INT = 2_147_483_647;
/** A payment method's code in a filter or body. */
const methodCode = z.coerce.number().int().positive().max(MAX_INT);
const rowId = idSchema();

/** For the document: the refinements below say the same to the server, but no JSON schema can read them. */
const TOPUP_STATUS_CODES = Object.values(TopupStatus);
const statusCode = z.coerce
  .number()
  .int()
  .refine((value): value is TopupStatusCode => isTopupStatusCode(value), { message: 'Unknown status' })
  .meta({ enum: TOPUP_STATUS_CODES });

const codeList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : [value].flat()),
    z.array(item).max(20),
  );

export const manilaDateSchema = z
  .string({ error: BACKOFFICE_TOPUP_MESSAGES.invalidDate })
  .trim()
  .refine((text) => parseManilaDate(text) !== null, { message: BACKOFFICE_TOPUP_MESSAGES.invalidDate })
  .meta({ format: 'date', description: 'A Manila calendar day, YYYY-MM-DD' });

/** The filters of the request list, shared by Count, Retrieve and the CSV export. */
const listFilterShape = {
  /** Empty: every status. */
  statuses: codeList(statusCode).default([]),
  /** Empty: every method. */
  paymentMethodCodes: codeList(methodCode).default([]),
  searchBy: z.coerce
    .number()
    .int()
    .refine((value) => value >= 0 && value <= 3, { message: 'searchBy must be 0, 1, 2 or 3' })
    .meta({ enum: Object.values(SearchBy) })
    .default(0),
  /** The search text; '' or '0' with searchBy 0 means no search (as the original sent). */
  searchName: z.coerce
    .string()
    .refine(hasNoNul, 'searchName contains a character that is not allowed')
    .trim()
    .max(64)
    .default(''),
  /** Beyond the spec: the dashboard's drill-down limits the list to a range of Manila days. */
  dateFrom: manilaDateSchema.optional(),
  dateTo: manilaDateSchema.optional(),
};

/** What a client sends (the schemas' inputs are looser: the original sent single values and '0'). */
export interface TopupListFilterInput {
  statuses?: number[];
  paymentMethodCodes?: number[];
  searchBy?: number;
  searchName?: string;
  dateFrom?: string;
  dateTo?: string;
}
export interface TopupCountBody extends TopupListFilterInput {
  pageSize?: number;
  pageNumber?: number;
}
export interface TopupRetrieveBody extends TopupCountBody {
  sortBy?: 'DateCreated';
  sortMode?: 'Asc' | 'Desc';
  afterId?: number;
  beforeId?: number;
}

export const topupCountBody = z.object({
  ...listFilterShape,
  pageSize: reportPageSizeSchema.default(10),
  pageNumber: z.coerce.number().int().min(1).max(10_000_000).default(1),
});
export type TopupListFilter = z.infer<typeof topupCountBody>;

export const sortModeSchema = z
  .string()
  .trim()
  .transform((mode) => (mode.toLowerCase() === 'asc' ? ('Asc' as const) : ('Desc' as const)));

export const topupRetrieveBody = topupCountBody.extend({
  sortBy: z.literal('DateCreated').or(z.string().max(32)).default('DateCreated'),
  sortMode: sortModeSchema.default('Desc'),
  /**
   * Beyond the spec, keyset paging: the id of the last row of the page before (next page), or of the
   * first row of the page after (previous page). With one of them pageNumber is only an echo: no OFFSET.
   */
  afterId: rowId.optional(),
  beforeId: rowId.optional(),
});

/** GET /api/TopupRequests/Export.csv: the Retrieve filters and sort as a query string. */
export const topupExportQuery = z.object({ ...listFilterShape, sortMode: sortModeSchema.default('Desc') });
export type TopupExportQuery = z.infer<typeof topupExportQuery>;

/** GET /api/TopupRequests/TotalsByStatus: the list's filters (or a report's range and statuses). */
export const totalsByStatusQuery = z.object(listFilterShape);
export type TotalsByStatusQuery = z.infer<typeof totalsByStatusQuery>;

/** Beyond the spec (issue 19): count and amount per status, never one total mixing every status. */
export const totalsByStatusAnswer = z.array(
  z.object({
    status: z.number(),
    statusText: z.string(),
    transactionCount: z.number().int(),
    /** Integer centavos. */
    totalCentavos: z.number().int(),
  }),
);
export type TotalsByStatusRow = z.infer<typeof totalsByStatusAnswer>[number];

export const topupRetrieveV2Body = z.object({
  status: statusCode,
  paymentMethodCode: methodCode,
  date: manilaDateSchema,
});

export const updateTopupStatusBody = z.object({
  id: rowId,
  status: z.coerce
    .number({ error: BACKOFFICE_TOPUP_MESSAGES.statusRequired })
    .int()
    .refine((value) => isTopupStatusCode(value), { message: 'Unknown status' })
    .meta({ enum: TOPUP_STATUS_CODES }),
  remarks: z
    .string({ error: TOPUP_MESSAGES.remarksRequired })
    .refine(hasNoNul, 'Remarks contains a character that is not allowed')
    .trim()
    .min(1, TOPUP_MESSAGES.remarksRequired)
    .max(REMARKS_MAX_LENGTH, TOPUP_MESSAGES.remarksTooLong),
});
export type UpdateTopupStatusBody = z.input<typeof updateTopupStatusBody>;

/**
 * Beyond the spec (issue 28): the most requests one bulk status change (or its preview) acts on. Each row
 * is its own transaction and a card row asks its provider, so a selection is a morning's counter, not a
 * month (docs/decisions/0043).
 */
export const BULK_STATUS_MAX = 100;

export const BULK_STATUS_MESSAGES = {
  chooseRequests: 'Choose the requests to change: their ids, or a filter with the count it matched',
  tooMany: (count: number) =>
    `The filter matches ${count.toLocaleString('en-US')} requests; at most ${BULK_STATUS_MAX} can be changed at once: narrow the filter`,
  countChanged: (count: number, expected: number) =>
    `The filter now matches ${count.toLocaleString('en-US')} requests, not ${expected.toLocaleString('en-US')}: review the selection again (nothing was changed)`,
  keyRequired:
    'A change of many requests needs an Idempotency-Key header, so that a retry changes nothing twice',
} as const;

/**
 * Which requests a bulk change acts on: the ids ticked on the page, or every request the list's filter
 * matches, resolved on the server and acted on only when it still matches the count the person confirmed.
 */
const bulkSelectionShape = {
  ids: z.array(bodyIdSchema()).min(1).max(BULK_STATUS_MAX).optional(),
  filter: z.object(listFilterShape).optional(),
  /** With filter: the count the person was shown; another count now is refused (409), nothing changed. */
  expectedCount: z.number().int().min(0).max(BULK_STATUS_MAX).optional(),
};
const oneSelection = (body: { ids?: unknown; filter?: unknown }) =>
  (body.ids === undefined) !== (body.filter === undefined);

export const bulkStatusPreviewBody = z
  .object({ ...bulkSelectionShape, status: updateTopupStatusBody.shape.status })
  .refine(oneSelection, { message: BULK_STATUS_MESSAGES.chooseRequests });
export type BulkStatusPreviewBody = z.input<typeof bulkStatusPreviewBody>;

export const bulkUpdateStatusBody = z
  .object({
    ...bulkSelectionShape,
    status: updateTopupStatusBody.shape.status,
    remarks: updateTopupStatusBody.shape.remarks,
  })
  .refine(oneSelection, { message: BULK_STATUS_MESSAGES.chooseRequests })
  .refine((body) => body.filter === undefined || body.expectedCount !== undefined, {
    message: BULK_STATUS_MESSAGES.chooseRequests,
    path: ['expectedCount'],
  });
export type BulkUpdateStatusBody = z.input<typeof bulkUpdateStatusBody>;

/** One request of a preview: what a move would do to it, and for Done what it credits to whom. */
const previewRowSchema = z.object({
  id: z.number(),
  referenceNumber: z.string(),
  /** The e-wallet's name as the back office shows it (whole, as everywhere in the back office). */
  ewalletAccountName: z.string(),
  /** The e-wallet's mobile number: the wallet credited. */
  walletMobileNumber: z.string(),
  /** Integer centavos. */
  amountCentavos: z.number().int(),
  status: z.number(),
  statusText: z.string(),
  paymentMethodName: z.string(),
  /** Whether the move is allowed from the request's status now (final states are not). */
  movable: z.boolean(),
});
export type BulkPreviewRow = z.infer<typeof previewRowSchema>;

export const bulkStatusPreviewAnswer = z.object({
  /** Every request selected, oldest first. */
  count: z.number().int(),
  /** Those the move is allowed from, and their amount: for Done, what would be credited. */
  movableCount: z.number().int(),
  movableCentavos: z.number().int(),
  rows: z.array(previewRowSchema),
});
export type BulkStatusPreview = z.infer<typeof bulkStatusPreviewAnswer>;

export const BULK_OUTCOMES = ['changed', 'already', 'refused'] as const;
export const bulkUpdateStatusAnswer = z.object({
  changed: z.number().int(),
  /** Already in the asked status when its turn came (another person moved it first). */
  already: z.number().int(),
  refused: z.number().int(),
  /** What the changed rows credited (Done), integer centavos; 0 for other moves. */
  creditedCentavos: z.number().int(),
  results: z.array(
    z.object({
      id: z.number(),
      referenceNumber: z.string(),
      outcome: z.enum(BULK_OUTCOMES),
      /** The request's status after its turn. */
      statusText: z.string(),
      /** Why it was refused or left: the same message a change of this one request alone would answer. */
      message: z.string().nullable(),
    }),
  ),
});
export type BulkUpdateStatusAnswer = z.infer<typeof bulkUpdateStatusAnswer>;
export type BulkRowResult = BulkUpdateStatusAnswer['results'][number];

export const statisticsQuery = z.object({
  DateFrom: z
    .string({ error: BACKOFFICE_TOPUP_MESSAGES.invalidMonth })
    .trim()
    .refine((text) => parseMonthStart(text) !== null, { message: BACKOFFICE_TOPUP_MESSAGES.invalidMonth })
    .meta({
      pattern: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$',
      description: 'A day of the month asked for: YYYY-MM-DD or MM-DD-YYYY',
    }),
});

export const statisticsAnswer = z.array(
  z.object({
    paymentMethodCode: z.number(),
    paymentMethodName: z.string(),
    details: z.array(z.object({ status: z.number(), transactionCount: z.number() })),
  }),
);
export type StatisticsAnswer = z.infer<typeof statisticsAnswer>;

/** Beyond the spec: the dashboard chart, one row per day and method with requests. */
export const dailyTotalsAnswer = z.array(
  z.object({
    date: dayText(),
    paymentMethodCode: z.number(),
    transactionCount: z.number(),
    totalAmount: z.number(),
  }),
);
export type DailyTotalsAnswer = z.infer<typeof dailyTotalsAnswer>;

/** The detailed and summary reports: a report's range (manila-day-range.ts, at most a year) and statuses. */
export const reportRangeQuery = withinReportRange(
  z.object({
    dateFrom: manilaDateSchema,
    dateTo: manilaDateSchema,
    statuses: codeList(statusCode).default([]),
  }),
);
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export const summaryReportAnswer = z.array(
  z.object({ date: dayText(), transactionCount: z.number(), totalAmount: z.number() }),
);
export type SummaryReportRow = z.infer<typeof summaryReportAnswer>[number];

/** One line of a request's status history, oldest first. */
export const statusHistoryAnswer = z.array(
  z.object({
    id: z.number(),
    fromStatus: z.number().nullable(),
    toStatus: z.number(),
    remarks: z.string().nullable(),
    actorKind: z.string(),
    actorName: z.string(),
    createdAt: instantText(),
  }),
);
export type StatusHistoryEntry = z.infer<typeof statusHistoryAnswer>[number];

export const statusHistoryQuery = z.object({ TopupRequestId: rowId });

export { PAGE_SIZES };

const backOfficeTopupTags = ['Back office: top-up requests'];
const listAnswer = z.array(listedTopupSchema);

/** API.md "Back office" top-up endpoints; every one is for TOPUP_ADMIN only. */
export const backOfficeTopupEndpoints = {
  statistics: defineEndpoint({
    method: 'GET',
    path: '/api/TopupRequests/Statistics',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: 'Counts per payment method and status for the month of DateFrom (Manila days)',
    query: statisticsQuery,
    response: statisticsAnswer,
  }),
  dailyTotals: defineEndpoint({
    method: 'GET',
    path: '/api/TopupRequests/DailyTotals',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: 'Requests per Manila day and method in the month of DateFrom, for the chart',
    query: statisticsQuery,
    response: dailyTotalsAnswer,
  }),
  count: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests/Retrieve/Count',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: 'How many requests the list filters match',
    body: topupCountBody,
    response: z.number(),
  }),
  retrieve: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests/Retrieve',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary:
      'One page of requests by date (pageSize 0: all, for the all-time report); keyset by afterId/beforeId',
    body: topupRetrieveBody,
    response: listAnswer,
  }),
  retrieveOfDay: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests/RetrieveV2',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: 'Requests of one Manila day, payment method and status',
    body: topupRetrieveV2Body,
    response: listAnswer,
  }),
  updateStatus: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests/UpdateStatus',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary:
      "Move a request to another status (the allowed moves: docs/API.md, Top-up statuses); Done credits the wallet once, never for one's own request (403), and for a card request only when the provider confirms the payment (409 otherwise)",
    body: updateTopupStatusBody,
    response: listedTopupSchema,
  }),
  bulkStatusPreview: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests/BulkUpdateStatus/Preview',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: `What a status change of the selected requests (ids, or the filter's matches; at most ${BULK_STATUS_MAX}) would act on: each request with its e-wallet's name and mobile number and amount, and the count and total the move is allowed for (for Done: what would be credited, to whom). Changes nothing`,
    body: bulkStatusPreviewBody,
    response: bulkStatusPreviewAnswer,
  }),
  bulkUpdateStatus: defineEndpoint({
    method: 'POST',
    path: '/api/TopupRequests/BulkUpdateStatus',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: `Move up to ${BULK_STATUS_MAX} requests (ids, or the filter's matches with the count confirmed: 409 when it now matches another count) to one status with one remark, each as UpdateStatus would (four eyes, card payments, final states) in its own transaction; answers each request's outcome. Needs an Idempotency-Key`,
    body: bulkUpdateStatusBody,
    response: bulkUpdateStatusAnswer,
  }),
  statusHistory: defineEndpoint({
    method: 'GET',
    path: '/api/TopupRequests/StatusHistory',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: "A request's status changes, oldest first, with who made them",
    query: statusHistoryQuery,
    response: statusHistoryAnswer,
  }),
  byDateRange: defineEndpoint({
    method: 'GET',
    path: '/api/TopupRequests/GetByDateFromDateTo',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: 'Requests created from dateFrom to dateTo (Manila days, inclusive), for the report',
    query: reportRangeQuery,
    response: listAnswer,
  }),
  summaryReport: defineEndpoint({
    method: 'GET',
    path: '/api/TopupRequests/TopupSummaryReport',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: 'Per Manila day: transaction count and total amount of the range',
    query: reportRangeQuery,
    response: summaryReportAnswer,
  }),
  totalsByStatus: defineEndpoint({
    method: 'GET',
    path: '/api/TopupRequests/TotalsByStatus',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary:
      'Count and amount (centavos) per status of the requests the list filters match: the reports and list totals',
    query: totalsByStatusQuery,
    response: totalsByStatusAnswer,
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/TopupRequests/Export.csv',
    access: 'topup-admin',
    tags: backOfficeTopupTags,
    summary: 'Every request the list filters match, as CSV, streamed',
    query: topupExportQuery,
    response: z.string(),
    mediaType: 'text/csv; charset=utf-8',
  }),
};
