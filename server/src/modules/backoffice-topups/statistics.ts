import { asc } from 'drizzle-orm';
import type { DailyTotalsAnswer, StatisticsAnswer } from '../../../../core/api/backoffice-topups.ts';
import { formatCalendarDay, lastDayOfMonth, parseMonthStart } from '../../../../core/manila-date.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { TOPUP_STATUS_NAMES } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { BACKOFFICE_TOPUP_MESSAGES } from '../../../../core/api/backoffice-topups.ts';
import { countsByMethodAndStatusRead, totalsByDayAndMethod } from '../topup-counts/service.ts';
import { runJsonRead, type JsonRead, type JsonRows } from '../../db/json-reads.ts';

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
  return runJsonRead(db, topupStatisticsRead(db, dateFrom));
}

/** getTopupStatistics as a read not run yet: the counts and the methods in one statement (decision 0037). */
export function topupStatisticsRead(
  db: Database,
  dateFrom: string,
): JsonRead<'counts' | 'methods', StatisticsAnswer> {
  const methods = db
    .select({ code: paymentMethods.code, name: paymentMethods.name, status: paymentMethods.status })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.code));
  return {
    reads: { counts: countsByMethodAndStatusRead(db, monthOf(dateFrom)), methods },
    answer: (rows) => statisticsOf(rows.counts.map(countOfJson), rows.methods.map(methodOfJson)),
  };
}

interface MethodCount {
  paymentMethodCode: number;
  status: number;
  requestCount: number;
}

interface Method {
  code: number;
  name: string;
  status: number;
}

const countOfJson = (row: JsonRows[number]): MethodCount => ({
  paymentMethodCode: row.payment_method_code as number,
  status: row.status as number,
  requestCount: Number(row.request_count),
});

const methodOfJson = (row: JsonRows[number]): Method => ({
  code: row.code as number,
  name: row.name as string,
  status: row.status as number,
});

function statisticsOf(counts: MethodCount[], methods: Method[]): StatisticsAnswer {
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
