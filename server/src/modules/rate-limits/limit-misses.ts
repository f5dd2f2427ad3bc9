import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { giveBackRateLimit, takeRateLimit, type RateLimit } from './service.ts';

/**
 * Runs a look-up whose misses tell a guesser something (a reference number that does not exist), so that
 * only misses use up the key's allowance: a customer who types their own reference right is never slowed
 * down, and someone walking through references is stopped with 429 after a few wrong guesses. The attempt
 * is taken before the work and handed back after a hit, so a burst of guesses sent at once gets no more
 * look-ups than the same guesses sent one by one.
 */
export async function limitMisses<T>(
  db: Database,
  key: string,
  limit: RateLimit,
  work: () => Promise<T>,
): Promise<T> {
  await takeRateLimit(db, key, limit);
  let missed = false;
  try {
    return await work();
  } catch (error) {
    missed = error instanceof AppError && (error.kind === 'not_found' || error.kind === 'invalid');
    throw error;
  } finally {
    if (!missed) await giveBackRateLimit(db, key);
  }
}
