import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { NoticeSendError, type NoticeChannel, type NoticeChannelName } from './notice-channel.ts';
import type { NoticeKind } from './queue-notices.ts';
import { renderNotice, type NoticeFacts } from './render-notice.ts';

export interface DispatchSettings {
  publicUrl: string;
  batchSize: number;
  maxAttempts: number;
  /** The first retry's wait; doubled for each further one, at most MAX_RETRY_WAIT_SECONDS. */
  retrySeconds: number;
  /** How long a claim holds its notice: longer than one delivery may take (its time limit). */
  leaseSeconds: number;
}

export const MAX_RETRY_WAIT_SECONDS = 3600;

export interface DispatchOutcome {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

interface ClaimedNotice {
  id: number;
  kind: NoticeKind;
  channel: NoticeChannelName;
  recipient: string;
  attempts: number;
  subject: string | null;
  body: string | null;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const listOf = (names: readonly string[]) =>
  sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );

/**
 * One run of the outbox's dispatcher (decision 0027). Notices of a channel that is off are marked skipped.
 * Each due notice is then CLAIMED in its own committed statement (state sending, attempt counted, a lease)
 * before it is delivered, and marked sent or queued again afterwards, fenced by the attempt number:
 * - a second dispatcher never takes a notice under a live lease (FOR UPDATE SKIP LOCKED, and the lease
 *   re-checked on the row's latest version);
 * - a notice whose sender died mid-delivery is taken again when its lease passes: it may then arrive twice
 *   (the at-least-once window), never zero times; an e-mail keeps its Message-ID across attempts;
 * - a failed delivery waits retrySeconds × 2^(attempt-1) and is tried again, up to maxAttempts; a failure
 *   the provider calls final, or the last attempt, marks it failed.
 */
export async function dispatchNotices(
  db: Database,
  channels: readonly NoticeChannel[],
  settings: DispatchSettings,
): Promise<DispatchOutcome> {
  const outcome: DispatchOutcome = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const enabled = channels.map((channel) => channel.name);
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  outcome.skipped = rowsOf(
    await db.execute(sql`
      update notices set state = 'skipped'
      where state = 'queued' and ${enabled.length > 0 ? sql`channel not in (${listOf(enabled)})` : sql`true`}
      returning id`),
  ).length;
  if (enabled.length === 0) return outcome;
  // A sender that died during the last allowed attempt: no more tries.
  outcome.failed += rowsOf(
    await db.execute(sql`
      update notices set state = 'failed', lease_until = null,
        last_error = 'the sender stopped during the last attempt'
      where state = 'sending' and lease_until < now() and attempts >= ${settings.maxAttempts}
      returning id`),
  ).length;

  // Only what was due when the run began: a failure queued again for "now" waits for the next run.
  const [start] = rowsOf<{ at: string | Date }>(await db.execute(sql`select now() as at`));
  const runStartedAt = new Date(start?.at ?? Date.now()).toISOString();
  for (let n = 0; n < settings.batchSize; n++) {
    const notice = await claimOne(db, enabled, settings, runStartedAt);
    if (!notice) break;
    const channel = byName.get(notice.channel);
    if (!channel) break;
    let text =
      notice.subject !== null && notice.body !== null ? { subject: notice.subject, body: notice.body } : null;
    try {
      text ??= await renderAndKeep(db, notice, settings.publicUrl);
      const { providerId } = await channel.send({ id: notice.id, recipient: notice.recipient, ...text });
      await db.execute(sql`
        update notices set state = 'sent', sent_at = now(), provider_message_id = ${providerId},
          lease_until = null, last_error = null
        where id = ${notice.id} and state = 'sending' and attempts = ${notice.attempts}`);
      outcome.sent++;
    } catch (error) {
      const failure =
        error instanceof NoticeSendError
          ? error
          : new NoticeSendError('unexpected error while sending', true);
      const again = failure.retryable && notice.attempts < settings.maxAttempts;
      const wait = Math.min(MAX_RETRY_WAIT_SECONDS, settings.retrySeconds * 2 ** (notice.attempts - 1));
      await db.execute(sql`
        update notices set state = ${again ? 'queued' : 'failed'}, lease_until = null,
          next_attempt_at = now() + make_interval(secs => ${wait}), last_error = ${failure.message.slice(0, 200)}
        where id = ${notice.id} and state = 'sending' and attempts = ${notice.attempts}`);
      if (again) outcome.retried++;
      else outcome.failed++;
    }
  }
  return outcome;
}

/** Takes the next due notice of an enabled channel, committing the claim before anything is sent. */
async function claimOne(
  db: Database,
  enabled: readonly string[],
  settings: DispatchSettings,
  dueBy: string,
): Promise<ClaimedNotice | null> {
  const [row] = rowsOf<ClaimedNotice>(
    await db.execute(sql`
      with due as (
        select id from notices
        where channel in (${listOf(enabled)}) and attempts < ${settings.maxAttempts}
          and ((state = 'queued' and next_attempt_at <= ${dueBy}::timestamptz) or (state = 'sending' and lease_until < now()))
        order by next_attempt_at, id
        limit 1
        for update skip locked
      )
      update notices n set state = 'sending', attempts = n.attempts + 1, last_attempt_at = now(),
        lease_until = now() + make_interval(secs => ${settings.leaseSeconds})
      from due where n.id = due.id
      returning n.id, n.kind, n.channel, n.recipient, n.attempts, n.subject, n.body`),
  );
  return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts) } : null;
}

/** Writes the notice's words on its first attempt, so that every retry sends the same text. */
async function renderAndKeep(
  db: Database,
  notice: ClaimedNotice,
  publicUrl: string,
): Promise<{ subject: string; body: string }> {
  const [facts] = rowsOf<
    Omit<NoticeFacts, 'expiresAt' | 'amountCentavos'> & {
      expiresAt: string | Date | null;
      amountCentavos: string | number;
    }
  >(
    await db.execute(sql`
      select t.reference_number as "referenceNumber", t.amount as "amountCentavos",
        t.payment_method_code as "methodCode", m.name as "methodName", m.instructions,
        m.bank_name as "bankName", m.bank_account_name as "bankAccountName",
        m.bank_account_number as "bankAccountNumber", t.expires_at as "expiresAt",
        t.receipt_token as "receiptToken"
      from notices n
      join topup_requests t on t.id = n.topup_request_id
      join payment_methods m on m.code = t.payment_method_code
      where n.id = ${notice.id}`),
  );
  if (!facts) throw new NoticeSendError('the notice has no request', false);
  const text = renderNotice(
    notice.kind,
    notice.channel,
    {
      ...facts,
      amountCentavos: Number(facts.amountCentavos),
      expiresAt: facts.expiresAt === null ? null : new Date(facts.expiresAt),
    },
    publicUrl,
  );
  await db.execute(sql`
    update notices set subject = ${text.subject}, body = ${text.body}
    where id = ${notice.id} and subject is null`);
  return text;
}
