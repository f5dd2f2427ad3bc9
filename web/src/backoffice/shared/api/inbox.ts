import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxEndpoints } from '@core/api/inbox';
import { callEndpoint } from '../../../api/client';

/** How often an open back-office tab asks again what waits for its person (docs/decisions/0042). */
export const INBOX_POLL_MS = 60_000;

export const INBOX_QUERY_KEY = ['inbox'] as const;

/**
 * "Needs you": what waits for the signed-in person (GET /api/Inbox, one statement with the session). The
 * sidebar's count, the dashboard's card and the inbox screen share this one query, so one poll serves all
 * three. It is asked again every INBOX_POLL_MS while the tab is shown (TanStack Query pauses the interval
 * in a hidden tab), when the tab comes back into view, and after any of the person's own changes
 * (useInboxAfterActions). A background call: the page asks, not the person, so it never keeps an unattended
 * session alive (docs/SECURITY.md, "Session end").
 */
export const inboxQueryOptions = queryOptions({
  queryKey: INBOX_QUERY_KEY,
  queryFn: ({ signal }) => callEndpoint(inboxEndpoints.get, { signal, background: true }),
  refetchInterval: INBOX_POLL_MS,
  refetchOnWindowFocus: true,
  // Always asked afresh when a screen that shows it mounts: the poll is the slow path, not the only one.
  staleTime: 0,
});

export function useInbox() {
  return useQuery(inboxQueryOptions);
}

/**
 * Asks the inbox again as soon as one of the person's own changes succeeds (an approval, a refund, a status
 * moved, a role decided, anywhere in the back office): each mutation of the app goes through the one
 * mutation cache, so no screen has to remember to say it. Mounted once, by the layout.
 */
export function useInboxAfterActions(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
        }
      }),
    [queryClient],
  );
}
