const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function count(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * How long a payment has waited, in the two largest units a person reads at a glance: "2 days 3 hours",
 * "5 hours 12 minutes", "12 minutes". A clock a little behind the server's never shows a negative wait.
 */
export function waitedFor(fromIso: string, untilMs: number): string {
  const waited = Math.max(0, untilMs - new Date(fromIso).getTime());
  if (waited < MINUTE_MS) return 'less than a minute';
  const days = Math.floor(waited / DAY_MS);
  const hours = Math.floor((waited % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((waited % HOUR_MS) / MINUTE_MS);
  if (days > 0) return hours > 0 ? `${count(days, 'day')} ${count(hours, 'hour')}` : count(days, 'day');
  if (hours > 0) {
    return minutes > 0 ? `${count(hours, 'hour')} ${count(minutes, 'minute')}` : count(hours, 'hour');
  }
  return count(minutes, 'minute');
}
