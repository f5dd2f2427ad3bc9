import { eq, sql, type SQL } from 'drizzle-orm';
import type { ListedTopup } from '../../../../core/api/topups.ts';
import { isTopupStatusCode, type TopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { topupRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/service.ts';
import { changeTopupStatus, findListedTopup, type TopupActor } from '../topups/service.ts';
import { CARD_PAYMENT_METHOD_CODE, FALLBACK_BUYER_EMAIL, type CheckoutBuyer } from './gateway.ts';

/**
 * The only file of the payments module that knows the topups module: it reads top-up requests and asks the
 * topups module's state machine (changeTopupStatus) to move them. Payments never write a request or a
 * wallet itself, so "credited exactly once" stays the topups module's single guarantee.
 */
export type StatusActor = TopupActor;

/** Automatic moves (webhook, return page, reconciliation) are the provider's doing, read back by us. */
export function providerActor(gatewayName: string): StatusActor {
  return { kind: 'provider', name: `Card payments (${gatewayName})` };
}

export interface CardRequest {
  id: number;
  referenceNumber: string;
  amountCentavos: number;
  status: TopupStatusCode;
  paymentMethodCode: number;
  datePosted: Date | null;
}

const requestColumns = {
  id: topupRequests.id,
  referenceNumber: topupRequests.referenceNumber,
  amountCentavos: topupRequests.amount,
  status: topupRequests.status,
  paymentMethodCode: topupRequests.paymentMethodCode,
  datePosted: topupRequests.datePosted,
};

function toCardRequest(row: Omit<CardRequest, 'status'> & { status: number }): CardRequest {
  if (!isTopupStatusCode(row.status)) throw new RangeError(`Unknown top-up status ${row.status}`);
  return { ...row, status: row.status };
}

export async function findRequestByReference(db: Database, reference: string): Promise<CardRequest | null> {
  const [row] = await db
    .select(requestColumns)
    .from(topupRequests)
    .where(eq(topupRequests.referenceNumber, reference));
  return row ? toCardRequest(row) : null;
}

export async function findRequestById(db: Database, id: number): Promise<CardRequest | null> {
  const [row] = await db.select(requestColumns).from(topupRequests).where(eq(topupRequests.id, id));
  return row ? toCardRequest(row) : null;
}

/** The request as every top-up answer shows it (RepostTopup answers this). */
export async function findListedRequest(db: Database, id: number): Promise<ListedTopup | null> {
  return findListedTopup(db, id);
}

/**
 * Moves a request through the topups state machine. `moved: false` when the machine refuses the move
 * (409: another caller moved the request first, e.g. a racing webhook already posted it), with the status
 * the request has now.
 */
export async function moveRequest(
  db: Database,
  move: { request: CardRequest; to: TopupStatusCode; remarks: string; actor: StatusActor },
): Promise<{ moved: boolean; status: TopupStatusCode }> {
  try {
    // A back-office user's move (a Repost) is audited in the move's own transaction.
    const changed = await db.transaction(async (tx) => {
      const result = await changeTopupStatus(tx, {
        requestId: move.request.id,
        to: move.to,
        remarks: move.remarks,
        actor: move.actor,
      });
      if (move.actor.kind === 'backoffice') {
        await recordAudit(tx, {
          actor: { id: move.actor.id, name: move.actor.name },
          action: 'topup.repost',
          entity: 'topup_request',
          entityId: move.request.id,
          before: { status: move.request.status, datePosted: move.request.datePosted?.toISOString() ?? null },
          after: { status: result.status, datePosted: result.datePosted, remarks: move.remarks },
        });
      }
      return result;
    });
    return { moved: true, status: isTopupStatusCode(changed.status) ? changed.status : move.to };
  } catch (error) {
    if (!(error instanceof AppError) || error.kind !== 'conflict') throw error;
    const now = await findRequestById(db, move.request.id);
    return { moved: false, status: now?.status ?? move.request.status };
  }
}

/**
 * The checkout's buyer: the payer, never the e-wallet owner (an anonymous caller topping up someone else
 * must not get their name and e-mail on a checkout page, nor send the provider's receipt to them). A
 * logged-in payer with their name and e-mail; anyone else no name and the fixed fallback e-mail. The phone
 * is the contact number typed on the request.
 */
export async function buyerOfRequest(
  db: Database,
  request: CardRequest,
  payer: CheckoutPayer | null,
): Promise<CheckoutBuyer> {
  const [row] = await db
    .select({ phone: topupRequests.contactNumber })
    .from(topupRequests)
    .where(eq(topupRequests.id, request.id));
  if (!row) throw new Error(`top-up request ${request.id} not found`);
  if (!payer) return { phone: row.phone, email: FALLBACK_BUYER_EMAIL };
  return {
    firstName: payer.firstname,
    lastName: payer.lastname,
    phone: row.phone,
    email: payer.email?.trim() || FALLBACK_BUYER_EMAIL,
  };
}

/** The logged-in customer paying for a card request (a password portal session's customer). */
export interface CheckoutPayer {
  firstname: string;
  lastname: string;
  email: string | null;
}

interface CardRow extends Record<string, unknown> {
  id: number;
  reference_number: string;
  amount: number | string;
  status: number;
  payment_method_code: number;
  date_posted: Date | string | null;
}

interface DueRow extends CardRow {
  age_minutes: number | string;
}

function cardRequestOfRow(row: CardRow): CardRequest {
  return toCardRequest({
    id: Number(row.id),
    referenceNumber: row.reference_number,
    amountCentavos: Number(row.amount),
    status: Number(row.status),
    paymentMethodCode: Number(row.payment_method_code),
    datePosted: row.date_posted ? new Date(row.date_posted) : null,
  });
}

/**
 * The claim both reconciliation reads share: the requests of the `due` CTE get their next check moved
 * `recheckSeconds` on in payment_checks, in one upsert, and only those whose check was due are answered, so
 * that two processes never read the same request in the same interval.
 */
function claimedFromDue(recheckSeconds: number): SQL {
  return sql`claimed as (
      insert into payment_checks as c (reference_number, next_check_at)
      select reference_number, now() + make_interval(secs => ${recheckSeconds}) from due
      on conflict (reference_number) do update
        set next_check_at = excluded.next_check_at, attempts = c.attempts + 1
        where c.next_check_at <= now()
      returning c.reference_number
    )`;
}

/**
 * Card requests still Pending `minAgeMinutes` after creation that no process has looked at in the last
 * `recheckSeconds`, claimed for this process in one statement: the upsert into payment_checks only
 * returns the rows whose check time this statement moved, and a concurrent run waits on those rows and
 * then sees them taken. So several processes may run this at once and each request is read by one.
 */
export async function claimDueCardRequests(
  db: Database,
  options: { minAgeMinutes: number; recheckSeconds: number; limit: number },
): Promise<(CardRequest & { ageMinutes: number })[]> {
  const result = await db.execute(sql`
    with due as (
      select t.reference_number
      from topup_requests t
      left join payment_checks c on c.reference_number = t.reference_number
      where t.payment_method_code = ${CARD_PAYMENT_METHOD_CODE}
        and t.status = 0
        and t.date_created <= now() - make_interval(mins => ${options.minAgeMinutes})
        and (c.next_check_at is null or c.next_check_at <= now())
      order by t.date_created
      limit ${options.limit}
    ),
    ${claimedFromDue(options.recheckSeconds)}
    select t.id, t.reference_number, t.amount, t.status, t.payment_method_code, t.date_posted,
      floor(extract(epoch from (now() - t.date_created)) / 60)::int as age_minutes
    from topup_requests t join claimed on claimed.reference_number = t.reference_number
    order by t.date_created`);
  const rows = (result as unknown as { rows: DueRow[] }).rows;
  return rows.map((row) => ({ ...cardRequestOfRow(row), ageMinutes: Number(row.age_minutes) }));
}

/**
 * Card requests that ended Cancelled or Expired in the last `withinHours`, whose payment is not in the
 * payments-to-return queue and that no process has read in the last `recheckSeconds`, claimed as
 * claimDueCardRequests claims them. Reconciliation reads these again, less often, so that a payment a
 * provider took late, whose webhook was lost and whose buyer never came back, is still found and returned.
 */
export async function claimEndedCardRequests(
  db: Database,
  options: { withinHours: number; recheckSeconds: number; limit: number },
): Promise<CardRequest[]> {
  // Literals, not parameters, so that the planner sees the partial index topup_requests_card_ended_idx.
  const card = sql.raw(String(CARD_PAYMENT_METHOD_CODE));
  const result = await db.execute(sql`
    with due as (
      select t.reference_number
      from topup_requests t
      left join payment_checks c on c.reference_number = t.reference_number
      where t.payment_method_code = ${card}
        and t.status in (3, 4)
        and t.updated_at >= now() - make_interval(hours => ${options.withinHours})
        and (c.next_check_at is null or c.next_check_at <= now())
        and not exists (select 1 from payments_to_return r where r.reference_number = t.reference_number)
      order by t.updated_at
      limit ${options.limit}
    ),
    ${claimedFromDue(options.recheckSeconds)}
    select t.id, t.reference_number, t.amount, t.status, t.payment_method_code, t.date_posted
    from topup_requests t join claimed on claimed.reference_number = t.reference_number
    order by t.updated_at`);
  return (result as unknown as { rows: CardRow[] }).rows.map(cardRequestOfRow);
}
