import { and, asc, count, sql } from 'drizzle-orm';
import type { TotalsByStatusQuery, TotalsByStatusRow } from '../../../../core/api/backoffice-topups.ts';
import { TOPUP_STATUS_NAMES, isTopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { totalsByStatus } from '../topup-counts/service.ts';
import { dailyCountsFilterOf, hasSearchText, topupListConditions } from './list-conditions.ts';

/**
 * Count and centavos per status of the requests a filter matches, in status order: the reports' and the
 * list's totals, so that Done money is never added to Cancelled money. Without search text they are summed
 * from the daily counts (migration 0009); a search groups the matching requests through its index.
 */
export async function getTotalsByStatus(
  db: Database,
  filter: TotalsByStatusQuery,
): Promise<TotalsByStatusRow[]> {
  const rows = hasSearchText(filter)
    ? await totalsOfSearch(db, filter)
    : await totalsByStatus(db, dailyCountsFilterOf(filter));
  return rows.map((row) => ({
    status: row.status,
    statusText: isTopupStatusCode(row.status) ? TOPUP_STATUS_NAMES[row.status] : String(row.status),
    transactionCount: row.requestCount,
    totalCentavos: row.amountTotal,
  }));
}

async function totalsOfSearch(db: Database, filter: TotalsByStatusQuery) {
  const rows = await db
    .select({
      status: topupRequests.status,
      requestCount: count(),
      amountTotal: sql<string>`coalesce(sum(${topupRequests.amount}), 0)::bigint`,
    })
    .from(topupRequests)
    .where(and(...topupListConditions(db, filter)))
    .groupBy(topupRequests.status)
    .orderBy(asc(topupRequests.status));
  return rows.map((row) => ({ ...row, amountTotal: Number(row.amountTotal) }));
}
