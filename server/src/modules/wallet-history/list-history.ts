import { sql, type SQL } from 'drizzle-orm';
import type { HistoryKind, HistoryLine, HistoryPage } from '../../../../core/api/wallet-history.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { receiptPath } from '../../../../core/receipt-path.ts';
import { madeTheRequest } from '../../../../core/request-sides.ts';
import { TOPUP_STATUS_NAMES, TopupStatus, isTopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { decodeCursor, encodeCursor, type HistoryPosition } from './history-cursor.ts';
import { exactInstant, isoInstant, rowsOf, walletAccountOf, wholeNumber } from './wallet-credits.ts';

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
 *
 * In constant time per page (decision 0036): each side is cut to one page from its own index (the wallet's
 * entries by time and id, with the balance kept on each; the wallet's requests without money), the two
 * pages are merged and cut again, and only that page is joined to its causes for titles and references.
 */
export async function listWalletHistory(
  db: Database,
  customerId: number,
  page: { cursor?: string | undefined; limit: number },
): Promise<HistoryPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const take = page.limit + 1;
  const rows = rowsOf<LineRow>(
    await db.execute(sql`
      with credits as (
        select le.posted_at as at, le.id as seq, le.posting_id, le.amount, le.balance_after
        from ledger_entries le
        where le.account_id = ${walletAccountOf(customerId)} ${creditsBelow(after)}
        order by le.posted_at desc, le.id desc
        limit ${take}
      ),
      requests as (
        select t.date_created as at, t.id
        from topup_requests t
        where t.ewallet_customer_id = ${customerId} and t.status <> ${TopupStatus.Done} ${requestsBelow(after)}
        order by t.date_created desc, t.id desc
        limit ${take}
      ),
      lines as (
        select c.at, 1 as rank, c.seq, p.cause_type, p.cause_id, c.amount, c.balance_after
        from credits c join postings p on p.id = c.posting_id
        union all
        select r.at, 0, r.id::bigint, 'topup', r.id::bigint, null::bigint, null::bigint
        from requests r
        order by 1 desc, 2 desc, 3 desc
        limit ${take}
      )
      select ${exactInstant(sql`l.at`)} as at_exact, ${isoInstant(sql`l.at`)} as at, l.rank, l.seq::text as seq,
        case l.cause_type when 'transmittal_detail' then 'transmittal' else l.cause_type end as kind,
        l.cause_id::int as id, coalesce(l.amount, t.amount)::text as amount,
        l.balance_after::text as balance_after,
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
      order by l.at desc, l.rank desc, l.seq desc`),
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
 * The credits below a cursor, as the (time, rank, sequence) order puts them (a credit's rank is 1): after a
 * credit, those earlier or at its time with a smaller entry id; after a request, those strictly earlier
 * (at one instant a credit comes before a request). Written as a row comparison the index answers.
 */
function creditsBelow(after: HistoryPosition | null): SQL {
  if (!after) return sql``;
  return after.rank === 1
    ? sql`and (le.posted_at, le.id) < (${after.at}::timestamptz, ${after.seq}::bigint)`
    : sql`and le.posted_at < ${after.at}::timestamptz`;
}

/** The requests below a cursor (their rank is 0): after a credit, those at or before its time. */
function requestsBelow(after: HistoryPosition | null): SQL {
  if (!after) return sql``;
  return after.rank === 1
    ? sql`and t.date_created <= ${after.at}::timestamptz`
    : sql`and (t.date_created, t.id) < (${after.at}::timestamptz, ${after.seq}::bigint)`;
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
