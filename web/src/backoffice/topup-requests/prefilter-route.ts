import { isTopupStatusCode } from '@core/topup-status';
import { formatCalendarDay, lastDayOfMonth, parseManilaDate } from '@core/manila-date';
import type { ListState } from './list-filter';

/**
 * The dashboard's drill-down route Topup-Requests/{date}/{paymentMethodCode}/{status}: the month of the
 * date, one method code or a comma-separated list (the General Statistics panel's "All"), one status.
 * Null when a part is missing or wrong: the caller shows the full list.
 */
export function parsePrefilterRoute(path: string): ListState | null {
  const parts = path.split('/').filter(Boolean);
  if (parts.length !== 3) return null;
  const [dateText = '', codesText = '', statusText = ''] = parts;
  const day = parseManilaDate(dateText);
  const codes = codesText.split(',').map(Number);
  const status = Number(statusText);
  if (!day || codes.some((code) => !Number.isInteger(code) || code <= 0)) return null;
  if (!/^\d$/.test(statusText) || !isTopupStatusCode(status)) return null;
  return {
    statuses: [status],
    methodCodes: codes,
    search: null,
    dateFrom: formatCalendarDay({ ...day, day: 1 }),
    dateTo: formatCalendarDay(lastDayOfMonth(day.year, day.month)),
  };
}
