import { asc, eq } from 'drizzle-orm';
import type { ListedNotice } from '../../../../core/api/notices.ts';
import type { Database } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import { maskRecipient } from './mask-recipient.ts';

/** A request's notices, oldest first, addresses masked; none (not a 404) for an unknown request. */
export async function listRequestNotices(db: Database, requestId: number): Promise<ListedNotice[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(eq(notices.topupRequestId, requestId))
    .orderBy(asc(notices.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: maskRecipient(row.channel, row.recipient),
    state: row.state,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }));
}
