import { useQuery } from '@tanstack/react-query';
import { journalEntryEndpoints } from '@core/api/journal-entries';
import { callEndpoint } from '../../../api/client';

export interface JournalReportRange {
  dateFrom: string;
  dateTo: string;
}

/** The entries of a range of Manila days, oldest first, for the printable report. */
export function useJournalReport(range: JournalReportRange) {
  return useQuery({
    queryKey: ['journal-entries', 'report', range],
    queryFn: () =>
      callEndpoint(journalEntryEndpoints.byDateRange, {
        query: { dateFrom: range.dateFrom, dateTo: range.dateTo },
      }),
    staleTime: 0,
  });
}

/** The spec's default popup window: 600 by 640 pixels. */
const POPUP_FEATURES = 'popup=yes,width=600,height=640';

export function journalReportPath(range: JournalReportRange): string {
  return `/BackOffice/Print/Journal-Report?${new URLSearchParams({ ...range }).toString()}`;
}

/** Opens the printable report in a 600x640 popup; where popups are blocked, in this tab instead. */
export function openJournalReport(range: JournalReportRange, navigate: (path: string) => void): void {
  const path = journalReportPath(range);
  const popup = window.open(path, 'journal-report', POPUP_FEATURES);
  if (!popup) navigate(path);
}
