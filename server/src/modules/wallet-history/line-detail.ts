import { sql } from 'drizzle-orm';
import type {
  HistoryActor,
  HistoryDetail,
  HistoryKind,
  TopupHistoryDetail,
} from '../../../../core/api/wallet-history.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { receiptPath } from '../../../../core/receipt-path.ts';
import { madeTheRequest } from '../../../../core/request-sides.ts';
import { TOPUP_STATUS_NAMES, isTopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { creditBalanceOf, isoInstant, rowsOf, wholeNumber } from './wallet-credits.ts';

export const LINE_NOT_FOUND = 'History line not found';

/**
 * One line of the customer's history in full. A line is theirs when it is a top-up request for their
 * wallet, or a journal entry or transmittal line whose credit the ledger holds on their wallet; anything
 * else (another wallet's, an entry still awaiting approval, a rejected transmittal) answers 404, the same
 * as an id that does not exist, so that nobody learns which ids exist.
 */
export async function walletHistoryLine(
  db: Database,
  customerId: number,
  line: { kind: HistoryKind; id: number },
): Promise<HistoryDetail> {
  const detail =
    line.kind === 'topup'
      ? await topupLine(db, customerId, line.id)
      : line.kind === 'journal'
        ? await journalLine(db, customerId, line.id)
        : await transmittalLine(db, customerId, line.id);
  if (!detail) throw notFound(LINE_NOT_FOUND);
  return detail;
}

async function journalLine(db: Database, customerId: number, id: number): Promise<HistoryDetail | null> {
  const [row] = rowsOf<{
    reference_number: string;
    purpose: string;
    amount: string;
    date_posted: string;
    balance_after: string | null;
  }>(
    await db.execute(sql`
      select j.reference_number, j.purpose, j.amount::text as amount,
        ${isoInstant(sql`j.date_posted`)} as date_posted,
        ${creditBalanceOf(customerId, 'journal', id)}::text as balance_after
      from journal_entries j
      where j.id = ${id} and j.ewallet_customer_id = ${customerId} and j.date_posted is not null`),
  );
  if (!row || row.balance_after === null) return null;
  return {
    kind: 'journal',
    id,
    referenceNumber: row.reference_number,
    purpose: row.purpose,
    amount: centavosToPesos(wholeNumber(row.amount)),
    datePosted: row.date_posted,
    runningBalance: centavosToPesos(wholeNumber(row.balance_after)),
  };
}

async function transmittalLine(db: Database, customerId: number, id: number): Promise<HistoryDetail | null> {
  const [row] = rowsOf<{
    department_name: string;
    transmittal_number: number;
    transmittal_date: string;
    approved_date: string;
    amount: string;
    balance_after: string | null;
  }>(
    await db.execute(sql`
      select dep.department_name, h.id as transmittal_number,
        to_char(h.transmittal_date, 'YYYY-MM-DD') as transmittal_date,
        ${isoInstant(sql`h.approved_date`)} as approved_date, d.amount::text as amount,
        ${creditBalanceOf(customerId, 'transmittal_detail', id)}::text as balance_after
      from transmittal_details d
      join transmittal_headers h on h.id = d.transmittal_header_id
      join departments dep on dep.id = h.department_id
      where d.id = ${id} and d.ewallet_customer_id = ${customerId} and h.approved_date is not null`),
  );
  if (!row || row.balance_after === null) return null;
  return {
    kind: 'transmittal',
    id,
    department: row.department_name,
    transmittalNumber: row.transmittal_number,
    transmittalDate: row.transmittal_date,
    dateApproved: row.approved_date,
    amount: centavosToPesos(wholeNumber(row.amount)),
    runningBalance: centavosToPesos(wholeNumber(row.balance_after)),
  };
}

async function topupLine(db: Database, customerId: number, id: number): Promise<TopupHistoryDetail | null> {
  const [row] = rowsOf<{
    reference_number: string;
    method_name: string;
    amount: string;
    status: number;
    date_created: string;
    date_posted: string | null;
    expires_at: string | null;
    receipt_token: string;
    created_by: number | null;
    balance_after: string | null;
  }>(
    await db.execute(sql`
      select t.reference_number, pm.name as method_name, t.amount::text as amount, t.status::int as status,
        ${isoInstant(sql`t.date_created`)} as date_created, ${isoInstant(sql`t.date_posted`)} as date_posted,
        ${isoInstant(sql`t.expires_at`)} as expires_at, t.receipt_token, t.created_by_customer_id as created_by,
        ${creditBalanceOf(customerId, 'topup', id)}::text as balance_after
      from topup_requests t
      join payment_methods pm on pm.code = t.payment_method_code
      where t.id = ${id} and t.ewallet_customer_id = ${customerId}`),
  );
  if (!row) return null;
  const changes = rowsOf<{ to_status: number; at: string; actor_kind: string; actor_id: number | null }>(
    await db.execute(sql`
      select to_status::int as to_status, ${isoInstant(sql`created_at`)} as at, actor_kind, actor_id
      from topup_status_history
      where topup_request_id = ${id}
      order by created_at, id`),
  );
  // Someone else's request for her wallet: its credit or pending state, never the payer's side (the
  // receipt link with Pay now and cancel, the reference that opens the spec's search and cancel).
  const byAnotherPayer = !madeTheRequest(
    { ewalletCustomerId: customerId, createdByCustomerId: row.created_by },
    customerId,
  );
  return {
    kind: 'topup',
    id,
    referenceNumber: byAnotherPayer ? null : row.reference_number,
    paymentMethod: row.method_name,
    amount: centavosToPesos(wholeNumber(row.amount)),
    status: row.status,
    statusText: statusName(row.status),
    dateCreated: row.date_created,
    datePosted: row.date_posted,
    expiresAt: row.expires_at,
    runningBalance: row.balance_after === null ? null : centavosToPesos(wholeNumber(row.balance_after)),
    statusHistory: changes.map((change) => ({
      status: change.to_status,
      statusText: statusName(change.to_status),
      at: change.at,
      // On someone else's request every customer's change is the payer's side, even one a QR-code session
      // of her card recorded under her id (whoever held the card, not a login of hers).
      by:
        byAnotherPayer && change.actor_kind === 'customer'
          ? 'payer'
          : shownActor(change.actor_kind, change.actor_id, customerId),
    })),
    receiptPath: byAnotherPayer ? null : receiptPath(row.receipt_token),
    byAnotherPayer,
  };
}

function statusName(status: number): string {
  return isTopupStatusCode(status) ? TOPUP_STATUS_NAMES[status] : `Status ${status}`;
}

/**
 * Who made a change, as the wallet's owner may know it: themselves, the person who paid for them, the
 * shop's staff, the system (expiry), or the card provider. Never a staff member's or payer's name.
 */
export function shownActor(kind: string, actorId: number | null, customerId: number): HistoryActor {
  switch (kind) {
    case 'customer':
      return actorId === customerId ? 'you' : 'payer';
    case 'backoffice':
      return 'staff';
    case 'provider':
      return 'cardProvider';
    default:
      return 'system';
  }
}
