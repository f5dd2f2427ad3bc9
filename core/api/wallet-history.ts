import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { dayText, idSchema, instantText } from './fields.ts';

/**
 * A logged-in customer's wallet history (decision 0028): every credit the ledger holds for their wallet,
 * with the balance after it, and every top-up request for the wallet that has not credited it (Pending,
 * Processing, On Hold, Cancelled, Expired), newest first, paged by an opaque cursor. Amounts are pesos.
 */

/** What a line is: a top-up request (credited or not), a journal entry, or a transmittal line. */
export const HISTORY_KINDS = ['topup', 'journal', 'transmittal'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const HISTORY_PAGE_SIZE = { default: 20, max: 100 } as const;

/** The cursor is opaque to clients: the server's own keyset position, base64url. */
export const HISTORY_CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export const historyQuery = z.object({
  cursor: z
    .string()
    .regex(HISTORY_CURSOR_PATTERN, 'cursor is not one this server gave')
    .optional()
    .meta({ description: 'nextCursor of the previous page; absent for the first page' }),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(HISTORY_PAGE_SIZE.max, 'limit must be between 1 and 100')
    .default(HISTORY_PAGE_SIZE.default),
});

export const historyLineSchema = z.object({
  kind: z.enum(HISTORY_KINDS),
  /** The top-up request's, journal entry's or transmittal line's id: with kind, the detail's address. */
  id: z.number(),
  /** When the money moved (a credit), or when the request was made (a request without money). */
  date: instantText(),
  /** Pesos: what the line added to the wallet; for a request without money, what it asked for. */
  amount: z.number(),
  /** Whether the line moved money: true for every credit; false for a request that has not credited. */
  credited: z.boolean(),
  /** The balance after this credit, from the ledger; null on a request line (it moved no money). */
  runningBalance: z.number().nullable(),
  /** A top-up request's status (0..5) and its name; null for journal and transmittal credits. */
  status: z.number().nullable(),
  statusText: z.string().nullable(),
  /** Top-up: the method's name; journal: the entry's purpose; transmittal: the department's name. */
  title: z.string(),
  /** Top-up: the reference number; journal: its JE reference; null for a transmittal line. */
  reference: z.string().nullable(),
  /** A transmittal line's transmittal number and date (YYYY-MM-DD); null for the other kinds. */
  transmittalNumber: z.number().nullable(),
  transmittalDate: dayText().nullable(),
  /**
   * The top-up request's receipt page (core/receipt-path.ts), for a request this customer made; null for the
   * other kinds and for a request someone else made for this wallet (the receipt is the payer's).
   */
  receiptPath: z.string().nullable(),
  /**
   * A top-up request someone else made for this wallet: its line shows the credit or the pending request,
   * without the payer's side (no reference, no receipt, no Pay now or cancel). False for the other kinds.
   */
  byAnotherPayer: z.boolean(),
});
export type HistoryLine = z.infer<typeof historyLineSchema>;

export const historyPageSchema = z.object({
  lines: z.array(historyLineSchema),
  /** Give it back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const historyLineParams = z.object({
  // Case-insensitive, like the rest of the path.
  kind: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(HISTORY_KINDS),
  ),
  id: idSchema(),
});

/** Who made a status change, as the customer may know it: never a staff member's name. */
export const HISTORY_ACTORS = ['you', 'payer', 'staff', 'system', 'cardProvider'] as const;
export type HistoryActor = (typeof HISTORY_ACTORS)[number];

export const historyStatusChangeSchema = z.object({
  status: z.number(),
  statusText: z.string(),
  at: instantText(),
  by: z.enum(HISTORY_ACTORS),
});

const topupDetail = z.object({
  kind: z.literal('topup'),
  id: z.number(),
  /** Null for a request someone else made for this wallet (see byAnotherPayer). */
  referenceNumber: z.string().nullable(),
  paymentMethod: z.string(),
  amount: z.number(),
  status: z.number(),
  statusText: z.string(),
  dateCreated: instantText(),
  datePosted: instantText().nullable(),
  expiresAt: instantText().nullable(),
  /** The balance after its credit, from the ledger; null while it has not credited the wallet. */
  runningBalance: z.number().nullable(),
  statusHistory: z.array(historyStatusChangeSchema),
  /** Its receipt page, for a request this customer made; null for one someone else made for this wallet. */
  receiptPath: z.string().nullable(),
  /** Someone else made it for this wallet: the owner sees no reference, receipt, Pay now or cancel. */
  byAnotherPayer: z.boolean(),
});

const journalDetail = z.object({
  kind: z.literal('journal'),
  id: z.number(),
  referenceNumber: z.string(),
  purpose: z.string(),
  amount: z.number(),
  datePosted: instantText(),
  runningBalance: z.number(),
});

const transmittalDetail = z.object({
  kind: z.literal('transmittal'),
  id: z.number(),
  department: z.string(),
  transmittalNumber: z.number(),
  transmittalDate: dayText(),
  dateApproved: instantText(),
  amount: z.number(),
  runningBalance: z.number(),
});

export const historyDetailSchema = z.discriminatedUnion('kind', [
  topupDetail,
  journalDetail,
  transmittalDetail,
]);
export type HistoryDetail = z.infer<typeof historyDetailSchema>;
export type TopupHistoryDetail = z.infer<typeof topupDetail>;

const portalTags = ['Customer portal'];

export const walletHistoryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/Me/History',
    access: 'customer',
    tags: portalTags,
    summary:
      "The logged-in customer's wallet history, newest first: credits with the balance after each, and requests that have not credited (a QR-code session gets 401)",
    query: historyQuery,
    response: historyPageSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/Me/History/:kind/:id',
    access: 'customer',
    tags: portalTags,
    summary: "One line of the logged-in customer's wallet history; 404 when it is not theirs",
    params: historyLineParams,
    response: historyDetailSchema,
  }),
};
