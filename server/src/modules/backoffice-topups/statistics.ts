import { and, asc, count, gte, lt, sql } from 'drizzle-orm';
import type { DailyTotalsAnswer, StatisticsAnswer } from '../../../../core/api/backoffice-topups.ts';
import { manilaMonthRange, parseMonthStart } from '../../../../core/manila-date.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { TOPUP_STATUS_NAMES } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { paymentMethods, topupRequests } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { BACKOFFICE_TOPUP_MESSAGES } from '../../../../core/api/backoffice-topups.ts';

const STATUS_CODES = Object.keys(TOPUP_STATUS_NAMES).map(Number);

/** The Manila day of date_created as YYYY-MM-DD; Manila is UTC+8 all year. */
export const manilaDayOfCreation = sql<string>`to_char((${topupRequests.dateCreated} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

function monthOf(dateFrom: string): { start: Date; end: Date } {
  const month = parseMonthStart(dateFrom);
  if (!month) throw invalid(BACKOFFICE_TOPUP_MESSAGES.invalidMonth);
  return manilaMonthRange(month.year, month.month);
}

/**
 * Requests created in the month of DateFrom, counted per payment method and status: every method that is
 * not hidden or has requests, each with all six statuses (zero when none). One grouped scan of the month's
 * slice of the (date_created, id) index, which carries method and status.
 */
export async function getTopupStatistics(db: Database, dateFrom: string): Promise<StatisticsAnswer> {
  const { start, end } = monthOf(dateFrom);
  const counts = await db
    .select({
      code: topupRequests.paymentMethodCode,
      status: topupRequests.status,
      transactionCount: count(),
    })
    .from(topupRequests)
    .where(and(gte(topupRequests.dateCreated, start), lt(topupRequests.dateCreated, end)))
    .groupBy(topupRequests.paymentMethodCode, topupRequests.status);
  const methods = await db
    .select({ code: paymentMethods.code, name: paymentMethods.name, status: paymentMethods.status })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.code));
  return methods
    .filter((method) => method.status !== 0 || counts.some((row) => row.code === method.code))
    .map((method) => ({
      paymentMethodCode: method.code,
      paymentMethodName: method.name,
      details: STATUS_CODES.map((status) => ({
        status,
        transactionCount:
          counts.find((row) => row.code === method.code && row.status === status)?.transactionCount ?? 0,
      })),
    }));
}

/** The dashboard chart: requests created per Manila day and method in the month, with their amounts. */
export async function getDailyTotals(db: Database, dateFrom: string): Promise<DailyTotalsAnswer> {
  const { start, end } = monthOf(dateFrom);
  const rows = await db
    .select({
      date: manilaDayOfCreation,
      paymentMethodCode: topupRequests.paymentMethodCode,
      transactionCount: count(),
      totalCentavos: sql<string>`sum(${topupRequests.amount})::bigint`,
    })
    .from(topupRequests)
    .where(and(gte(topupRequests.dateCreated, start), lt(topupRequests.dateCreated, end)))
    .groupBy(manilaDayOfCreation, topupRequests.paymentMethodCode)
    .orderBy(manilaDayOfCreation, topupRequests.paymentMethodCode);
  return rows.map((row) => ({
    date: row.date,
    paymentMethodCode: row.paymentMethodCode,
    transactionCount: row.transactionCount,
    totalAmount: centavosToPesos(Number(row.totalCentavos)),
  }));
}
