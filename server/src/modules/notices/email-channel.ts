import nodemailer from 'nodemailer';
import { NoticeSendError, type NoticeChannel, type OutgoingNotice } from './notice-channel.ts';

export interface EmailChannelSettings {
  /** smtp://user:pass@host:port or smtps://...: nodemailer's connection URL. */
  smtpUrl: string;
  /** The From address, e.g. "eWallet Top-up <no-reply@example.com>". */
  from: string;
  /** The domain of the Message-ID (the public address's host). */
  messageIdDomain: string;
  timeoutMs: number;
}

/** SMTP reply codes and Node's network errors that are worth another try later. */
function isRetryable(error: { responseCode?: number; code?: string }): boolean {
  if (typeof error.responseCode === 'number') return error.responseCode < 500;
  return true; // no SMTP answer at all: a connection refused, reset or timed out
}

/** What the back office may read of an SMTP failure: the reply code or the error code, never the text. */
function describe(error: { responseCode?: number; code?: string }): string {
  if (typeof error.responseCode === 'number') return `SMTP server answered ${error.responseCode}`;
  return `SMTP connection failed (${typeof error.code === 'string' ? error.code.slice(0, 40) : 'unknown'})`;
}

/** E-mail over SMTP with nodemailer. One pooled transport per process; plain text only. */
export function createEmailChannel(settings: EmailChannelSettings): NoticeChannel & { close(): void } {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    // No logging of the conversation: it holds the addresses and the receipt link.
    logger: false,
    debug: false,
  });
  return {
    name: 'email',
    async send(notice: OutgoingNotice) {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: notice.recipient,
          subject: notice.subject,
          text: notice.body,
          // The same id on every attempt of one notice: a mail system that already took the first copy (we
          // died before writing "sent") can tell the second is the same message (decision 0027).
          messageId: `<notice-${notice.id}@${settings.messageIdDomain}>`,
        });
        return { providerId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (error) {
        const details = (error ?? {}) as { responseCode?: number; code?: string };
        throw new NoticeSendError(describe(details), isRetryable(details));
      }
    },
    close() {
      transport.close();
    },
  };
}
