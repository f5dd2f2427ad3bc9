import { NoticeSendError, type NoticeChannel, type OutgoingNotice } from './notice-channel.ts';

export interface SmsChannelSettings {
  /** The gateway's send address, e.g. Semaphore's https://api.semaphore.co/api/v4/messages. */
  url: string;
  apiKey: string;
  /** The registered sender name the message shows; null = the gateway's default. */
  senderName: string | null;
  timeoutMs: number;
}

/** The message id of a Semaphore-shaped answer: `[{ "message_id": 123, ... }]` or `{ "message_id": ... }`. */
function providerIdOf(answer: unknown): string | null {
  const first = Array.isArray(answer) ? answer[0] : answer;
  if (first && typeof first === 'object') {
    const id = (first as Record<string, unknown>).message_id ?? (first as Record<string, unknown>).id;
    if (typeof id === 'string' || typeof id === 'number') return String(id).slice(0, 200);
  }
  return null;
}

/**
 * SMS through an HTTP gateway shaped like Semaphore's (a Philippine provider): a form POST of apikey,
 * number, message and sendername, answered with JSON. A 5xx, a 429 or no answer is retried later; any other
 * 4xx is final (a bad number, a bad key). The key travels in the body, never in the address or a log.
 */
export function createSmsChannel(settings: SmsChannelSettings): NoticeChannel {
  return {
    name: 'sms',
    async send(notice: OutgoingNotice) {
      const form = new URLSearchParams({
        apikey: settings.apiKey,
        number: notice.recipient,
        message: notice.body,
      });
      if (settings.senderName) form.set('sendername', settings.senderName);
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const name = (error as Error)?.name === 'TimeoutError' ? 'timed out' : 'connection failed';
        throw new NoticeSendError(`SMS gateway ${name}`, true);
      }
      if (!response.ok) {
        await response.body?.cancel();
        const retryable = response.status >= 500 || response.status === 429;
        throw new NoticeSendError(`SMS gateway answered HTTP ${response.status}`, retryable);
      }
      const answer: unknown = await response.json().catch(() => null);
      return { providerId: providerIdOf(answer) };
    },
  };
}
