import { z } from 'zod';

/** The largest id an integer column holds; a larger number names nothing, so it is refused up front. */
export const MAX_ID = 2_147_483_647;

/**
 * What every id field answers when it is not an id, in one place so that every endpoint says it alike; the
 * error handler puts the field's name for {field}. Ids start at 1 (0 and negatives name nothing).
 */
export const ID_MESSAGES = {
  notAnId: '{field} must be a whole number from 1',
  tooLarge: '{field} is not a known id',
} as const;

/** A row id from a query string or path (text or number), with a message when it is missing or not an id. */
export function idSchema(message?: string) {
  const notAnId = message ?? ID_MESSAGES.notAnId;
  return z.coerce
    .number(message ? { error: message } : undefined)
    .int(notAnId)
    .min(1, notAnId)
    .max(MAX_ID, message ?? ID_MESSAGES.tooLarge);
}

/** A row id in a JSON body: a JSON number (text is not an id there), with the same messages. */
export function bodyIdSchema(message?: string) {
  const notAnId = message ?? ID_MESSAGES.notAnId;
  return z
    .number(message ? { error: message } : undefined)
    .int(notAnId)
    .min(1, notAnId)
    .max(MAX_ID, message ?? ID_MESSAGES.tooLarge);
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
