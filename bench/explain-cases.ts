import type { Database } from '../server/src/db/client.ts';
import {
  countRequests,
  countsByMethodAndStatus,
  totalsByDay,
  totalsByDayAndMethod,
} from '../server/src/modules/topup-counts/service.ts';
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
        }),
    },
    { name: 'count of all requests (daily counts)', run: (db) => countRequests(db, {}) },
    {
      name: 'count: Pending + On Hold, Pay on Site (daily counts)',
      run: (db) => countRequests(db, { statuses: [0, 5], paymentMethodCodes: [102] }),
    },
    {
      name: 'statistics of a month (daily counts)',
      run: (db) => countsByMethodAndStatus(db, { fromDay: month.from, toDay: month.to }),
    },
    {
      name: 'daily totals of a month (daily counts)',
      run: (db) => totalsByDayAndMethod(db, { fromDay: month.from, toDay: month.to }),
    },
    {
      name: 'summary report of a month (daily counts)',
      run: (db) => totalsByDay(db, { fromDay: month.from, toDay: month.to }),
    },
  ];
}
