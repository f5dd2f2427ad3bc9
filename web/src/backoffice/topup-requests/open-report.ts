import type { ReportRequest } from './api/get-topup-reports';

/** The spec's default popup window: 600 by 640 pixels. */
const POPUP_FEATURES = 'popup=yes,width=600,height=640';

export function reportPath(request: ReportRequest): string {
  const params = new URLSearchParams({
    kind: request.kind,
    dateFrom: request.dateFrom,
    dateTo: request.dateTo,
  });
  for (const status of request.statuses) params.append('statuses', String(status));
  return `/BackOffice/Print/Topup-Report?${params.toString()}`;
}

/** Opens the printable report in a 600x640 popup; where popups are blocked, in this tab instead. */
export function openReport(request: ReportRequest, navigate: (path: string) => void): void {
  const path = reportPath(request);
  const popup = window.open(path, 'topup-report', POPUP_FEATURES);
  if (!popup) navigate(path);
}
