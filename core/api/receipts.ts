import { z } from 'zod';
import {
  CANCEL_REASONS,
  CANCEL_REMARKS_MAX_LENGTH,
  OTHER_REASON,
  OTHER_REASON_REQUIRED,
} from '../cancel-reasons.ts';
import { TOPUP_STATUS_NAMES } from '../topup-status.ts';
import { defineEndpoint } from './endpoint.ts';
import { instantText } from './fields.ts';
import { TOPUP_MESSAGES } from './topups.ts';

/**
 * A request's receipt, reached by its secret link (core/receipt-path.ts, decision 0029): what the holder of
 * the link may read and do. Every route answers the same 404 for a token that is malformed or unknown.
 */

/** The one answer for a token that opens no receipt, whatever was wrong with it. */
export const RECEIPT_NOT_FOUND = 'Receipt not found. Please check the link you were sent.';

export const RECEIPT_MESSAGES = {
  notFound: RECEIPT_NOT_FOUND,
  chooseReason: 'Please choose a reason for cancelling',
  notCard: 'Only a card top-up can be paid from its receipt',
} as const;

const statusText = z.enum(Object.values(TOPUP_STATUS_NAMES) as [string, ...string[]]);

/** Who made a change, as the receipt tells it: never a staff member's name. */
export const RECEIPT_ACTORS = ['you', 'staff', 'system', 'card provider'] as const;
export type ReceiptActor = (typeof RECEIPT_ACTORS)[number];

export const receiptAnswer = z.object({
  referenceNumber: z.string(),
  /** Pesos. */
  amount: z.number(),
  paymentMethod: z.object({ code: z.number(), name: z.string() }),
  status: z.number(),
  statusText,
  dateCreated: instantText(),
  datePosted: instantText().nullable(),
  /** When an unpaid request expires (its method's validity); null when it does not. */
  expiresAt: instantText().nullable(),
  /** Masked (core/names.ts) unless the reader is the wallet's owner logged in with a password. */
  recipientName: z.string(),
  history: z.array(
    z.object({ status: z.number(), statusText, at: instantText(), by: z.enum(RECEIPT_ACTORS) }),
  ),
  /** A Pending card request: Pay now opens its checkout again. */
  canPayNow: z.boolean(),
  /** Pending or On Hold: the holder of the link may cancel it. */
  canCancel: z.boolean(),
});
export type ReceiptAnswer = z.infer<typeof receiptAnswer>;

/**
 * The path's token as the router hands it: any text, so that a malformed one gets the same 404 as an
 * unknown one (a 400 would tell a guesser which is which).
 */
const receiptParams = z.object({ token: z.string() });

const hasNoNul = (text: string) => !text.includes('\u0000');

export const receiptCancelBody = z
  .object({
    reason: z.string({ error: RECEIPT_MESSAGES.chooseReason }),
    /** The customer's words, for 'Other' (ignored for the other reasons). */
    remarks: z.string().refine(hasNoNul, 'Remarks contains a character that is not allowed').nullish(),
  })
  .superRefine((body, issues) => {
    if (!(CANCEL_REASONS as readonly string[]).includes(body.reason)) {
      issues.addIssue({ code: 'custom', path: ['reason'], message: RECEIPT_MESSAGES.chooseReason });
      return;
    }
    if (body.reason !== OTHER_REASON) return;
    const words = (body.remarks ?? '').trim();
    if (!words) issues.addIssue({ code: 'custom', path: ['remarks'], message: OTHER_REASON_REQUIRED });
    else if (words.length > CANCEL_REMARKS_MAX_LENGTH)
      issues.addIssue({ code: 'custom', path: ['remarks'], message: TOPUP_MESSAGES.remarksTooLong });
  });
export type ReceiptCancelBody = z.input<typeof receiptCancelBody>;

export const payNowAnswer = z.object({ checkoutUrl: z.string() });

const tags = ['Customer portal'];

export const receiptEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/Receipts/:token',
    access: 'public',
    tags,
    summary: "A request's receipt, by the secret token of its receipt link",
    params: receiptParams,
    response: receiptAnswer,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/Receipts/:token/Cancel',
    access: 'public',
    maintenance: 'closed',
    tags,
    summary: 'Cancel the Pending or On Hold request of a receipt link, with one of the spec reasons',
    params: receiptParams,
    body: receiptCancelBody,
    response: receiptAnswer,
  }),
  payNow: defineEndpoint({
    method: 'POST',
    path: '/api/Receipts/:token/PayNow',
    access: 'public',
    maintenance: 'closed',
    tags,
    summary: "Open the same request's card checkout again (a Pending card request only)",
    params: receiptParams,
    response: payNowAnswer,
  }),
};
