/** Dates as people in the Philippines read them, in Manila time whatever the browser's zone. */
const dateTimeFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dateFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** "Nov 22, 2026, 1:05 PM"; an empty string for no date. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : '';
}

/** "Nov 22, 2026". Takes an ISO timestamp or a YYYY-MM-DD day. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
  return dateFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  hour: 'numeric',
  minute: '2-digit',
});

/** "1:05 PM" in Manila. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? timeFormat.format(new Date(iso)) : '';
}

const MANILA_OFFSET_MS = 8 * 3_600_000;

/** "2026-11-05 14:30" in Manila: short enough for a 600 px report window. */
export function formatReportDateTime(iso: string): string {
  return new Date(new Date(iso).getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
