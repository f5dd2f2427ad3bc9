import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  DIFFERENCE_KIND_TEXT,
  RECONCILIATION_DIFFERENCE_LIMIT,
  type DifferenceKind,
  type MethodLine,
  type ReconciliationDifference,
  type ReconciliationQuery,
  type ReconciliationReport,
} from '../../../../core/api/reconciliation.ts';
import { DAY_RANGE_MESSAGES } from '../../../../core/api/manila-day-range.ts';
import { manilaDayEnd, manilaDayStart, parseManilaDate } from '../../../../core/manila-date.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { isTopupStatusCode, TOPUP_STATUS_NAMES } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { cardPaymentStates, paymentMethods, postings, topupRequests } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { CARD_CURRENCY, CARD_PAYMENT_METHOD_CODE, PAYMENT_STATUS } from '../payments/gateway.ts';

/**
 * The reconciliation report: the requests created in a range of Manila days, per payment method, with what
 * the card provider last said about each card payment (card_payment_states, written on every read of the
 * gateway) set against what the ledger credited for it (postings, one per request at most). Two statements
 * in one read-only snapshot, so that the totals and the list of differences describe the same moment.
 */

/** The request's posting: the ledger's credit for it, if any (one per cause, postings_cause_key). */
const postingOfRequest = and(eq(postings.causeType, 'topup'), eq(postings.causeId, topupRequests.id));
/** The provider's last answer, for card requests only: other methods are confirmed by the shop's staff. */
const providerAnswerOfCardRequest = and(
  eq(cardPaymentStates.referenceNumber, topupRequests.referenceNumber),
  eq(topupRequests.paymentMethodCode, CARD_PAYMENT_METHOD_CODE),
);

const isPaid = sql`${cardPaymentStates.providerStatus} = ${PAYMENT_STATUS.success}`;
const isInPesos = sql`upper(${cardPaymentStates.currency}) = ${CARD_CURRENCY}`;
/** What the provider says was paid in PHP; a payment in another currency or of an unreadable amount is 0. */
const paidInPesos = sql`case when ${isPaid} and ${isInPesos} then coalesce(${cardPaymentStates.amountCentavos}, 0) else 0 end`;
/**
 * A card request whose provider answer and credit disagree: paid and not credited, paid and credited
 * another amount (or in another currency), or credited while the provider shows no payment.
 */
const disagrees = sql`(${cardPaymentStates.referenceNumber} is not null and case when ${isPaid}
  then ${postings.id} is null or not ${isInPesos}
    or ${cardPaymentStates.amountCentavos} is distinct from ${postings.amount}
  else ${postings.id} is not null end)`;
const isUnreadCard = sql`(${topupRequests.paymentMethodCode} = ${CARD_PAYMENT_METHOD_CODE}
  and ${cardPaymentStates.referenceNumber} is null)`;

const total = (value: SQL | typeof topupRequests.amount) =>
  sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);
const totalWhere = (value: SQL | typeof topupRequests.amount, condition: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)::bigint`.mapWith(Number);
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

function createdWithin(range: ReconciliationQuery): SQL {
  const from = parseManilaDate(range.dateFrom);
  const to = parseManilaDate(range.dateTo);
  if (!from || !to) throw invalid(DAY_RANGE_MESSAGES.dateInvalid);
  return sql`(${gte(topupRequests.dateCreated, manilaDayStart(from))} and ${lt(topupRequests.dateCreated, manilaDayEnd(to))})`;
}

export async function getReconciliationReport(
  db: Database,
  range: ReconciliationQuery,
): Promise<ReconciliationReport> {
  const inRange = createdWithin(range);
  const { lines, rows } = await db.transaction(
    async (tx) => {
      // Every method, from payment_methods, so a method without requests in the range shows zeros.
      const lines = await tx
        .select({
          code: paymentMethods.code,
          name: paymentMethods.name,
          requests: sql<number>`count(${topupRequests.id})`.mapWith(Number),
          amountRequested: total(topupRequests.amount),
          providerPaid: total(paidInPesos),
          ledgerCredited: total(sql`${postings.amount}`),
          notReadRequests: countWhere(isUnreadCard),
          notReadAmount: totalWhere(topupRequests.amount, isUnreadCard),
          notReadCredited: totalWhere(sql`${postings.amount}`, isUnreadCard),
          differenceCount: countWhere(disagrees),
        })
        .from(paymentMethods)
        .leftJoin(topupRequests, and(eq(topupRequests.paymentMethodCode, paymentMethods.code), inRange))
        .leftJoin(cardPaymentStates, providerAnswerOfCardRequest)
        .leftJoin(postings, postingOfRequest)
        .groupBy(paymentMethods.code, paymentMethods.name)
        .orderBy(asc(paymentMethods.code));
      const rows = await tx
        .select({
          id: topupRequests.id,
          referenceNumber: topupRequests.referenceNumber,
          paymentMethodCode: topupRequests.paymentMethodCode,
          paymentMethodName: paymentMethods.name,
          status: topupRequests.status,
          amount: topupRequests.amount,
          dateCreated: topupRequests.dateCreated,
          providerStatus: cardPaymentStates.providerStatus,
          providerAmount: cardPaymentStates.amountCentavos,
          providerCurrency: cardPaymentStates.currency,
          providerReadAt: cardPaymentStates.readAt,
          credited: postings.amount,
        })
        .from(topupRequests)
        .innerJoin(paymentMethods, eq(paymentMethods.code, topupRequests.paymentMethodCode))
        .innerJoin(cardPaymentStates, providerAnswerOfCardRequest)
        .leftJoin(postings, postingOfRequest)
        .where(and(inRange, disagrees))
        .orderBy(asc(topupRequests.dateCreated), asc(topupRequests.id))
        .limit(RECONCILIATION_DIFFERENCE_LIMIT);
      return { lines, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const byMethod = lines.map(toMethodLine);
  const withProvider = lines.filter((line) => line.code === CARD_PAYMENT_METHOD_CODE);
  const sum = (items: typeof lines, pick: (line: (typeof lines)[number]) => number) =>
    items.reduce((sumSoFar, line) => sumSoFar + pick(line), 0);
  const providerPaid = sum(withProvider, (line) => line.providerPaid);
  // Only what the provider was asked about is compared: credits of requests it has not answered for are
  // named apart (cardNotRead), not counted as a difference that the list of differences could never show.
  const providerLedgerCredited = sum(withProvider, (line) => line.ledgerCredited - line.notReadCredited);
  return {
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    byMethod,
    totals: {
      requests: sum(lines, (line) => line.requests),
      amountRequested: centavosToPesos(sum(lines, (line) => line.amountRequested)),
      providerPaid: centavosToPesos(providerPaid),
      ledgerCredited: centavosToPesos(sum(lines, (line) => line.ledgerCredited)),
      difference: centavosToPesos(providerPaid - providerLedgerCredited),
    },
    cardNotRead: {
      requests: sum(withProvider, (line) => line.notReadRequests),
      amountRequested: centavosToPesos(sum(withProvider, (line) => line.notReadAmount)),
      ledgerCredited: centavosToPesos(sum(withProvider, (line) => line.notReadCredited)),
    },
    differences: rows.map(toDifference),
    differenceCount: sum(lines, (line) => line.differenceCount),
  };
}

function toMethodLine(line: {
  code: number;
  name: string;
  requests: number;
  amountRequested: number;
  providerPaid: number;
  ledgerCredited: number;
  notReadCredited: number;
}): MethodLine {
  const hasProvider = line.code === CARD_PAYMENT_METHOD_CODE;
  return {
    paymentMethodCode: line.code,
    paymentMethodName: line.name,
    requests: line.requests,
    amountRequested: centavosToPesos(line.amountRequested),
    providerPaid: hasProvider ? centavosToPesos(line.providerPaid) : null,
    ledgerCredited: centavosToPesos(line.ledgerCredited),
    // What the provider says was paid less what was credited for the requests it answered for: zero exactly
    // when the differences list is empty, unless two differences happen to cancel out.
    difference: hasProvider
      ? centavosToPesos(line.providerPaid - (line.ledgerCredited - line.notReadCredited))
      : null,
  };
}

function differenceKind(providerStatus: string, credited: number | null): DifferenceKind {
  if (providerStatus !== PAYMENT_STATUS.success) return 'credited_without_payment';
  return credited === null ? 'paid_not_credited' : 'amount_differs';
}

function toDifference(row: {
  id: number;
  referenceNumber: string;
  paymentMethodCode: number;
  paymentMethodName: string;
  status: number;
  amount: number;
  dateCreated: Date;
  providerStatus: string;
  providerAmount: number | null;
  providerCurrency: string;
  providerReadAt: Date;
  credited: number | null;
}): ReconciliationDifference {
  const kind = differenceKind(row.providerStatus, row.credited);
  return {
    referenceNumber: row.referenceNumber,
    topupRequestId: row.id,
    paymentMethodCode: row.paymentMethodCode,
    paymentMethodName: row.paymentMethodName,
    status: row.status,
    statusText: isTopupStatusCode(row.status) ? TOPUP_STATUS_NAMES[row.status] : `Status ${row.status}`,
    dateCreated: row.dateCreated.toISOString(),
    amountRequested: centavosToPesos(row.amount),
    providerStatus: row.providerStatus,
    providerAmount: row.providerAmount === null ? null : centavosToPesos(row.providerAmount),
    providerCurrency: row.providerCurrency,
    providerReadAt: row.providerReadAt.toISOString(),
    ledgerCredited: centavosToPesos(row.credited ?? 0),
    kind,
    kindText: DIFFERENCE_KIND_TEXT[kind],
  };
}
