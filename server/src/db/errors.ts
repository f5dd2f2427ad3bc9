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
