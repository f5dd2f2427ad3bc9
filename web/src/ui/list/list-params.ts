import { z } from 'zod';
import { PAGE_SIZES } from '@core/api/paging';
import { parseManilaDate } from '@core/manila-date';

/**
 * Parsers for one list screen's address parameters. Each takes the raw text of a parameter (undefined when
 * it is absent) and never fails: a hand-edited or stale address falls back to the default, so the screen
 * always opens.
 */
export const listParam = {
  /** Free text; '' when absent. */
  text: () => z.string().max(200).catch(''),
  /** One of a fixed set of words. */
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.enum(values).catch(fallback),
  /** A positive whole number, or null when absent or not one. */
  id: () => z.coerce.number().int().positive().nullable().catch(null),
  /** A whole number from a known set, e.g. a status code. */
  code: <const T extends readonly number[]>(values: T, fallback: T[number]) =>
    z.coerce
      .number()
      .refine((value): value is T[number] => values.includes(value))
      .catch(fallback),
  /** A Manila calendar day as YYYY-MM-DD (a date range's end); '' when absent or not a real day. */
  day: () =>
    z
      .string()
      .refine((text) => parseManilaDate(text) !== null)
      .catch(''),
  /** A comma-separated list of known words (e.g. the shown columns), unknown ones dropped; [] when absent. */
  keys: <const T extends readonly string[]>(known: T) =>
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .filter((key, index, all): key is T[number] => known.includes(key) && all.indexOf(key) === index),
      )
      .catch([]),
  /** A comma-separated list of positive codes; [] (everything) when empty, absent or wrong. */
  codes: () =>
    z
      .string()
      .transform((text) => (text === '' || text === 'all' ? [] : text.split(',').map(Number)))
      .pipe(z.array(z.number().int().nonnegative()).max(20))
      .catch([]),
};

/** The parameters every list has: page (from 1), rows per page, date order, the open panel's id. */
export const commonListParams = {
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  pageSize: z.coerce
    .number()
    .refine((size): size is (typeof PAGE_SIZES)[number] => (PAGE_SIZES as readonly number[]).includes(size))
    .catch(PAGE_SIZES[0]),
  panel: z.string().max(64).nullable().catch(null),
};

export type SortMode = 'Asc' | 'Desc';
export const sortParam = (fallback: SortMode) => z.enum(['Asc', 'Desc']).catch(fallback);

/** A parameter's text in the address: lists joined by commas, null when it is to be left out. */
export function toParamText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}
