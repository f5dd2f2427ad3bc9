import { sql } from 'drizzle-orm';
import { TopupStatus } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { oncePerDatabase } from '../../db/prepared.ts';
import { topupRequests } from '../../db/schema.ts';
import { actorColumns, type TopupActor } from './topup-actor.ts';
import { queueNoticesSql } from '../notices/queue-notices.ts';
import { refuseOverLimit, takenAllowance, type RateLimit } from '../rate-limits/service.ts';

export interface PendingTopupValues {
  referenceNumber: string;
  topupOption: 1 | 2;
  ewalletCustomerId: number;
  ewalletAccountName: string;
  contactNumber: string;
  amount: number;
  paymentMethodCode: number;
  billingAddress: string | null;
  /** 0: the request does not expire. */
  daysValidity: number;
  createdByCustomerId: number | null;
  /** See retried-create.ts; null without an Idempotency-Key. */
  idempotencyKeyHash: string | null;
  /** Where the request's notices are e-mailed, when the payer gave an address. */
  payerEmail: string | null;
}

/** What the answer needs; the rest the caller already holds. */
export interface InsertedTopup {
  id: number;
  referenceNumber: string;
  receiptToken: string;
  expiresAt: Date | null;
}

/**
 * Takes the wallet's allowance (create-limits.ts; none for the owner's own wallet) and, within it, stores a
 * new Pending request, the first row of its history (the creation, from null) and its outbox notices, in
 * ONE statement: atomic without BEGIN and COMMIT, and one round trip to the database instead of five. Past
 * the allowance, the attempt is counted and nothing is stored. A statement that fails (a reference drawn
 * twice, an Idempotency-Key already used) counts nothing. It is a named prepared statement, built once per
 * database handle, so that neither Drizzle nor PostgreSQL rebuilds it on every create (docs/PERFORMANCE.md,
 * the create benchmark).
 */
function prepareInsertPendingTopup(db: Database) {
  const p = sql.placeholder;
  const taken = takenAllowance(db, p('allowanceKey'), p('allowanceWindowSeconds'));
  const column = <T>(name: string) => sql<T>`${sql.identifier(name)}`.as(name);
  // Raw SQL: an INSERT ... SELECT (Drizzle's lists every column, the identity too), so that the allowance
  // decides whether the row goes in. Casts: a SELECT's parameters have no target column to take a type from.
  const created = db
    .$with('created', {
      id: column<number>('id'),
      referenceNumber: column<string>('reference_number'),
      receiptToken: column<string>('receipt_token'),
      expiresAt: column<Date | string | null>('expires_at'),
      contactNumber: column<string>('contact_number'),
      payerEmail: column<string | null>('payer_email'),
      createdByCustomerId: column<number | null>('created_by_customer_id'),
    })
    .as(
      sql`insert into ${topupRequests} (reference_number, topup_option, ewallet_customer_id,
        ewallet_account_name, contact_number, amount, payment_method_code, status, billing_address, expires_at,
        created_by_customer_id, idempotency_key_hash, payer_email)
      select ${p('referenceNumber')}::text, ${p('topupOption')}::smallint, ${p('ewalletCustomerId')}::integer,
        ${p('ewalletAccountName')}::text, ${p('contactNumber')}::text, ${p('amount')}::bigint,
        ${p('paymentMethodCode')}::integer, ${TopupStatus.Pending}::smallint, ${p('billingAddress')}::text,
        case when ${p('daysValidity')}::integer > 0
          then now() + make_interval(days => ${p('daysValidity')}::integer) end,
        ${p('createdByCustomerId')}::integer, ${p('idempotencyKeyHash')}::text, ${p('payerEmail')}::text
      where coalesce((select count from ${taken}), 0) <= ${p('allowanceLimit')}::integer
      returning id, reference_number, receipt_token, expires_at, contact_number, payer_email,
        created_by_customer_id`,
    );
  const history = db.$with('history', {}).as(sql`
    insert into topup_status_history (topup_request_id, from_status, to_status, actor_kind, actor_id, actor_name)
    select created.id, null, ${TopupStatus.Pending}, ${p('actorKind')}, ${p('actorId')}::integer, ${p('actorName')}
    from ${created}`);
  // The request's "created" notices (decision 0027), in the same statement: no request without them.
  const notices = db.$with('queued_notices', {}).as(
    queueNoticesSql(
      {
        from: sql`${created}`,
        // Named with the CTE: the notices' own join (customers) has an id too.
        id: sql`created.id`,
        contactNumber: sql`created.contact_number`,
        payerEmail: sql`created.payer_email`,
        createdByCustomerId: sql`created.created_by_customer_id`,
      },
      'created',
    ),
  );
  // One row always: the allowance's count, and the request when it went in.
  return db
    .with(taken, created, history, notices)
    .select({
      allowance: { key: taken.key, count: taken.count, retry_after: taken.retry_after },
      request: {
        id: created.id,
        referenceNumber: created.referenceNumber,
        receiptToken: created.receiptToken,
        expiresAt: created.expiresAt,
      },
    })
    .from(sql`(values (1)) as one (n)`)
    .leftJoin(taken, sql`true`)
    .leftJoin(created, sql`true`)
    .prepare('topup_insert_pending');
}

const insertPending = oncePerDatabase(prepareInsertPendingTopup);

/**
 * Returns the stored request's id, reference number, receipt token and expiry; throws rate_limited when
 * the wallet's allowance is used up (nothing stored).
 */
export async function insertPendingTopup(
  db: Database,
  values: PendingTopupValues,
  actor: TopupActor,
  walletAllowance: (RateLimit & { key: string }) | null,
): Promise<InsertedTopup> {
  const [row] = await insertPending(db).execute({
    ...values,
    ...actorColumns(actor),
    allowanceKey: walletAllowance?.key ?? null,
    allowanceWindowSeconds: walletAllowance?.windowSeconds ?? 0,
    allowanceLimit: walletAllowance?.limit ?? 0,
  });
  if (walletAllowance && row?.allowance) refuseOverLimit([walletAllowance], [row.allowance]);
  const request = row?.request;
  if (!request) throw new Error('top-up request insert returned nothing');
  // A prepared statement's CTE answers the timestamp as text on some drivers: make it a Date either way.
  const expiresAt = request.expiresAt === null ? null : new Date(request.expiresAt);
  return { ...request, expiresAt };
}
