import type { AppInstance } from '../../app.ts';
import { expirePendingTopups } from './expire-topups.ts';

/**
 * The first run waits a moment: on PGlite a query holds the main thread, and start-up (listening, signal
 * handlers) should finish first.
 */
export const FIRST_RUN_DELAY_MS = 2_000;

/**
 * Runs the expiry every `intervalSeconds` while the app is up (0 = never; tests ask for it explicitly).
 * Every server process may run it: expirePendingTopups is safe to run concurrently. The timer does not
 * keep the process alive, and closing the app waits for a run in progress.
 */
export function registerTopupExpiryRunner(
  app: AppInstance,
  intervalSeconds: number,
  firstRunDelayMs = FIRST_RUN_DELAY_MS,
): void {
  if (intervalSeconds <= 0) return;
  let first: NodeJS.Timeout | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const runOnce = () => {
    if (running) return; // the previous run is still going; skip this tick
    running = expirePendingTopups(app.db)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'expired pending top-up requests');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'top-up expiry run failed'))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(runOnce, intervalSeconds * 1000);
    timer.unref();
    first = setTimeout(runOnce, Math.min(firstRunDelayMs, intervalSeconds * 1000));
    first.unref();
  });
  app.addHook('preClose', async () => {
    if (first) clearTimeout(first);
    if (timer) clearInterval(timer);
    first = null;
    timer = null;
    await running;
  });
}
