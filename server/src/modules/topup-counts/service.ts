import { and, asc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { topupDailyCounts } from '../../db/schema.ts';

/**
 * Reads of topup_daily_counts (migration 0009): requests and centavos per Manila day, method and status,
 * kept by triggers in the transaction of every change to topup_requests. Answers that only filter by
 * status, method and whole Manila days read a few thousand counter rows here instead of scanning requests;
 * a search (reference, mobile, amount) still needs the requests themselves.
 * Days are Manila days as YYYY-MM-DD, both ends included.
 */

export interface DailyCountsFilter {
  /** Empty: every status. */
  statuses?: readonly number[];
  /** Empty: every method. */
  paymentMethodCodes?: readonly number[];
  fromDay?: string | null;
  toDay?: string | null;
}

const requestCount = sql<string>`sum(${topupDailyCounts.requestCount})::bigint`;
const amountTotal = sql<string>`sum(${topupDailyCounts.amountTotal})::bigint`;
// Keys whose slots net to nothing (every request moved away) are no answer rows.
const hasRequests = sql`sum(${topupDailyCounts.requestCount}) <> 0`;

/** The WHERE of a read of the daily counts for this filter. */
export function dailyCountsConditions(filter: DailyCountsFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.statuses?.length) where.push(inArray(topupDailyCounts.status, [...filter.statuses]));
  if (filter.paymentMethodCodes?.length) {
    where.push(inArray(topupDailyCounts.paymentMethodCode, [...filter.paymentMethodCodes]));
  }
  if (filter.fromDay) where.push(gte(topupDailyCounts.day, filter.fromDay));
  if (filter.toDay) where.push(lte(topupDailyCounts.day, filter.toDay));
  return and(...where);
}

/** How many requests the filter matches. */
export async function countRequests(db: Database, filter: DailyCountsFilter): Promise<number> {
  const [row] = await countRequestsRead(db, filter);
  return Number(row?.total ?? 0);
}

/** The statement of countRequests (not run yet): one row, `total` (null when no counter row matches). */
export function countRequestsRead(db: Database, filter: DailyCountsFilter) {
  return db
    .select({ total: sql<number | null>`sum(${topupDailyCounts.requestCount})::bigint`.as('total') })
    .from(topupDailyCounts)
    .where(dailyCountsConditions(filter));
}

/** Requests per method and status (the dashboard's month). */
export async function countsByMethodAndStatus(db: Database, filter: DailyCountsFilter) {
  const rows = await countsByMethodAndStatusRead(db, filter);
  return rows.map((row) => ({ ...row, requestCount: Number(row.requestCount) }));
}

/**
 * The statement of countsByMethodAndStatus (not run yet). Its columns are named as a JSON read names them
 * (payment_method_code, status, request_count), for the session read (decision 0037).
 */
export function countsByMethodAndStatusRead(db: Database, filter: DailyCountsFilter) {
  return db
    .select({
      paymentMethodCode: topupDailyCounts.paymentMethodCode,
      status: topupDailyCounts.status,
      requestCount: sql<string>`sum(${topupDailyCounts.requestCount})::bigint`.as('request_count'),
    })
    .from(topupDailyCounts)
    .where(dailyCountsConditions(filter))
    .groupBy(topupDailyCounts.paymentMethodCode, topupDailyCounts.status)
    .having(hasRequests)
    .orderBy(asc(topupDailyCounts.paymentMethodCode), asc(topupDailyCounts.status));
}

/** Requests and centavos per day and method (the dashboard's chart). */
export async function totalsByDayAndMethod(db: Database, filter: DailyCountsFilter) {
  const rows = await db
    .select({
      day: topupDailyCounts.day,
      paymentMethodCode: topupDailyCounts.paymentMethodCode,
      requestCount,
      amountTotal,
    })
    .from(topupDailyCounts)
    .where(dailyCountsConditions(filter))
    .groupBy(topupDailyCounts.day, topupDailyCounts.paymentMethodCode)
    .having(hasRequests)
    .orderBy(asc(topupDailyCounts.day), asc(topupDailyCounts.paymentMethodCode));
  return rows.map((row) => ({
    ...row,
    requestCount: Number(row.requestCount),
    amountTotal: Number(row.amountTotal),
  }));
}

/** Requests and centavos per day (the summary report). */
export async function totalsByDay(db: Database, filter: DailyCountsFilter) {
  const rows = await db
    .select({ day: topupDailyCounts.day, requestCount, amountTotal })
    .from(topupDailyCounts)
    .where(dailyCountsConditions(filter))
    .groupBy(topupDailyCounts.day)
    .having(hasRequests)
    .orderBy(asc(topupDailyCounts.day));
  return rows.map((row) => ({
    ...row,
    requestCount: Number(row.requestCount),
    amountTotal: Number(row.amountTotal),
  }));
}

/** Requests and centavos per status (the reports' and the list's totals by status). */
export async function totalsByStatus(db: Database, filter: DailyCountsFilter) {
  const rows = await db
    .select({ status: topupDailyCounts.status, requestCount, amountTotal })
    .from(topupDailyCounts)
    .where(dailyCountsConditions(filter))
    .groupBy(topupDailyCounts.status)
    .having(hasRequests)
    .orderBy(asc(topupDailyCounts.status));
  return rows.map((row) => ({
    status: row.status,
    requestCount: Number(row.requestCount),
    amountTotal: Number(row.amountTotal),
  }));
}
