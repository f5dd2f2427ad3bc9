import type { AppInstance } from '../../app-instance.ts';
import type { NoticeSettings } from '../../config.ts';
import { dispatchNotices } from './dispatch-notices.ts';
import { createEmailChannel } from './email-channel.ts';
import type { NoticeChannel } from './notice-channel.ts';
import { registerNoticeRoutes } from './routes.ts';
import { createSmsChannel } from './sms-channel.ts';

export const NOTICE_DISPATCH_JOB = 'notice-dispatch';

/** The channels the settings turn on; none by default. */
export function createNoticeChannels(settings: NoticeSettings, publicUrl: string) {
  const channels: (NoticeChannel & { close?: () => void })[] = [];
  if (settings.email) {
    channels.push(
      createEmailChannel({
        ...settings.email,
        messageIdDomain: new URL(publicUrl).hostname || 'localhost',
        timeoutMs: settings.sendTimeoutMs,
      }),
    );
  }
  if (settings.sms) channels.push(createSmsChannel({ ...settings.sms, timeoutMs: settings.sendTimeoutMs }));
  return channels;
}

/**
 * The outbox's dispatcher as a job of the periodic runner (one process at a time sends; each notice is
 * claimed under its own lease as well, decision 0027) and the back office's read of a request's notices.
 */
export function registerNotices(app: AppInstance, settings: NoticeSettings, publicUrl: string): void {
  registerNoticeRoutes(app);
  const channels = createNoticeChannels(settings, publicUrl);
  app.periodic.add({
    name: NOTICE_DISPATCH_JOB,
    intervalSeconds: settings.dispatchIntervalSeconds,
    firstRunDelayMs: Math.min(2_000, settings.dispatchIntervalSeconds * 1000),
    async run() {
      const outcome = await dispatchNotices(app.db, channels, {
        publicUrl,
        batchSize: settings.batchSize,
        maxAttempts: settings.maxAttempts,
        retrySeconds: settings.retrySeconds,
        // A delivery ends within its time limit; the lease outlasts it with room for the database's writes.
        leaseSeconds: Math.ceil(settings.sendTimeoutMs / 1000) * 2 + 30,
      });
      if (outcome.sent + outcome.retried + outcome.failed > 0) app.log.info(outcome, 'notices dispatched');
    },
  });
  app.addHook('onClose', async () => {
    for (const channel of channels) channel.close?.();
  });
}
