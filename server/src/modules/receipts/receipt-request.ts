import { asc, eq, sql } from 'drizzle-orm';
import { RECEIPT_NOT_FOUND, type ReceiptActor, type ReceiptAnswer } from '../../../../core/api/receipts.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { maskName } from '../../../../core/names.ts';
import { PaymentMethodCode } from '../../../../core/payment-method-codes.ts';
import { isOwnerOfOthersRequest } from '../../../../core/request-sides.ts';
import {
  canCancelTopup,
  isTopupStatusCode,
  TOPUP_STATUS_NAMES,
  TopupStatus,
  type TopupStatusCode,
} from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { paymentMethods, topupRequests, topupStatusHistory } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { lookUpLimitingMisses, type RateLimit } from '../rate-limits/service.ts';

/** What the database draws for a receipt link (migration 0019): two UUIDs' hex digits, lower case. */
const RECEIPT_TOKEN = /^[0-9a-f]{64}$/;

/** The request a receipt link opens, as the receipts use cases need it. */
export interface ReceiptRequest {
  id: number;
  referenceNumber: string;
  amountCentavos: number;
  paymentMethodCode: number;
  paymentMethodName: string;
  status: TopupStatusCode;
  dateCreated: Date;
  datePosted: Date | null;
  expiresAt: Date | null;
  ewalletAccountName: string;
  ownerId: number;
  createdByCustomerId: number | null;
}

/** Who reads a receipt: only the wallet's owner, logged in with a password, reads its name whole. */
export interface ReceiptViewer {
  passwordCustomerId: number | null;
}

function status(code: number): TopupStatusCode {
  // The table's check constraint allows only the known codes.
  if (!isTopupStatusCode(code)) throw new RangeError(`Unknown top-up status ${code}`);
  return code;
}

/**
 * The request whose receipt token this is, for this viewer. A token that is not the database's shape is
 * never looked up, and answers the very same 404 as one that matches nothing, so a guesser cannot tell the
 * two apart. The receipt is the payer's side of a request (core/request-sides.ts): the wallet's owner,
 * logged in, gets the same 404 for a request someone else made, even holding its link, so that neither
 * the receipt, nor Pay now (the payer's checkout, with the payer's name, phone and e-mail), nor cancel is
 * hers; her side of it is her history.
 */
export async function findReceiptRequest(
  db: Database,
  token: string,
  viewer: ReceiptViewer,
): Promise<ReceiptRequest> {
  if (!RECEIPT_TOKEN.test(token)) throw notFound(RECEIPT_NOT_FOUND);
  const [row] = await db
    .select({
      id: topupRequests.id,
      referenceNumber: topupRequests.referenceNumber,
      amountCentavos: topupRequests.amount,
      paymentMethodCode: topupRequests.paymentMethodCode,
      paymentMethodName: paymentMethods.name,
      status: topupRequests.status,
      dateCreated: topupRequests.dateCreated,
      datePosted: topupRequests.datePosted,
      expiresAt: topupRequests.expiresAt,
      ewalletAccountName: topupRequests.ewalletAccountName,
      ownerId: topupRequests.ewalletCustomerId,
      createdByCustomerId: topupRequests.createdByCustomerId,
    })
    .from(topupRequests)
    .innerJoin(paymentMethods, eq(paymentMethods.code, topupRequests.paymentMethodCode))
    .where(eq(topupRequests.receiptToken, token));
  if (!row) throw notFound(RECEIPT_NOT_FOUND);
  const parties = { ewalletCustomerId: row.ownerId, createdByCustomerId: row.createdByCustomerId };
  if (isOwnerOfOthersRequest(parties, viewer.passwordCustomerId)) throw notFound(RECEIPT_NOT_FOUND);
  return { ...row, status: status(row.status) };
}

/** One change of a request's status, as the receipt's history tells it. */
export interface ReceiptHistoryEntry {
  status: number;
  at: Date;
  actorKind: keyof typeof ACTORS;
}

/** The request's columns as JSON: instants as to_json writes a timestamptz (ISO 8601 with its offset). */
interface ReceiptRequestJson extends Omit<ReceiptRequest, 'dateCreated' | 'datePosted' | 'expiresAt'> {
  dateCreated: string;
  datePosted: string | null;
  expiresAt: string | null;
  history: (Omit<ReceiptHistoryEntry, 'at'> & { at: string })[];
}

/**
 * findReceiptRequest for the receipt's read (GET), with its status history and its misses limited per
 * `misses.key`, all in one statement (rate-limits lookUpLimitingMisses, decision 0036): opening a receipt
 * writes nothing, and only a link that opens nothing for this viewer counts. The owner's refusal of someone
 * else's request is part of the look-up, so it counts as a miss like an unknown link: the two stay
 * indistinguishable. The history rides in the look-up's row (decision 0039): one round trip, not two.
 */
export async function readReceiptRequest(
  db: Database,
  token: string,
  viewer: ReceiptViewer,
  misses: { key: string; limit: RateLimit },
): Promise<{ request: ReceiptRequest; history: ReceiptHistoryEntry[] }> {
  const viewerId = viewer.passwordCustomerId;
  // A token that is not the database's shape is never looked up, yet counted as a miss all the same.
  const matches = RECEIPT_TOKEN.test(token) ? sql`t.receipt_token = ${token}` : sql`false`;
  const notOthersForOwner =
    viewerId === null
      ? sql`true`
      : sql`not (t.ewallet_customer_id = ${viewerId}::int
          and t.created_by_customer_id is distinct from ${viewerId}::int)`;
  const found = await lookUpLimitingMisses<ReceiptRequestJson>(
    db,
    misses.key,
    misses.limit,
    sql`select t.id, t.reference_number as "referenceNumber", t.amount as "amountCentavos",
        t.payment_method_code as "paymentMethodCode", pm.name as "paymentMethodName", t.status,
        t.date_created as "dateCreated", t.date_posted as "datePosted",
        t.expires_at as "expiresAt", t.ewallet_account_name as "ewalletAccountName",
        t.ewallet_customer_id as "ownerId", t.created_by_customer_id as "createdByCustomerId",
        (select coalesce(json_agg(json_build_object('status', h.to_status, 'at', h.created_at,
            'actorKind', h.actor_kind) order by h.created_at, h.id), '[]'::json)
          from topup_status_history h where h.topup_request_id = t.id) as history
      from topup_requests t
      join payment_methods pm on pm.code = t.payment_method_code
      where ${matches} and ${notOthersForOwner}`,
  );
  if (!found) throw notFound(RECEIPT_NOT_FOUND);
  const parties = { ewalletCustomerId: found.ownerId, createdByCustomerId: found.createdByCustomerId };
  // The look-up's own condition; checked again here by the rule it stands for.
  if (isOwnerOfOthersRequest(parties, viewerId)) throw notFound(RECEIPT_NOT_FOUND);
  const { history, ...columns } = found;
  return {
    request: {
      ...columns,
      amountCentavos: Number(columns.amountCentavos),
      status: status(columns.status),
      dateCreated: new Date(columns.dateCreated),
      datePosted: columns.datePosted === null ? null : new Date(columns.datePosted),
      expiresAt: columns.expiresAt === null ? null : new Date(columns.expiresAt),
    },
    history: history.map((entry) => ({ ...entry, at: new Date(entry.at) })),
  };
}

/** The history's actors as the receipt names them: a staff member is "staff", never their name. */
const ACTORS: Record<'customer' | 'backoffice' | 'system' | 'provider', ReceiptActor> = {
  customer: 'you',
  backoffice: 'staff',
  system: 'system',
  provider: 'card provider',
};

/** The receipt of a request, as its link's holder (`viewer`) may read it, its history read on its own. */
export async function buildReceipt(
  db: Database,
  request: ReceiptRequest,
  viewer: ReceiptViewer,
): Promise<ReceiptAnswer> {
  const history = await db
    .select({
      status: topupStatusHistory.toStatus,
      at: topupStatusHistory.createdAt,
      actorKind: topupStatusHistory.actorKind,
    })
    .from(topupStatusHistory)
    .where(eq(topupStatusHistory.topupRequestId, request.id))
    .orderBy(asc(topupStatusHistory.createdAt), asc(topupStatusHistory.id));
  return receiptOf(request, history, viewer);
}

/** The receipt of a request and its status history (oldest first), as `viewer` may read it. */
export function receiptOf(
  request: ReceiptRequest,
  history: readonly ReceiptHistoryEntry[],
  viewer: ReceiptViewer,
): ReceiptAnswer {
  const isOwner = viewer.passwordCustomerId !== null && viewer.passwordCustomerId === request.ownerId;
  return {
    referenceNumber: request.referenceNumber,
    amount: centavosToPesos(request.amountCentavos),
    paymentMethod: { code: request.paymentMethodCode, name: request.paymentMethodName },
    status: request.status,
    statusText: TOPUP_STATUS_NAMES[request.status],
    dateCreated: request.dateCreated.toISOString(),
    datePosted: request.datePosted?.toISOString() ?? null,
    // Only an unpaid request can still expire; a posted or ended one keeps no "pay by".
    expiresAt: request.status === TopupStatus.Pending ? (request.expiresAt?.toISOString() ?? null) : null,
    recipientName: isOwner ? request.ewalletAccountName : maskName(request.ewalletAccountName),
    history: history.map((entry) => {
      const code = status(entry.status);
      return {
        status: code,
        statusText: TOPUP_STATUS_NAMES[code],
        at: entry.at.toISOString(),
        by: ACTORS[entry.actorKind],
      };
    }),
    canPayNow: isPayableByCard(request),
    canCancel: canCancelTopup(request.status),
  };
}

export function isPayableByCard(request: Pick<ReceiptRequest, 'paymentMethodCode' | 'status'>): boolean {
  return request.paymentMethodCode === PaymentMethodCode.Card && request.status === TopupStatus.Pending;
}
