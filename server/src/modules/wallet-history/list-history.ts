import { sql } from 'drizzle-orm';
import type { HistoryKind, HistoryLine, HistoryPage } from '../../../../core/api/wallet-history.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { receiptPath } from '../../../../core/receipt-path.ts';
import { madeTheRequest } from '../../../../core/request-sides.ts';
import { TOPUP_STATUS_NAMES, TopupStatus, isTopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from './history-cursor.ts';
import { exactInstant, isoInstant, rowsOf, walletCreditsQuery, wholeNumber } from './wallet-credits.ts';

interface LineRow {
  at_exact: string;
  at: string;
  rank: number;
  seq: string;
  kind: HistoryKind;
  id: number;
  amount: string;
  balance_after: string | null;
  status: number | null;
  title: string | null;
  reference: string | null;
  transmittal_number: number | null;
  transmittal_date: string | null;
  receipt_token: string | null;
  created_by: number | null;
}

/**
 * One page of the customer's wallet history, newest first (decision 0028): the ledger's credits to their
 * wallet, each with the balance after it, merged with the top-up requests for the wallet that have not
 * credited it (every status but Done), which move no money and so carry no balance. Keyset paging: the
 * page after a cursor starts right below the line it names, whatever was added above it meanwhile.
 */
export async function listWalletHistory(
  db: Database,
  customerId: number,
  page: { cursor?: string | undefined; limit: number },
): Promise<HistoryPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const below = after
    ? sql`where (l.at, l.rank, l.seq) < (${after.at}::timestamptz, ${after.rank}::int, ${after.seq}::bigint)`
    : sql``;
  const rows = rowsOf<LineRow>(
    await db.execute(sql`
      with credits as (${walletCreditsQuery(customerId)}),
      lines as (
        select c.at, 1 as rank, c.seq,
          case c.cause_type when 'transmittal_detail' then 'transmittal' else c.cause_type end as kind,
          c.cause_id::int as id, c.amount, c.balance_after, c.cause_type, c.cause_id
        from credits c
        union all
        select t.date_created, 0, t.id::bigint, 'topup', t.id, t.amount, null::numeric, 'topup', t.id::bigint
        from topup_requests t
        where t.ewallet_customer_id = ${customerId} and t.status <> ${TopupStatus.Done}
      )
      select ${exactInstant(sql`l.at`)} as at_exact, ${isoInstant(sql`l.at`)} as at, l.rank, l.seq::text as seq,
        l.kind, l.id, l.amount::text as amount, l.balance_after::text as balance_after,
        t.status::int as status,
        coalesce(pm.name, j.purpose, dep.department_name) as title,
        coalesce(t.reference_number, j.reference_number) as reference,
        h.id as transmittal_number, to_char(h.transmittal_date, 'YYYY-MM-DD') as transmittal_date,
        t.receipt_token, t.created_by_customer_id as created_by
      from lines l
      left join topup_requests t on l.cause_type = 'topup' and t.id = l.cause_id
      left join payment_methods pm on pm.code = t.payment_method_code
      left join journal_entries j on l.cause_type = 'journal' and j.id = l.cause_id
      left join transmittal_details d on l.cause_type = 'transmittal_detail' and d.id = l.cause_id
      left join transmittal_headers h on h.id = d.transmittal_header_id
      left join departments dep on dep.id = h.department_id
      ${below}
      order by l.at desc, l.rank desc, l.seq desc
      limit ${page.limit + 1}`),
  );
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    lines: shown.map((row) => toHistoryLine(row, customerId)),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor({ at: last.at_exact, rank: last.rank === 1 ? 1 : 0, seq: last.seq })
        : null,
  };
}

/**
 * A line as the wallet's owner may read it. A top-up someone else made for her wallet shows its credit or
 * its pending state, but not the payer's side (core/request-sides.ts): no receipt link (whose page has Pay
 * now and cancel) and no reference number (which, with her own mobile number, would open the spec's
 * search and cancel, with the payer's contact number).
 */
function toHistoryLine(row: LineRow, customerId: number): HistoryLine {
  const credited = row.rank === 1;
  const status = row.kind === 'topup' ? row.status : null;
  const byAnotherPayer =
    row.kind === 'topup' &&
    !madeTheRequest({ ewalletCustomerId: customerId, createdByCustomerId: row.created_by }, customerId);
  return {
    kind: row.kind,
    id: row.id,
    date: row.at,
    amount: centavosToPesos(wholeNumber(row.amount)),
    credited,
    runningBalance: row.balance_after === null ? null : centavosToPesos(wholeNumber(row.balance_after)),
    status,
    statusText: status !== null && isTopupStatusCode(status) ? TOPUP_STATUS_NAMES[status] : null,
    title: row.title ?? '',
    reference: byAnotherPayer ? null : row.reference,
    transmittalNumber: row.transmittal_number,
    transmittalDate: row.transmittal_date,
    receiptPath: row.receipt_token && !byAnotherPayer ? receiptPath(row.receipt_token) : null,
    byAnotherPayer,
  };
}
