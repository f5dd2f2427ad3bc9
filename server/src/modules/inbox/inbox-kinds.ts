import { sql, type SQL } from 'drizzle-orm';
import { INBOX_ITEMS_PER_KIND, INBOX_KIND_ROLE, type InboxKind } from '../../../../core/api/inbox.ts';
import { JOURNAL_STATUS } from '../../../../core/api/journal-entries.ts';
import { RETURN_STATUS } from '../../../../core/api/payments-to-return.ts';
import { ROLE_REQUEST_STATUS, TEMPORARY_PASSWORD_COOLING_DAYS } from '../../../../core/api/role-requests.ts';
import { TRANSMITTAL_STATUS } from '../../../../core/api/transmittals.ts';
import { TopupStatus } from '../../../../core/topup-status.ts';
import type { SessionCaller } from '../sessions/service.ts';

/**
 * What one kind of the inbox reads for a caller: the rows of that kind the caller may act on, never their
 * own (the same four-eyes rules as the use case that acts on them, which still decides), oldest first.
 * Each select gives the columns of an inbox item (id, reference, subject, detail, amount in centavos,
 * by_name, since) plus `raw` for what the answer words itself (role-request), and `total`: how many rows
 * match, counted before the limit. The kind's role is checked in the caller's role, so for another role the
 * select returns nothing without reading its table (a one-time filter of the plan).
 */
export interface InboxKindRead {
  /** Rows the caller may act on, as described above; `where` already holds the role check. */
  select: (caller: SessionCaller, roleMatches: SQL) => SQL;
}

const LIMIT = sql.raw(String(INBOX_ITEMS_PER_KIND));

/**
 * The inbox's kinds, each one entry: a new kind (issue 30's bank lines to confirm) is its line in
 * core/api/inbox.ts INBOX_KIND_ROLE and its select here (docs/decisions/0042).
 */
export const INBOX_KIND_READS: Record<InboxKind, InboxKindRead> = {
  // decide-entry.ts: the maker never approves or rejects her own entry, nobody one to their own wallet.
  'journal-approval': {
    select: (caller, roleMatches) => sql`
      select j.id, j.reference_number as reference, j.ewallet_account_name as subject, null::text as detail,
        j.amount, j.initiated_by_name as by_name, j.date_created as since, null::text[] as raw,
        count(*) over () as total
      from journal_entries j
      where ${roleMatches} and j.status = ${sql.raw(String(JOURNAL_STATUS.awaitingApproval))}
        and j.initiated_by_id is distinct from ${caller.id} and j.ewallet_customer_id <> ${caller.id}
      order by j.date_created, j.id limit ${LIMIT}`,
  },
  // approve-transmittals.ts: nobody approves a transmittal she entered, nor one that pays her own wallet.
  'transmittal-approval': {
    select: (caller, roleMatches) => sql`
      select t.id, null::text as reference, coalesce(d.department_name, '') as subject,
        t.remarks as detail, t.total as amount, t.initiated_by_name as by_name, t.date_created as since,
        null::text[] as raw, count(*) over () as total
      from transmittal_headers t left join departments d on d.id = t.department_id
      where ${roleMatches} and t.status = ${sql.raw(String(TRANSMITTAL_STATUS.pending))}
        and t.initiated_by_id <> ${caller.id}
        and not exists (
          select 1 from transmittal_details l
          where l.transmittal_header_id = t.id and l.amount > 0 and l.ewallet_customer_id = ${caller.id}
        )
      order by t.date_created, t.id limit ${LIMIT}`,
  },
  // refund-payment.ts: any top-up admin refunds; the money goes back to the card that paid.
  'payment-to-return': {
    select: (_caller, roleMatches) => sql`
      select p.id, p.reference_number as reference, r.ewallet_account_name as subject, null::text as detail,
        p.amount_centavos as amount, null::text as by_name, p.found_at as since, null::text[] as raw,
        count(*) over () as total
      from payments_to_return p join topup_requests r on r.id = p.topup_request_id
      where ${roleMatches} and p.status = ${sql.raw(String(RETURN_STATUS.toReturn))}
      order by p.found_at, p.id limit ${LIMIT}`,
  },
  // update-status.ts (core/four-eyes.ts isOwnTopup): nobody moves a request for her own wallet or that she
  // opened. Who put it On Hold, and when, is the latest line of its status history.
  'topup-on-hold': {
    select: (caller, roleMatches) => sql`
      select r.id, r.reference_number as reference, r.ewallet_account_name as subject,
        held.remarks as detail, r.amount, held.actor_name as by_name,
        coalesce(held.created_at, r.updated_at) as since, null::text[] as raw, count(*) over () as total
      from topup_requests r
      left join lateral (
        select h.actor_name, h.remarks, h.created_at from topup_status_history h
        where h.topup_request_id = r.id order by h.id desc limit 1
      ) held on true
      where ${roleMatches} and r.status = ${sql.raw(String(TopupStatus.OnHold))}
        and r.ewallet_customer_id <> ${caller.id} and r.created_by_customer_id is distinct from ${caller.id}
      order by since, r.id limit ${LIMIT}`,
  },
  // decide-role-request.ts (decision 0031): never the maker, never the account itself, never an admin who
  // gave the account a temporary password lately. `raw` is the roles asked, or null for a second-factor reset.
  'role-request': {
    select: (caller, roleMatches) => sql`
      select q.id, null::text as reference, a.firstname || ' ' || a.lastname as subject, q.kind as detail,
        null::bigint as amount, m.firstname || ' ' || m.lastname as by_name, q.requested_at as since,
        q.roles as raw, count(*) over () as total
      from role_requests q
      join customers a on a.id = q.customer_id
      join customers m on m.id = q.requested_by_id
      where ${roleMatches} and q.status = ${sql.raw(String(ROLE_REQUEST_STATUS.pending))}
        and q.requested_by_id <> ${caller.id} and q.customer_id <> ${caller.id}
        and not exists (
          select 1 from audit_log g
          where g.entity = 'customer' and g.entity_id = q.customer_id::text
            and g.action = 'password.temporary' and g.actor_id = ${caller.id}
            and g.at >= now() - make_interval(days => ${sql.raw(String(TEMPORARY_PASSWORD_COOLING_DAYS))})
        )
      order by q.requested_at, q.id limit ${LIMIT}`,
  },
};

/** The SQL condition that the caller's role is the one that acts on `kind`. */
export function roleMatchesKind(caller: SessionCaller, kind: InboxKind): SQL {
  return sql`${caller.role} = ${sql.raw(`'${INBOX_KIND_ROLE[kind]}'`)}`;
}
