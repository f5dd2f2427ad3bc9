import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { assertUnderRateLimit, hitRateLimit, type RateLimit } from './service.ts';

/**
 * Runs a look-up whose misses tell a guesser something (a reference number that does not exist), counting
 * only the misses against the key: a customer who types their own reference right is never slowed down,
 * and someone walking through references is stopped with 429 after a few wrong guesses.
 */
export async function limitMisses<T>(
  db: Database,
  key: string,
  limit: RateLimit,
  work: () => Promise<T>,
): Promise<T> {
  await assertUnderRateLimit(db, key, limit);
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && (error.kind === 'not_found' || error.kind === 'invalid')) {
      await hitRateLimit(db, key, { ...limit, limit: Number.MAX_SAFE_INTEGER });
    }
    throw error;
  }
}
