import type { Database } from '../server/src/db/client.ts';
import { exportTopupsCsv } from '../server/src/modules/backoffice-topups/export-csv.ts';
import {
  countTopups,
  retrieveTopups,
  type TopupPageQuery,
} from '../server/src/modules/backoffice-topups/list-topups.ts';
import { getTopupSummaryReport } from '../server/src/modules/backoffice-topups/reports.ts';
import { getDailyTotals, getTopupStatistics } from '../server/src/modules/backoffice-topups/statistics.ts';
import { createTopupRequest } from '../server/src/modules/topups/create-topup.ts';
import type { SampleData } from './lib/sample-data.ts';

/** A service call whose statements bench/explain.ts explains; `statement` picks the ones worth showing. */
export interface ExplainCase {
  name: string;
  run: (db: Database) => Promise<unknown>;
  statement?: RegExp;
}

export function explainCases(data: SampleData): ExplainCase[] {
  const { month } = data;
  return [
    {
      name: 'create top-up (option 2, Pay on Site)',
      run: (db) =>
        createTopupRequest(db, {
          topupOption: 2,
          ewalletAccountId: data.firstCustomerId,
          topupRequestAmount: 500,
          paymentMethodCode: 102,
          contactNumber: '09171234567',
          sessionCustomer: null,
          grantedAccountIds: [data.firstCustomerId],
        }),
    },
    ...listCases(data),
    { name: 'count of all requests (daily counts)', run: (db) => countTopups(db, filter({})) },
    {
      name: 'count: Pending + On Hold, Pay on Site (daily counts)',
      run: (db) => countTopups(db, filter({ statuses: [0, 5], paymentMethodCodes: [102] })),
    },
    {
      name: 'count: search by reference',
      run: (db) => countTopups(db, filter({ searchBy: 1, searchName: data.references[0] ?? '' })),
    },
    {
      name: 'statistics of a month (daily counts)',
      run: (db) => getTopupStatistics(db, month.from),
      statement: /topup_daily_counts/,
    },
    { name: 'daily totals of a month (daily counts)', run: (db) => getDailyTotals(db, month.from) },
    {
      name: 'summary report of a month (daily counts)',
      run: (db) => getTopupSummaryReport(db, { dateFrom: month.from, dateTo: month.to, statuses: [] }),
    },
    {
      name: 'CSV export of a year: the first two batches of 1,000 (keyset)',
      run: async (db) => {
        let batches = 0;
        const query = {
          statuses: [],
          paymentMethodCodes: [],
          searchBy: 0,
          searchName: '',
          dateFrom: data.year.from,
          dateTo: data.year.to,
          sortMode: 'Asc' as const,
        };
        for await (const _ of exportTopupsCsv(db, query)) if (++batches > 2) break;
      },
    },
  ];
}

function filter(overrides: Partial<TopupPageQuery>): TopupPageQuery {
  return {
    statuses: [],
    paymentMethodCodes: [],
    searchBy: 0,
    searchName: '',
    pageSize: 10,
    pageNumber: 1,
    sortMode: 'Desc',
    ...overrides,
  };
}

/** The list (Retrieve) as bench/lib/scenarios.ts sends it. */
function listCases(data: SampleData): ExplainCase[] {
  const page = (name: string, overrides: Partial<TopupPageQuery>): ExplainCase => ({
    name: `list: ${name}`,
    // This recording db is no server handle: say, as the server does on PostgreSQL, that days are skipped.
    run: (db) => retrieveTopups(db, filter(overrides), { skipDays: true }),
  });
  return [
    page('page 1, newest first', {}),
    page('page 1, oldest first', { sortMode: 'Asc' }),
    page('Pending + On Hold, Pay on Site, page 1', { statuses: [0, 5], paymentMethodCodes: [102] }),
    page('Done, Card, page 1, oldest first', { statuses: [1], paymentMethodCodes: [101], sortMode: 'Asc' }),
    page('search by reference', { searchBy: 1, searchName: data.references[0] ?? '' }),
    page('search by mobile number', { searchBy: 2, searchName: data.mobiles[0] ?? '' }),
    page('page 5,000, newest first (OFFSET)', { pageNumber: 5000 }),
    page('page 5,000, oldest first (OFFSET)', { pageNumber: 5000, sortMode: 'Asc' }),
    page('page 5,000, newest first (keyset afterId)', {
      pageNumber: 5000,
      ...(data.page5000AfterId === null ? {} : { afterId: data.page5000AfterId }),
    }),
  ];
}
