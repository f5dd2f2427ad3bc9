import { z } from 'zod';
import { parseManilaDate } from '../manila-date.ts';

/**
 * The date range of a report over Manila days (the journal report, the reconciliation report): Date From
 * and Date To as YYYY-MM-DD, both included, required, real days, not reversed, and at most a year and a
 * day wide, so that a report stays a report and not a dump. One home, so the reports answer alike.
 */

/** The widest range one report may cover. */
export const REPORT_MAX_DAYS = 366;

export const DAY_RANGE_MESSAGES = {
  dateRequired: 'Date From and Date To are required',
  dateInvalid: 'Dates must be YYYY-MM-DD',
  dateRangeReversed: 'Date From must not be after Date To',
  dateRangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days`,
} as const;

const manilaDay = z
  .string({ error: DAY_RANGE_MESSAGES.dateRequired })
  .trim()
  .min(1, DAY_RANGE_MESSAGES.dateRequired)
  .refine((text) => parseManilaDate(text) !== null, DAY_RANGE_MESSAGES.dateInvalid)
  .meta({ format: 'date', description: 'A Manila calendar day, YYYY-MM-DD' });

/** Days between two valid YYYY-MM-DD days, counted as UTC midnights so no zone can shift them. */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** The range's own errors are Date To's, so that a form shows them under that field. */
export const manilaDayRangeQuery = z
  .object({ dateFrom: manilaDay, dateTo: manilaDay })
  .refine((range) => range.dateFrom <= range.dateTo, {
    message: DAY_RANGE_MESSAGES.dateRangeReversed,
    path: ['dateTo'],
  })
  .refine((range) => daysBetween(range.dateFrom, range.dateTo) < REPORT_MAX_DAYS, {
    message: DAY_RANGE_MESSAGES.dateRangeTooLong,
    path: ['dateTo'],
  });
