import { z } from 'zod';
import { parseManilaDate } from '../manila-date.ts';

/**
 * The date range of a report over Manila days (every report: top-up detail and summary, journal, reconciliation): Date From
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

/**
 * The one range rule of every report: Date From not after Date To, and at most REPORT_MAX_DAYS days from the
 * first to the last, both included. A report's query schema with its own fields passes through this, so
 * that every report answers a too-long range alike. The range's errors are Date To's, so that a form shows
 * them under that field. Runs only once both days are valid (zod skips refinements of a failed object).
 */
export function withinReportRange<S extends z.ZodType<{ dateFrom: string; dateTo: string }>>(schema: S) {
  return schema
    .refine((range) => range.dateFrom <= range.dateTo, {
      message: DAY_RANGE_MESSAGES.dateRangeReversed,
      path: ['dateTo'],
    })
    .refine((range) => daysBetween(range.dateFrom, range.dateTo) < REPORT_MAX_DAYS, {
      message: DAY_RANGE_MESSAGES.dateRangeTooLong,
      path: ['dateTo'],
    });
}

/** Date From and Date To alone: the journal report, the reconciliation report. */
export const manilaDayRangeQuery = withinReportRange(z.object({ dateFrom: manilaDay, dateTo: manilaDay }));
