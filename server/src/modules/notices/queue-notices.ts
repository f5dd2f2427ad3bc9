import { sql, type SQL } from 'drizzle-orm';
import { TopupStatus, type TopupStatusCode } from '../../../../core/topup-status.ts';
import type { Database } from '../../db/client.ts';

export const NOTICE_KINDS = ['created', 'posted', 'cancelled', 'expired'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The longest address a notice row takes (an e-mail address's limit): a longer one is left out, never fatal. */
const MAX_RECIPIENT_LENGTH = 254;

/**
 * Where a statement finds the requests to notify: a relation and its columns, either the topup_requests
 * table itself (inside the transaction of a status change) or a CTE's answer (the create and the expiry,
 * whose rows the same statement writes and so cannot read back from the table).
 */
export interface NoticeSource {
  from: SQL;
  id: SQL;
  contactNumber: SQL;
  payerEmail: SQL;
  createdByCustomerId: SQL;
  /** Narrows the relation (one request); none = every row of a CTE. */
  where?: SQL;
}

/**
 * The INSERT of a request's outbox rows (decision 0027) for one cause: an SMS to the request's contact
 * number, and an e-mail to the payer's address or else to the logged-in creator's account address. It runs
 * inside the change's own statement or transaction, so a change that rolls back leaves no notice. Rows are
 * written whatever the server's channels: the dispatcher marks those of a channel that is off 'skipped'. The
 * unique cause key makes a repeated insert (a retried change) a no-op: one notice per cause and channel.
 */
export function queueNoticesSql(source: NoticeSource, kind: NoticeKind): SQL {
  return sql`
    insert into notices (topup_request_id, kind, channel, recipient)
    select ${source.id}, ${kind}, c.channel, c.recipient
    from ${source.from}
    left join customers notice_creator on notice_creator.id = ${source.createdByCustomerId}
    cross join lateral (values
      ('sms', nullif(trim(${source.contactNumber}), '')),
      ('email', coalesce(nullif(trim(${source.payerEmail}), ''), nullif(trim(notice_creator.email), '')))
    ) as c (channel, recipient)
    where ${source.where ?? sql`true`} and c.recipient is not null and char_length(c.recipient) <= ${MAX_RECIPIENT_LENGTH}
    on conflict (topup_request_id, kind, channel) do nothing`;
}

/** Queues one stored request's notices of `kind`, inside the transaction that has just changed it. */
export async function queueRequestNotices(db: Database, requestId: number, kind: NoticeKind): Promise<void> {
  await db.execute(
    queueNoticesSql(
      {
        from: sql`topup_requests notice_request`,
        id: sql`notice_request.id`,
        contactNumber: sql`notice_request.contact_number`,
        payerEmail: sql`notice_request.payer_email`,
        createdByCustomerId: sql`notice_request.created_by_customer_id`,
        where: sql`notice_request.id = ${requestId}`,
      },
      kind,
    ),
  );
}

/** Which notice a move to `status` sends: posted, cancelled and expired do; the others (On Hold...) none. */
export function noticeKindOfStatus(status: TopupStatusCode): NoticeKind | null {
  if (status === TopupStatus.Done) return 'posted';
  if (status === TopupStatus.Cancelled) return 'cancelled';
  if (status === TopupStatus.Expired) return 'expired';
  return null;
}
