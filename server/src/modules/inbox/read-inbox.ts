import {
  INBOX_KINDS,
  type InboxAnswer,
  type InboxItem,
  type InboxKind,
  type InboxKindAnswer,
} from '../../../../core/api/inbox.ts';
import { centavosToPesos } from '../../../../core/money.ts';
import { ROLES } from '../../../../core/roles.ts';
import { ROLE_LABELS } from '../../../../core/api/users.ts';
import type { JsonRead, JsonRows } from '../../db/json-reads.ts';
import type { SessionCaller } from '../sessions/service.ts';
import { INBOX_KIND_READS, roleMatchesKind } from './inbox-kinds.ts';

/**
 * "Needs you" (issue 28, decision 0042): every kind's select for this caller, as one read, so that with the
 * session it is one statement (http/register-session-read.ts, decision 0037). Kinds of another role read
 * nothing; a kind with nothing waiting is left out of the answer.
 */
export function inboxRead(caller: SessionCaller): JsonRead<InboxKind, InboxAnswer> {
  const reads = Object.fromEntries(
    INBOX_KINDS.map((kind) => [kind, INBOX_KIND_READS[kind].select(caller, roleMatchesKind(caller, kind))]),
  ) as Record<InboxKind, ReturnType<(typeof INBOX_KIND_READS)[InboxKind]['select']>>;
  return { reads, answer: inboxOf };
}

function inboxOf(rows: Record<InboxKind, JsonRows>): InboxAnswer {
  const kinds: InboxKindAnswer[] = [];
  for (const kind of INBOX_KINDS) {
    const kindRows = rows[kind];
    const first = kindRows[0];
    if (!first) continue;
    kinds.push({ kind, count: Number(first.total), items: kindRows.map((row) => itemOf(kind, row)) });
  }
  return { total: kinds.reduce((sum, kind) => sum + kind.count, 0), kinds };
}

function itemOf(kind: InboxKind, row: JsonRows[number]): InboxItem {
  const amount = row.amount === null || row.amount === undefined ? null : Number(row.amount);
  return {
    id: Number(row.id),
    reference: (row.reference as string | null) ?? null,
    subject: String(row.subject ?? ''),
    detail: kind === 'role-request' ? roleRequestDetail(row) : ((row.detail as string | null) ?? null),
    amount: amount === null ? null : centavosToPesos(amount),
    by: (row.by_name as string | null) ?? null,
    since: new Date(String(row.since)).toISOString(),
  };
}

/** What a role request asks: the roles the account is to hold, or a reset of its second factor. */
function roleRequestDetail(row: JsonRows[number]): string {
  if (row.detail === 'second-factor-reset') return 'Reset of two-factor sign-in';
  const asked: unknown[] = Array.isArray(row.raw) ? row.raw : [];
  return ROLES.filter((role) => asked.includes(role))
    .map((role) => ROLE_LABELS[role])
    .join(', ');
}
