import { asc } from 'drizzle-orm';
import type { DailyTotalsAnswer, StatisticsAnswer } from '../../../../core/api/backoffice-topups.ts';
import { formatCalendarDay, lastDayOfMonth, parseMonthStart } from '../../../../core/manila-date.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { TOPUP_STATUS_NAMES } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { BACKOFFICE_TOPUP_MESSAGES } from '../../../../core/api/backoffice-topups.ts';
import { countsByMethodAndStatus, totalsByDayAndMethod } from '../topup-counts/service.ts';

const STATUS_CODES = Object.keys(TOPUP_STATUS_NAMES).map(Number);

/** The Manila days of the month of DateFrom, first and last, as the daily counts' filter. */
function monthOf(dateFrom: string): { fromDay: string; toDay: string } {
  const month = parseMonthStart(dateFrom);
  if (!month) throw invalid(BACKOFFICE_TOPUP_MESSAGES.invalidMonth);
  return {
    fromDay: formatCalendarDay(month),
    toDay: formatCalendarDay(lastDayOfMonth(month.year, month.month)),
  };
}

/**
 * Requests created in the month of DateFrom, counted per payment method and status: every method that is
 * not hidden or has requests, each with all six statuses (zero when none). Summed from the month's rows of
 * the daily counts (migration 0009), kept exact by the same transactions that write the requests.
 */
export async function getTopupStatistics(db: Database, dateFrom: string): Promise<StatisticsAnswer> {
  const counts = await countsByMethodAndStatus(db, monthOf(dateFrom));
  const methods = await db
    .select({ code: paymentMethods.code, name: paymentMethods.name, status: paymentMethods.status })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.code));
  return methods
    .filter((method) => method.status !== 0 || counts.some((row) => row.paymentMethodCode === method.code))
    .map((method) => ({
      paymentMethodCode: method.code,
      paymentMethodName: method.name,
      details: STATUS_CODES.map((status) => ({
        status,
        transactionCount:
          counts.find((row) => row.paymentMethodCode === method.code && row.status === status)
            ?.requestCount ?? 0,
      })),
    }));
}

/** The dashboard chart: requests created per Manila day and method in the month, with their amounts (daily counts). */
export async function getDailyTotals(db: Database, dateFrom: string): Promise<DailyTotalsAnswer> {
  const rows = await totalsByDayAndMethod(db, monthOf(dateFrom));
  return rows.map((row) => ({
    date: row.day,
    paymentMethodCode: row.paymentMethodCode,
    transactionCount: row.requestCount,
    totalAmount: centavosToPesos(row.amountTotal),
  }));
}
