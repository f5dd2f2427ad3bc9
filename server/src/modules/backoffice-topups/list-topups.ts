import { and, asc, count, desc, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { REPORT_ROW_LIMIT, BACKOFFICE_TOPUP_MESSAGES } from '../../../../core/api/backoffice-topups.ts';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { databaseKindOf, type Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { selectListedTopups, toListedTopup } from '../topups/service.ts';
import type { ListedTopupRow } from '../topups/listed-topup.ts';
import {
  jsonTextOf,
  JsonTextSelect,
  runJsonRead,
  type JsonRead,
  type PrebuiltJson,
} from '../../db/json-reads.ts';
import { listedTopupJsonText, listedTopupRowOfJson } from './listed-json.ts';
import { countRequestsRead, dailyCountsConditions } from '../topup-counts/service.ts';
import {
  dailyCountsFilterOf,
  hasSearchText,
  topupListConditions,
  type TopupFilter,
} from './list-conditions.ts';

export interface TopupPageQuery extends TopupFilter {
  /** 0 = every row (the all-time report), up to REPORT_ROW_LIMIT. */
  pageSize: number;
  pageNumber: number;
  sortMode: 'Asc' | 'Desc';
  afterId?: number | undefined;
  beforeId?: number | undefined;
}

/**
 * The number of requests the filters match (the list's "of n items"). Statuses, methods and days alone are
 * summed from the daily counts (a few thousand rows at most, where the requests are a million); a search
 * counts the matching requests through its index.
 */
export async function countTopups(db: Database, filter: TopupFilter): Promise<number> {
  return runJsonRead(db, countTopupsRead(db, filter));
}

/** countTopups as a read not run yet (decision 0037). */
export function countTopupsRead(db: Database, filter: TopupFilter): JsonRead<'total', number> {
  const total = hasSearchText(filter)
    ? db
        .select({ total: count().as('total') })
        .from(topupRequests)
        .where(and(...topupListConditions(db, filter)))
    : countRequestsRead(db, dailyCountsFilterOf(filter));
  return { reads: { total }, answer: (rows) => Number(rows.total[0]?.total ?? 0) };
}

/**
 * One page of requests in date order. With afterId or beforeId (the edge row of the neighbouring page) the
 * page starts after that row's (date_created, id): a keyset seek on the (date_created, id) index that costs
 * the same on page 100,000 as on page 1. Without them, page N is an OFFSET over the index (a deferred join);
 * past DAY_SKIP_FROM_OFFSET rows, whole days are skipped by their daily counts first (pageIdsSkippingDays).
 */
export async function retrieveTopups(
  db: Database,
  query: TopupPageQuery,
  options: { skipDays?: boolean } = {},
): Promise<ListedTopup[]> {
  return runJsonRead(db, topupPageRead(db, query, options));
}

/** retrieveTopups as a read not run yet: one statement, alone or with the caller's session (decision 0037). */
export function topupPageRead(
  db: Database,
  query: TopupPageQuery,
  options: { skipDays?: boolean } = {},
): JsonRead<'rows', ListedTopup[]> {
  const page = topupPageStatement(db, query, options);
  return {
    reads: { rows: page.rows },
    answer: (rows) => page.finish(rows.rows.map(listedTopupRowOfJson)),
  };
}

/**
 * topupPageRead for the list's route: the same page, its answer's JSON built by the database and sent as
 * it is (decision 0039; list-json.test.ts holds it equal to topupPageRead's on both databases). The
 * all-time report (pageSize 0) keeps topupPageRead: its row limit is checked on the rows.
 */
export function topupPageJsonRead(
  db: Database,
  query: TopupPageQuery,
): JsonRead<'rows', ListedTopup[] | PrebuiltJson> {
  if (query.pageSize === 0) return topupPageRead(db, query);
  const page = topupPageStatement(db, query);
  const pageJson = listedTopupJsonText(page.rows, query.sortMode === 'Asc' ? 'asc' : 'desc');
  return { reads: { rows: new JsonTextSelect(pageJson) }, answer: (rows) => jsonTextOf(rows.rows) };
}

/** The select of a page of requests (not run yet) and how its rows become the answer. */
interface TopupPageStatement {
  rows: SQLWrapper;
  finish(rows: ListedTopupRow[]): ListedTopup[];
}

function topupPageStatement(
  db: Database,
  query: TopupPageQuery,
  // PostgreSQL only by default: PGlite runs the counts' window in WebAssembly, where on the data it is
  // meant for (100,000 requests, so few requests a day) it costs more than the entries it saves (page
  // 5,000: 18.7 against 14.8 ms; on PostgreSQL's million, 1.4 against 9 to 15 ms). Tests set it.
  options: { skipDays?: boolean } = {},
): TopupPageStatement {
  const conditions = topupListConditions(db, query);
  const ascending = query.sortMode === 'Asc';
  // Going back a page reads the rows before the first one in reverse order, then turns them round.
  const backwards = query.afterId === undefined && query.beforeId !== undefined;
  const readAscending = backwards ? !ascending : ascending;
  const edgeId = query.afterId ?? query.beforeId;
  if (edgeId !== undefined) {
    const edge = sql`(select e.date_created, e.id from topup_requests e where e.id = ${edgeId})`;
    const row = sql`(${topupRequests.dateCreated}, ${topupRequests.id})`;
    conditions.push(readAscending ? sql`${row} > ${edge}` : sql`${row} < ${edge}`);
  }
  const order = readAscending
    ? [asc(topupRequests.dateCreated), asc(topupRequests.id)]
    : [desc(topupRequests.dateCreated), desc(topupRequests.id)];
  const base = selectListedTopups(db)
    .where(and(...conditions))
    .orderBy(...order);
  if (query.pageSize === 0) {
    return {
      rows: withLimit(base, REPORT_ROW_LIMIT + 1),
      finish(rows) {
        if (rows.length > REPORT_ROW_LIMIT) throw invalid(BACKOFFICE_TOPUP_MESSAGES.tooManyRows);
        return rows.map(toListedTopup);
      },
    };
  }
  const offset = edgeId === undefined ? (query.pageNumber - 1) * query.pageSize : 0;
  if (offset > 0) {
    // A deep OFFSET page: the rows to skip are walked in the (date_created, id) index alone (it carries
    // status, method and amount too: an index-only scan), and only the page's own rows are read and joined.
    // Past the first few thousand rows, whole days are skipped by their daily counts first (below).
    const skipDays = options.skipDays ?? databaseKindOf(db) === 'postgres';
    const pageIds =
      skipDays && offset >= DAY_SKIP_FROM_OFFSET && !hasSearchText(query)
        ? pageIdsSkippingDays(conditions, query, offset, readAscending)
        : db
            .select({ id: topupRequests.id })
            .from(topupRequests)
            .where(and(...conditions))
            .orderBy(...order)
            .limit(query.pageSize)
            .offset(offset);
    return {
      rows: selectListedTopups(db)
        .where(inArray(topupRequests.id, pageIds))
        .orderBy(...order),
      finish: (rows) => rows.map(toListedTopup),
    };
  }
  return {
    rows: withLimit(base, query.pageSize),
    finish(rows) {
      if (backwards) rows.reverse();
      return rows.map(toListedTopup);
    },
  };
}

/**
 * `<select> limit n` with n written out, not a parameter: the statement is a named prepared one
 * (db/json-reads.ts), and with `limit $1` PostgreSQL's plan for any value guesses a tenth of the table, so
 * it plans the statement anew at every call; with the number in the text one plan serves every call. n is
 * a page size the contract allows (10, 15, 20) or the report's limit, so a few texts in all.
 */
function withLimit(select: SQLWrapper, limit: number): SQLWrapper {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`Not a row limit: ${limit}`);
  return sql`${select} limit ${sql.raw(String(limit))}`;
}

/** From this many rows to skip, a page skips whole days by their counts; before it, OFFSET alone is cheaper. */
export const DAY_SKIP_FROM_OFFSET = 2_000;

/**
 * The ids of a deep page without a search: the daily counts (exact, kept by the same transactions as the
 * requests, and read in the same statement, so the same snapshot) say on which Manila day the page starts
 * and how many of the filter's rows lie in the days before it, in the list's order; the index then walks
 * only that day's rows up to the page, not the 50,000 rows before page 5,000. The counter rows are read in
 * day order from their primary key and the read stops at the page's day (a running sum, streamed).
 */
function pageIdsSkippingDays(
  conditions: SQL[],
  query: TopupPageQuery,
  offset: number,
  ascending: boolean,
): SQL {
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const countsWhere = dailyCountsConditions(dailyCountsFilterOf(query)) ?? sql`true`;
  // The page's rows start on the target day: oldest first from its first moment, newest first before the
  // first moment of the next day (Manila midnight = 16:00 UTC the day before).
  const startOf = (day: SQL) => sql`((${day})::timestamp - interval '8 hours') at time zone 'UTC'`;
  const fromTargetDay = ascending
    ? sql`${topupRequests.dateCreated} >= (select ${startOf(sql`day`)} from target)`
    : sql`${topupRequests.dateCreated} < (select ${startOf(sql`day + 1`)} from target)`;
  return sql`(
    with target as (
      select day, through_day - on_day as before from (
        select day,
          sum(request_count) over (w range unbounded preceding) as through_day,
          -- This day's own rows (its peers): subtracted, the days before it in the list's order.
          sum(request_count) over (w range between current row and current row) as on_day
        from topup_daily_counts where ${countsWhere}
        window w as (order by day ${direction})
      ) running
      where through_day > ${offset}::bigint
      order by day ${direction}
      limit 1
    )
    select ${topupRequests.id} from ${topupRequests}
    where ${and(...conditions, fromTargetDay)}
    order by ${topupRequests.dateCreated} ${direction}, ${topupRequests.id} ${direction}
    limit ${query.pageSize} offset (select ${offset}::bigint - before from target)
  )`;
}
