import { and, asc, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import {
  JOURNAL_SEARCH_BY,
  JOURNAL_STATUS,
  type JournalEntry,
  type JournalListQuery,
  type JournalReportQuery,
  type JournalSearch,
} from '../../../../core/api/journal-entries.ts';
import { manilaDayEnd, manilaDayStart, parseManilaDate } from '../../../../core/manila-date.ts';
import { cleanSearchTerm, escapeLikePattern } from '../../../../core/search-term.ts';
import type { Database } from '../../db/client.ts';
import { journalEntries } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { toJournalEntry } from './journal-entry-row.ts';

/** The most rows one report or all-rows list returns; a wider one asks for a shorter range. */
export const JOURNAL_REPORT_ROW_LIMIT = 20_000;

/**
 * The search's WHERE. '0' or empty text is no search (the original sent '0'). The rule of every list
 * (docs/API.md, "Search"): a reference or a mobile number matches when it starts with the text ("+639..."
 * and "9..." read as "09..."), through the text_pattern_ops indexes of migration 0018; an amount matches
 * exactly. Text that cannot be an amount or the start of a mobile number matches nothing.
 */
export function journalSearchCondition(search: JournalSearch): SQL | undefined {
  const statusCondition = search.status === 'all' ? undefined : eq(journalEntries.status, search.status);
  const textCondition = journalTextCondition(search);
  return statusCondition && textCondition
    ? and(statusCondition, textCondition)
    : (statusCondition ?? textCondition);
}

function journalTextCondition(search: JournalSearch): SQL | undefined {
  const term = cleanSearchTerm(search.searchName);
  if (search.searchBy === JOURNAL_SEARCH_BY.none || term.text === '' || term.text === '0') return undefined;
  switch (search.searchBy) {
    case JOURNAL_SEARCH_BY.referenceNumber:
      return like(journalEntries.referenceNumber, `${escapeLikePattern(term.referenceNumber)}%`);
    case JOURNAL_SEARCH_BY.mobileNumber:
      return term.mobilePrefix === null
        ? eq(journalEntries.id, -1)
        : like(journalEntries.contactNumber, `${term.mobilePrefix}%`);
    default:
      return eq(journalEntries.amount, term.amountCentavos ?? -1);
  }
}

export async function countJournalEntries(db: Database, search: JournalSearch): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(journalEntries)
    .where(journalSearchCondition(search));
  return row?.total ?? 0;
}

/** A page of entries by date (Desc first, as the screen starts); pageSize 0 = every row, for reports. */
export async function listJournalEntries(db: Database, query: JournalListQuery): Promise<JournalEntry[]> {
  const order =
    query.sortMode === 'asc'
      ? [asc(journalEntries.dateCreated), asc(journalEntries.id)]
      : [desc(journalEntries.dateCreated), desc(journalEntries.id)];
  const base = db
    .select()
    .from(journalEntries)
    .where(journalSearchCondition(query))
    .orderBy(...order);
  if (query.pageSize === 0) {
    const rows = await base.limit(JOURNAL_REPORT_ROW_LIMIT + 1);
    if (rows.length > JOURNAL_REPORT_ROW_LIMIT) throw invalid(tooManyRowsMessage());
    return rows.map(toJournalEntry);
  }
  const rows = await base.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return rows.map(toJournalEntry);
}

function tooManyRowsMessage(): string {
  return `The report would have more than ${JOURNAL_REPORT_ROW_LIMIT} rows; choose a shorter date range`;
}

/**
 * The report: every Posted entry created in [dateFrom, dateTo] (Manila days, inclusive), oldest first. It
 * totals money loaded: an entry awaiting approval, rejected or withdrawn credited nothing and is left out.
 */
export async function getJournalEntriesByDateRange(
  db: Database,
  range: JournalReportQuery,
): Promise<JournalEntry[]> {
  const from = parseManilaDate(range.dateFrom);
  const to = parseManilaDate(range.dateTo);
  if (!from || !to) throw invalid('Dates must be YYYY-MM-DD');
  const rows = await db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.status, JOURNAL_STATUS.posted),
        gte(journalEntries.dateCreated, manilaDayStart(from)),
        lt(journalEntries.dateCreated, manilaDayEnd(to)),
      ),
    )
    .orderBy(asc(journalEntries.dateCreated), asc(journalEntries.id))
    .limit(JOURNAL_REPORT_ROW_LIMIT + 1);
  if (rows.length > JOURNAL_REPORT_ROW_LIMIT) throw invalid(tooManyRowsMessage());
  return rows.map(toJournalEntry);
}
