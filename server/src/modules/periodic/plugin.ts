import type { AppInstance } from '../../app-instance.ts';
import { PURGE_INTERVAL_SECONDS, purgeJobs } from './purges.ts';
import { PeriodicRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's periodic jobs (runner.ts): modules add theirs while the app is built. */
    periodic: PeriodicRunner;
  }
}

/**
 * The runner of the app's periodic work, with the purges; the modules add their own jobs (top-up expiry,
 * card reconciliation) with app.periodic.add, so register this before them. The jobs start when the app is
 * ready and stop before it closes: preClose runs before every onClose hook, so a run in progress ends while
 * the database is still open.
 */
export function registerPeriodicRunner(app: AppInstance): void {
  const runner = new PeriodicRunner(app.db, app.log);
  app.decorate('periodic', runner);
  for (const job of purgeJobs(app.db, app.log, PURGE_INTERVAL_SECONDS)) runner.add(job);
  app.addHook('onReady', async () => {
    runner.start();
  });
  app.addHook('preClose', async () => {
    await runner.stop();
  });
}
