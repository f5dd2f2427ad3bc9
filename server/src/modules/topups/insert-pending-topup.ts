import { sql } from 'drizzle-orm';
import { TopupStatus } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';
import { oncePerDatabase } from '../../db/prepared.ts';
import { topupRequests } from '../../db/schema.ts';
import { actorColumns, type TopupActor } from './topup-actor.ts';
import { queueNoticesSql } from '../notices/queue-notices.ts';

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
 * Stores a new Pending request, the first row of its history (the creation, from null) and its outbox
 * notices in ONE statement:
 * atomic without BEGIN and COMMIT, and one round trip to the database instead of four. It is a named
 * prepared statement, built once per database handle, so that neither Drizzle nor PostgreSQL rebuilds it
 * on every create (docs/PERFORMANCE.md, the create benchmark).
 */
function prepareInsertPendingTopup(db: Database) {
  const p = sql.placeholder;
  const created = db.$with('created').as(
    db
      .insert(topupRequests)
      .values({
        referenceNumber: p('referenceNumber'),
        topupOption: p('topupOption'),
        ewalletCustomerId: p('ewalletCustomerId'),
        ewalletAccountName: p('ewalletAccountName'),
        contactNumber: p('contactNumber'),
        amount: p('amount'),
        paymentMethodCode: p('paymentMethodCode'),
        status: TopupStatus.Pending,
        billingAddress: p('billingAddress'),
        // A method valid for 0 days never expires.
        expiresAt: sql`case when ${p('daysValidity')}::integer > 0
          then now() + make_interval(days => ${p('daysValidity')}::integer) end`,
        createdByCustomerId: p('createdByCustomerId'),
        idempotencyKeyHash: p('idempotencyKeyHash'),
        payerEmail: p('payerEmail'),
      })
      .returning({
        id: topupRequests.id,
        referenceNumber: topupRequests.referenceNumber,
        receiptToken: topupRequests.receiptToken,
        expiresAt: topupRequests.expiresAt,
        contactNumber: topupRequests.contactNumber,
        payerEmail: topupRequests.payerEmail,
        createdByCustomerId: topupRequests.createdByCustomerId,
      }),
  );
  // Raw SQL for this one insert: Drizzle's INSERT ... SELECT lists every column, the identity too.
  const history = db.$with('history', {}).as(sql`
    insert into topup_status_history (topup_request_id, from_status, to_status, actor_kind, actor_id, actor_name)
    select ${created.id}, null, ${TopupStatus.Pending}, ${p('actorKind')}, ${p('actorId')}::integer, ${p('actorName')}
    from ${created}`);
  // The request's "created" notices (decision 0027), in the same statement: no request without them.
  const notices = db.$with('queued_notices', {}).as(
    queueNoticesSql(
      {
        from: sql`${created}`,
        id: sql`${created.id}`,
        contactNumber: sql`${created.contactNumber}`,
        payerEmail: sql`${created.payerEmail}`,
        createdByCustomerId: sql`${created.createdByCustomerId}`,
      },
      'created',
    ),
  );
  return db
    .with(created, history, notices)
    .select({
      id: created.id,
      referenceNumber: created.referenceNumber,
      receiptToken: created.receiptToken,
      expiresAt: created.expiresAt,
    })
    .from(created)
    .prepare('topup_insert_pending');
}

const insertPending = oncePerDatabase(prepareInsertPendingTopup);

/** Returns the stored request's id, reference number, receipt token and expiry. */
export async function insertPendingTopup(
  db: Database,
  values: PendingTopupValues,
  actor: TopupActor,
): Promise<InsertedTopup> {
  const [row] = await insertPending(db).execute({ ...values, ...actorColumns(actor) });
  if (!row) throw new Error('top-up request insert returned nothing');
  // A prepared statement's CTE answers the timestamp as text on some drivers: make it a Date either way.
  const expiresAt = row.expiresAt === null ? null : new Date(row.expiresAt);
  return { ...row, expiresAt };
}
