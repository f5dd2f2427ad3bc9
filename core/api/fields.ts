import { z } from 'zod';

/** The largest id an integer column holds; a larger number names nothing, so it is refused up front. */
export const MAX_ID = 2_147_483_647;

/** A row id from a body or query string (text or number), with a message when it is missing or not an id. */
export function idSchema(message?: string) {
  return z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ID, message ?? '{field} is not a known id');
}

/** 0 for "all" (a filter), else an id. */
export const optionalIdFilterSchema = z.coerce.number().int().min(0).max(MAX_ID).default(0);

/**
 * Text from a body or query string. PostgreSQL text cannot hold the NUL character, so text carrying one
 * is refused here rather than failing in the database.
 */
export function inputText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((text) => !text.includes('\u0000'), '{field} must not contain a NUL character');
}

/** An instant in an answer: ISO 8601 in UTC, as `Date.toISOString()` writes it (docs/API.md, "Dates"). */
export const instantText = () => z.string().meta({ format: 'date-time' });

/** A Manila calendar day in an answer: YYYY-MM-DD. */
export const dayText = () => z.string().meta({ format: 'date' });
