import { eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import { SearchBy } from '../../../../core/api/backoffice-topups.ts';
import {
  formatCalendarDay,
  manilaDayEnd,
  manilaDayStart,
  parseManilaDate,
} from '../../../../core/manila-date.ts';
import { cleanSearchTerm, escapeLikePattern } from '../../../../core/search-term.ts';
import type { Database } from '../../db/client.ts';
import { customers, topupRequests } from '../../db/schema.ts';
import type { DailyCountsFilter } from '../topup-counts/service.ts';

export interface TopupFilter {
  statuses: readonly number[];
  paymentMethodCodes: readonly number[];
  searchBy: number;
  searchName: string;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const NOTHING = sql`false`;

/**
 * The WHERE of the request list, Count, the CSV export and the reports. Each condition is one an index
 * serves: status and method (status, method, date), a range of Manila days (date, id), a reference (unique),
 * a mobile number (customer, date) through the customer's unique mobile, an amount (amount).
 * Search text that cannot match (a malformed mobile number or amount) matches nothing: zero rows, which
 * the screen answers with 'No exact matches found!'.
 */
export function topupListConditions(db: Database, filter: TopupFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.statuses.length) conditions.push(inArray(topupRequests.status, [...filter.statuses]));
  if (filter.paymentMethodCodes.length) {
    conditions.push(inArray(topupRequests.paymentMethodCode, [...filter.paymentMethodCodes]));
  }
  const from = filter.dateFrom ? parseManilaDate(filter.dateFrom) : null;
  const to = filter.dateTo ? parseManilaDate(filter.dateTo) : null;
  if (from) conditions.push(gte(topupRequests.dateCreated, manilaDayStart(from)));
  if (to) conditions.push(lt(topupRequests.dateCreated, manilaDayEnd(to)));
  const search = searchCondition(db, filter.searchBy, filter.searchName);
  if (search) conditions.push(search);
  return conditions;
}

/** Whether the filter searches for text (reference, mobile, amount): only the requests can answer that. */
export function hasSearchText(filter: Pick<TopupFilter, 'searchBy' | 'searchName'>): boolean {
  return filter.searchName.trim() !== '' && filter.searchBy !== SearchBy.None;
}

/**
 * The statuses, methods and Manila days of a filter as the daily counts' filter (migration 0009): the same
 * rows as topupListConditions selects when there is no search text (see hasSearchText).
 */
export function dailyCountsFilterOf(filter: Omit<TopupFilter, 'searchBy' | 'searchName'>): DailyCountsFilter {
  const from = filter.dateFrom ? parseManilaDate(filter.dateFrom) : null;
  const to = filter.dateTo ? parseManilaDate(filter.dateTo) : null;
  return {
    statuses: filter.statuses,
    paymentMethodCodes: filter.paymentMethodCodes,
    fromDay: from ? formatCalendarDay(from) : null,
    toDay: to ? formatCalendarDay(to) : null,
  };
}

function searchCondition(db: Database, searchBy: number, text: string): SQL | null {
  if (!hasSearchText({ searchBy, searchName: text })) return null;
  const term = cleanSearchTerm(text);
  switch (searchBy) {
    // Starts with (docs/API.md, "Search"): a LIKE 'X%' that the text_pattern_ops indexes of 0018 serve.
    case SearchBy.TransactionNumber:
      return like(topupRequests.referenceNumber, `${escapeLikePattern(term.referenceNumber)}%`);
    case SearchBy.MobileNumber: {
      const prefix = term.mobilePrefix;
      if (!prefix) return NOTHING;
      const owners = db
        .select({ id: customers.id })
        .from(customers)
        .where(like(customers.mobileNo, `${prefix}%`));
      return inArray(topupRequests.ewalletCustomerId, owners);
    }
    case SearchBy.LoadAmount:
      return term.amountCentavos === null ? NOTHING : eq(topupRequests.amount, term.amountCentavos);
    default:
      return NOTHING;
  }
}
