import { GENERATED_MOBILE_PREFIX } from '../generator/topup-steps.ts';
import type { LoadRequest } from './load.ts';
import type { PgbenchScriptName } from './pgbench-script.ts';
import type { SampleData } from './sample-data.ts';

/** A load benchmark against the product's server: what to send, by how many clients, and its target. */
export interface Scenario {
  name: string;
  request: LoadRequest;
  connections: number;
  /** Needs the TOPUP_ADMIN session cookie. */
  backOffice: boolean;
  /** The p95 target in ms, when the issue sets one. */
  p95TargetMs?: number;
  /** On PostgreSQL, its ceiling: pgbench running the statements the server sends for it (bench/pgbench). */
  pgbench?: PgbenchScriptName;
  /** What bench:smoke accepts at least; SMOKE_FLOORS unless given. */
  floors?: Floors;
}

/**
 * The least throughput a smoke run (bench/smoke.ts) accepts, as a share of the row's ceiling: pgbench's
 * where the scenario has a script and the database is PostgreSQL, bare Fastify's otherwise. A smoke run
 * measures half a second per load on 10,000 requests, on a CI machine that may be busy: at a load average
 * of 18 on 2 cores (other jobs), the reads gave 2-14% of their pgbench and 0.5-2% of bare Fastify, the
 * create 21-30% of its pgbench (bench/README.md). The floors sit at a quarter to a half of that, so they
 * catch a benchmark that no longer runs, an endpoint that fails, a script that is no longer the
 * request's, or a regression of several times; never a few per cent: the targets are the full benchmark's.
 */
export interface Floors {
  pgbench: number;
  bare: number;
}
export const SMOKE_FLOORS: Floors = { pgbench: 0.005, bare: 0.002 };

/** Clients sending requests back to back: creates get the pool's 10; back-office reads a busy team of 4. */
export const CREATE_CONNECTIONS = 10;
export const BACK_OFFICE_CONNECTIONS = 4;

function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => {
    const item = items[index % items.length];
    index += 1;
    if (item === undefined) throw new Error('Nothing to cycle through');
    return item;
  };
}

export function createTopupScenario(data: SampleData): Scenario {
  const span = data.lastCustomerId - data.firstCustomerId + 1;
  let n = 0;
  return {
    name: 'create top-up (option 2, Pay on Site)',
    connections: CREATE_CONNECTIONS,
    backOffice: false,
    pgbench: 'create',
    // The create's own ceiling is its transaction: the server's overhead is a smaller share of it.
    floors: { pgbench: 0.02, bare: 0.0005 },
    request: {
      method: 'POST',
      path: '/api/TopupRequests',
      next: () => {
        n += 1;
        const index = (n * 7919) % span;
        return {
          body: {
            topupOption: 2,
            ewalletAccountId: data.firstCustomerId + index,
            // Option 2 names the account by its number too (docs/decisions/0011). The generator numbers its
            // customers in id order (bench/generator/topup-steps.ts), so the n-th id has the n-th number.
            ewalletMobileNo: `${GENERATED_MOBILE_PREFIX}${String(index + 1).padStart(7, '0')}`,
            topupRequestAmount: 100 + (n % 50) * 100,
            paymentMethodCode: 102,
            contactNumber: '09171234567',
          },
        };
      },
    },
  };
}

function retrieve(name: string, body: Record<string, unknown>, p95TargetMs = 25): Scenario {
  return {
    name,
    connections: BACK_OFFICE_CONNECTIONS,
    backOffice: true,
    p95TargetMs,
    request: { method: 'POST', path: '/api/TopupRequests/Retrieve', body: { pageSize: 10, ...body } },
  };
}

function count(name: string, body: Record<string, unknown>): Scenario {
  return {
    name,
    connections: BACK_OFFICE_CONNECTIONS,
    backOffice: true,
    p95TargetMs: 25,
    request: { method: 'POST', path: '/api/TopupRequests/Retrieve/Count', body },
  };
}

function get(name: string, path: string, p95TargetMs?: number): Scenario {
  return {
    name,
    connections: BACK_OFFICE_CONNECTIONS,
    backOffice: true,
    ...(p95TargetMs === undefined ? {} : { p95TargetMs }),
    request: { method: 'GET', path },
  };
}

export function backOfficeScenarios(data: SampleData): Scenario[] {
  const nextReference = cycle(data.references);
  const nextMobile = cycle(data.mobiles);
  const open = { statuses: [0, 5], paymentMethodCodes: [102] };
  const byReference = (base: Scenario): Scenario => ({
    ...base,
    request: { ...base.request, next: () => ({ body: { searchBy: 1, searchName: nextReference() } }) },
  });
  const byMobile = (base: Scenario): Scenario => ({
    ...base,
    request: {
      ...base.request,
      next: () => ({ body: { pageSize: 10, searchBy: 2, searchName: nextMobile() } }),
    },
  });
  const { month } = data;
  const scenarios: Scenario[] = [
    { ...retrieve('list: page 1, newest first', { pageNumber: 1, sortMode: 'Desc' }), pgbench: 'list' },
    retrieve('list: page 1, oldest first', { pageNumber: 1, sortMode: 'Asc' }),
    retrieve('list: Pending + On Hold, Pay on Site, page 1', { ...open, pageNumber: 1 }),
    retrieve('list: Done, Card, page 1, oldest first', {
      statuses: [1],
      paymentMethodCodes: [101],
      sortMode: 'Asc',
    }),
    byReference(retrieve('list: search by reference', {})),
    byMobile(retrieve('list: search by mobile number', {})),
    retrieve('list: page 5,000, newest first (OFFSET)', { pageNumber: 5000, sortMode: 'Desc' }),
    retrieve('list: page 5,000, oldest first (OFFSET)', { pageNumber: 5000, sortMode: 'Asc' }),
  ];
  if (data.page5000AfterId !== null) {
    scenarios.push(
      retrieve('list: page 5,000, newest first (keyset afterId)', {
        pageNumber: 5000,
        sortMode: 'Desc',
        afterId: data.page5000AfterId,
      }),
    );
  }
  scenarios.push(
    { ...count('count: all requests', {}), pgbench: 'count' },
    count('count: Pending + On Hold, Pay on Site', open),
    byReference(count('count: search by reference', {})),
    {
      ...get('dashboard statistics, one month', `/api/TopupRequests/Statistics?DateFrom=${month.from}`, 50),
      pgbench: 'statistics',
    },
    get('dashboard daily totals, one month', `/api/TopupRequests/DailyTotals?DateFrom=${month.from}`, 50),
    get(
      'summary report, one month',
      `/api/TopupRequests/TopupSummaryReport?dateFrom=${month.from}&dateTo=${month.to}`,
    ),
    // The receipt link a payer opens (no session); pgbench's script reads the first token's receipt.
    {
      ...get('receipt by its link', `/api/Receipts/${data.receiptTokens[0] ?? ''}`, 25),
      backOffice: false,
      pgbench: 'receipt',
    },
  );
  return scenarios;
}

export function exportPath(data: SampleData): string {
  return `/api/TopupRequests/Export.csv?dateFrom=${data.year.from}&dateTo=${data.year.to}&sortMode=Asc`;
}
