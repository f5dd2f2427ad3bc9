import type { WireRequest } from '../../api/fetch-answer';

/**
 * The top-up list's first reads at its plain address (no filter, page or panel in it): page 1 of the rows,
 * their count and the totals by status, as the screen sends them (early-list.test.ts keeps them equal).
 * The entry asks them as the page starts (main.tsx, through early-answers.ts), so that the rows, the page's
 * largest paint, no longer wait for the session, the back office's chunk and the screen's chunk in turn
 * (issue 27). In the entry chunk: plain objects, no zod, nothing of the screen's own modules.
 */
export function topupListEarlyReads(pathname: string, search: string): WireRequest[] {
  if (search !== '' || !/^\/backoffice\/topup-requests\/?$/i.test(pathname)) return [];
  const filter = { statuses: [], paymentMethodCodes: [], searchBy: 0, searchName: '' };
  const firstPage = { pageSize: 10, pageNumber: 1 };
  return [
    {
      method: 'POST',
      url: '/api/TopupRequests/Retrieve',
      body: { ...filter, ...firstPage, sortBy: 'DateCreated', sortMode: 'Desc' },
    },
    { method: 'POST', url: '/api/TopupRequests/Retrieve/Count', body: { ...filter, ...firstPage } },
    { method: 'GET', url: '/api/TopupRequests/TotalsByStatus?searchBy=0&searchName=' },
  ];
}
