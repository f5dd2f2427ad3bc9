import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  BACKOFFICE_TOPUP_MESSAGES,
  REPORT_ROW_LIMIT,
  type ReportRangeQuery,
  type SummaryReportRow,
} from '../../../../core/api/backoffice-topups.ts';
import { manilaDayEnd, manilaDayStart, parseManilaDate } from '../../../../core/manila-date.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { selectListedTopups, toListedTopup } from '../topups/service.ts';
import { totalsByDay } from '../topup-counts/service.ts';
import { dailyCountsFilterOf, topupListConditions } from './list-conditions.ts';

/** The reports' WHERE: created in [dateFrom, dateTo] (Manila days) and, when given, in one of the statuses. */
function rangeConditions(db: Database, range: ReportRangeQuery) {
  return topupListConditions(db, {
    statuses: range.statuses,
    paymentMethodCodes: [],
    searchBy: 0,
    searchName: '',
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
  });
}

/** The detailed report: every request of the range, oldest first. */
export async function getTopupsByDateRange(db: Database, range: ReportRangeQuery): Promise<ListedTopup[]> {
  const rows = await selectListedTopups(db)
    .where(and(...rangeConditions(db, range)))
    .orderBy(asc(topupRequests.dateCreated), asc(topupRequests.id))
    .limit(REPORT_ROW_LIMIT + 1);
  if (rows.length > REPORT_ROW_LIMIT) throw invalid(BACKOFFICE_TOPUP_MESSAGES.tooManyRows);
  return rows.map(toListedTopup);
}

/**
 * The summary report: one row per Manila day with requests. It counts what the detailed report lists for the
 * same range and statuses, summed from the daily counts (migration 0009) instead of the requests.
 */
export async function getTopupSummaryReport(
  db: Database,
  range: ReportRangeQuery,
): Promise<SummaryReportRow[]> {
  const rows = await totalsByDay(
    db,
    dailyCountsFilterOf({
      statuses: range.statuses,
      paymentMethodCodes: [],
      dateFrom: range.dateFrom,
      dateTo: range.dateTo,
    }),
  );
  return rows.map((row) => ({
    date: row.day,
    transactionCount: row.requestCount,
    totalAmount: centavosToPesos(row.amountTotal),
  }));
}

/** RetrieveV2, the dashboard drill-down of the contract: one Manila day, one method, one status. */
export async function getTopupsOfDay(
  db: Database,
  input: { status: number; paymentMethodCode: number; date: string },
): Promise<ListedTopup[]> {
  const day = parseManilaDate(input.date);
  if (!day) throw invalid(BACKOFFICE_TOPUP_MESSAGES.invalidDate);
  const rows = await selectListedTopups(db)
    .where(
      and(
        eq(topupRequests.status, input.status),
        eq(topupRequests.paymentMethodCode, input.paymentMethodCode),
        gte(topupRequests.dateCreated, manilaDayStart(day)),
        lt(topupRequests.dateCreated, manilaDayEnd(day)),
      ),
    )
    .orderBy(asc(topupRequests.dateCreated), asc(topupRequests.id))
    .limit(REPORT_ROW_LIMIT + 1);
  if (rows.length > REPORT_ROW_LIMIT) throw invalid(BACKOFFICE_TOPUP_MESSAGES.tooManyRows);
  return rows.map(toListedTopup);
}
