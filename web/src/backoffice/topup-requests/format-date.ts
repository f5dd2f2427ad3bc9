const DATE_TIME = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Manila',
});

const DATE_ONLY = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  timeZone: 'Asia/Manila',
});

/** "Nov 05, 2026, 02:30 PM": an API instant shown in Manila time, wherever the browser is. */
export function formatManilaDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** "Nov 05, 2026" for a Manila day given as YYYY-MM-DD. */
export function formatManilaDay(day: string): string {
  return DATE_ONLY.format(new Date(`${day}T12:00:00+08:00`));
}

const MANILA_OFFSET_MS = 8 * 3_600_000;

/** "2026-11-05 14:30": short enough for a 600 px report window. */
export function formatReportDateTime(iso: string): string {
  return new Date(new Date(iso).getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
