/**
 * A way of delivering a notice (decision 0027): e-mail over SMTP, SMS through an HTTP gateway. The
 * dispatcher knows only this interface; tests use the real adapters against local stand-ins.
 */
export type NoticeChannelName = 'email' | 'sms';

export interface OutgoingNotice {
  /** The outbox row's id: stable across retries, so the e-mail's Message-ID is too. */
  id: number;
  recipient: string;
  subject: string;
  body: string;
}

export interface NoticeChannel {
  readonly name: NoticeChannelName;
  /** Delivers the notice to the provider; answers the provider's id for it. Throws NoticeSendError. */
  send(notice: OutgoingNotice): Promise<{ providerId: string | null }>;
}

/**
 * A failed delivery. `retryable`: the provider may take it later (connection refused, a timeout, a 4xx of
 * SMTP, a 5xx or 429 of the gateway); otherwise it never will (a refused address, a 4xx of the gateway).
 * The message is ours and short, written for the back office: never the provider's answer, which may
 * repeat the address or the key.
 */
export class NoticeSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'NoticeSendError';
  }
}
