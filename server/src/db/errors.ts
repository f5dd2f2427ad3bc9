/**
 * Recognises PostgreSQL errors by their SQLSTATE, whether the driver's error arrives as it is or wrapped
 * by Drizzle (DrizzleQueryError keeps the driver's error as its cause). Both pg and PGlite set `code`
 * and `constraint`.
 */
interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function databaseErrorOf(error: unknown): DatabaseErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const fields = current as DatabaseErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return null;
}

/** A unique_violation (23505), of the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = databaseErrorOf(error);
  if (fields?.code !== '23505') return false;
  return constraint === undefined || fields.constraint === constraint;
}

/**
 * The database cannot take the work for now: a restart, a failover or a network cut (SQLSTATE class 08,
 * shutdowns 57P01-57P03, or the driver's own words for a connection that ended or could not be made), or it
 * has run out of something (class 53: disk full, memory, connections). A request that meets one is answered
 * 503 (try again), not 500: nothing is wrong with the request, and nothing of it was kept.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const fields = databaseErrorOf(error);
  if (fields && typeof fields.code === 'string') {
    return /^(08|53)/.test(fields.code) || ['57P01', '57P02', '57P03'].includes(fields.code);
  }
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { message, code } = current as { message?: unknown; code?: unknown };
    if (typeof code === 'string' && DRIVER_CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && DRIVER_CONNECTION_MESSAGES.some((text) => message.includes(text))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const DRIVER_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
// pg's messages for a connection that ended, is broken, or could not be had from the pool in time.
const DRIVER_CONNECTION_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];
