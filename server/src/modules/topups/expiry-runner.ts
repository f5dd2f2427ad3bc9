import type { AppInstance } from '../../app-instance.ts';
import { expirePendingTopups } from './expire-topups.ts';

export const TOPUP_EXPIRY_JOB = 'topup-expiry';

/**
 * Expires overdue pending top-ups every `intervalSeconds` (TOPUP_EXPIRY_INTERVAL_SECONDS; 0 = never, as in
 * tests, which ask for it explicitly), as a job of the app's periodic runner (modules/periodic): it starts
 * when the app is ready, a run is never doubled, and closing the app waits for a run in progress. The
 * first run follows start-up by the runner's first-run delay. expirePendingTopups is safe to run from
 * several processes at once in any case.
 */
export function registerTopupExpiryRunner(
  app: AppInstance,
  intervalSeconds: number,
  firstRunDelayMs?: number,
): void {
  app.periodic.add({
    name: TOPUP_EXPIRY_JOB,
    intervalSeconds,
    ...(firstRunDelayMs === undefined ? {} : { firstRunDelayMs }),
    async run() {
      const count = await expirePendingTopups(app.db);
      if (count > 0) app.log.info({ count }, 'expired pending top-up requests');
    },
  });
}
