import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionEndpoints, type MeAnswer, type SessionCustomerAnswer } from '@core/api/customers';
import { callEndpoint, parseAnswer } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { clearDrafts } from '../../ui/form-draft';
import { takeEarlySession } from './early-session';

export const backOfficeMeQueryOptions = queryOptions({
  queryKey: ['back-office', 'me'],
  queryFn: async (): Promise<SessionCustomerAnswer | null> => {
    // The answer asked for as the page started (early-session.ts), when there is one.
    const early = await takeEarlySession();
    if (early) return parseAnswer(sessionEndpoints.me, early.answer);
    try {
      return await callEndpoint(sessionEndpoints.me, {
        query: { scope: 'backoffice' },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

/** The signed-in back-office user, or null when there is no back-office session. */
export function useBackOfficeMe() {
  return useQuery(backOfficeMeQueryOptions);
}

export function useBackOfficeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; password: string }) =>
      callEndpoint(sessionEndpoints.login, {
        body: { ...input, scope: 'backoffice' },
      }),
    // A login that still needs its second factor is nobody yet: the code step signs the user in.
    onSuccess: (user) => {
      if (user.secondFactor) return;
      signedIn(queryClient, user);
    },
  });
}

/**
 * Someone is signed in (after the password, or after the second factor when one is asked): the shell reads
 * them, the "session ended" message goes, other users' drafts go, and other tabs hear of it.
 */
export function signedIn(queryClient: QueryClient, user: SessionCustomerAnswer): void {
  queryClient.setQueryData(backOfficeMeQueryOptions.queryKey, user);
  queryClient.setQueryData(sessionEndedQueryKey, false);
  clearDrafts(user.id);
  announceToOtherTabs('login');
}

export function useBackOfficeLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(sessionEndpoints.logout, { body: { scope: 'backoffice' } }),
    onSettled: () => {
      queryClient.setQueryData(backOfficeMeQueryOptions.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'back-office' });
      queryClient.setQueryData(sessionEndedQueryKey, false);
      clearDrafts();
      announceToOtherTabs('logout');
    },
  });
}

/** Whether the back office was left because its session ended (not by Logout): the login page says so. */
export const sessionEndedQueryKey = ['back-office', 'session-ended'] as const;

export function sessionHasEnded(queryClient: QueryClient): boolean {
  return queryClient.getQueryData<boolean>(sessionEndedQueryKey) === true;
}

/**
 * The session ended without this tab's Logout (a 401, a logout in another tab, the idle time-out): forget
 * the user and their data so that RequireBackOfficeUser sends the tab to the login with a message. Drafts
 * stay, for the same person to find after signing in again.
 */
export function leaveEndedSession(queryClient: QueryClient): void {
  const user = queryClient.getQueryData(backOfficeMeQueryOptions.queryKey);
  if (!user) return; // Not signed in (the login page's own check): nothing ended.
  queryClient.setQueryData(sessionEndedQueryKey, true);
  queryClient.setQueryData(backOfficeMeQueryOptions.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'back-office' });
}

/**
 * Nobody came back before the idle time-out: end the session on the server too (its own clock may give it a
 * few seconds more) and in every tab, with the "session has ended" message; drafts stay for the person.
 */
export async function endIdleSession(queryClient: QueryClient): Promise<void> {
  try {
    await callEndpoint(sessionEndpoints.logout, { body: { scope: 'backoffice' } });
  } catch {
    // Already ended, or offline: the tab leaves all the same.
  }
  leaveEndedSession(queryClient);
  announceToOtherTabs('logout');
}

/** Me, read by the page itself: `background` leaves the idle time-out where it is. Null without a session. */
export async function readBackOfficeSession(background: boolean): Promise<MeAnswer | null> {
  try {
    return await callEndpoint(sessionEndpoints.me, { query: { scope: 'backoffice' }, background });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Other tabs of this browser hear of a login or logout here at once (they share its cookie). */
export const SESSION_CHANNEL = 'back-office-session';
export type SessionAnnouncement = 'login' | 'logout';

function announceToOtherTabs(message: SessionAnnouncement): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
