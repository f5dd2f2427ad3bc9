/**
 * Days in Asia/Manila, the business's calendar. Manila has kept UTC+8 without daylight saving since 1978,
 * so a fixed offset gives the same days as the time-zone database, in the browser and the server alike.
 */
export const MANILA_OFFSET_MINUTES = 8 * 60;
const OFFSET_MS = MANILA_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

export interface CalendarDay {
  year: number;
  month: number; // 1..12
  day: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DAY = /^(\d{2})-(\d{2})-(\d{4})$/;

function validDay(year: number, month: number, day: number): CalendarDay | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** "2026-11-05" → that day; anything else (or an impossible day such as 2026-02-30) → null. */
export function parseManilaDate(text: string): CalendarDay | null {
  const match = ISO_DAY.exec(text.trim());
  return match ? validDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The month of a statistics DateFrom: YYYY-MM-DD, or the spec's MM-01-YYYY (any MM-DD-YYYY day). */
export function parseMonthStart(text: string): CalendarDay | null {
  const trimmed = text.trim();
  const us = US_DAY.exec(trimmed);
  const day = us ? validDay(Number(us[3]), Number(us[1]), Number(us[2])) : parseManilaDate(trimmed);
  return day ? { year: day.year, month: day.month, day: 1 } : null;
}

export function formatCalendarDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a Manila day starts (00:00 +08:00). */
export function manilaDayStart(day: CalendarDay): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day) - OFFSET_MS);
}

/** The instant after the last moment of a Manila day: [start of day, start of next day). */
export function manilaDayEnd(day: CalendarDay): Date {
  return new Date(manilaDayStart(day).getTime() + DAY_MS);
}

/** The Manila day of an instant. */
export function manilaDayOf(instant: Date): CalendarDay {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** "2026-11-05" for an instant, in Manila. */
export function manilaDateText(instant: Date): string {
  return formatCalendarDay(manilaDayOf(instant));
}

/** [first instant of the month, first instant of the next month) in Manila. */
export function manilaMonthRange(year: number, month: number): { start: Date; end: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { start: manilaDayStart({ year, month, day: 1 }), end: manilaDayStart({ ...next, day: 1 }) };
}

export function lastDayOfMonth(year: number, month: number): CalendarDay {
  return { year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

// Display helpers (Intl, Asia/Manila).

/** Calendar days in the business's time zone (Asia/Manila, UTC+8, no daylight saving). */
const MANILA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2025-03-15": the Manila calendar day of an instant. */
export function manilaDate(instant: Date = new Date()): string {
  return MANILA_DAY.format(instant);
}

/** The Manila day `days` after (or before, when negative) a "YYYY-MM-DD" day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const MANILA_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const DAY_LABEL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** "Mar 15, 2025, 10:30 AM" in Manila, for an ISO instant. */
export function formatManilaDateTime(instant: string | Date): string {
  return MANILA_DATE_TIME.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** "Mar 15, 2025" for a "YYYY-MM-DD" day. */
export function formatDay(day: string): string {
  return DAY_LABEL.format(new Date(`${day}T00:00:00Z`));
}
