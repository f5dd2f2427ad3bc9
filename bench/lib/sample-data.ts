import type { RawSession } from '../../server/src/db/client.ts';
import { GENERATED_MOBILE_PREFIX } from '../generator/topup-steps.ts';

/** What the benchmarks pick their inputs from, read from the generated database before the server starts. */
export interface SampleData {
  firstCustomerId: number;
  lastCustomerId: number;
  references: string[];
  mobiles: string[];
  /** The id of the last row of page 4,999 (10 rows a page, newest first): page 5,000 by keyset. */
  page5000AfterId: number | null;
  /** Receipt links' tokens of requests spread over the table, and the first one's request id (pgbench's). */
  receiptTokens: string[];
  receiptRequestId: number;
  /** The last full month before today (Manila), as YYYY-MM-01 and its last day. */
  month: { from: string; to: string };
  /** The 365 Manila days up to yesterday. */
  year: { from: string; to: string };
}

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

function manilaDay(instant: number): string {
  return new Date(instant + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

export function periods(now = Date.now()): Pick<SampleData, 'month' | 'year'> {
  const today = new Date(now + MANILA_OFFSET_MS);
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1);
  const monthEnd = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0);
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return {
    month: { from: iso(monthStart), to: iso(monthEnd) },
    year: { from: manilaDay(now - 365 * DAY_MS), to: manilaDay(now - DAY_MS) },
  };
}

export async function readSampleData(session: RawSession): Promise<SampleData> {
  const [range] = await session.query<{ first: number | string; last: number | string }>(
    `select min(id) as first, max(id) as last from customers where mobile_no like '${GENERATED_MOBILE_PREFIX}%'`,
  );
  if (!range?.first) throw new Error('No generated customers in this database: run bench/generate.ts first');
  // Spread over the whole table (every 997th row), so that the searches do not all hit one hot page.
  const references = await session.query<{ reference_number: string }>(
    'select reference_number from topup_requests where id % 997 = 0 limit 1000',
  );
  const mobiles = await session.query<{ mobile_no: string }>(
    `select mobile_no from customers where mobile_no like '${GENERATED_MOBILE_PREFIX}%' and id % 97 = 0 limit 1000`,
  );
  const receipts = await session.query<{ id: number | string; receipt_token: string }>(
    'select id, receipt_token from topup_requests where id % 991 = 0 order by id limit 1000',
  );
  const [edge] = await session.query<{ id: number | string }>(
    'select id from topup_requests order by date_created desc, id desc offset 49989 limit 1',
  );
  return {
    firstCustomerId: Number(range.first),
    lastCustomerId: Number(range.last),
    references: references.map((row) => row.reference_number),
    mobiles: mobiles.map((row) => row.mobile_no),
    page5000AfterId: edge ? Number(edge.id) : null,
    receiptTokens: receipts.map((row) => row.receipt_token),
    receiptRequestId: Number(receipts[0]?.id ?? 0),
    ...periods(),
  };
}
