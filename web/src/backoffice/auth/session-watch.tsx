import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MeAnswer } from '@core/api/customers';
import { onSessionEnded } from '../../api/session-ended';
import {
  backOfficeMeQueryOptions,
  endIdleSession,
  leaveEndedSession,
  readBackOfficeSession,
  SESSION_CHANNEL,
  useBackOfficeLogout,
} from './back-office-session';
import { IdleWarningModal } from './idle-warning-modal';
import { lastActivity, useActivityRecorder } from './activity';

/** The warning comes this long before the idle time-out. */
export const WARN_BEFORE_MS = 60_000;

/**
 * Notices that the back-office session has ended, wherever that happened (docs/SECURITY.md "Session end"):
 * any call answered 401, a logout in another tab of this browser, a check when the tab comes back into view;
 * and warns a minute before the idle time-out, with "Stay signed in". Mounted once with the signed-in user.
 */
export function SessionWatch() {
  const queryClient = useQueryClient();
  const logout = useBackOfficeLogout();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [warning, setWarning] = useState(false);
  // When `endsAt` was learned: activity after it means the person is at work, whatever the tab.
  const learnedAt = useRef(0);
  useActivityRecorder();

  const learn = useCallback(
    (answer: MeAnswer | null) => {
      if (!answer) {
        leaveEndedSession(queryClient);
        return;
      }
      const known = queryClient.getQueryData(backOfficeMeQueryOptions.queryKey);
      // A role changed by another admin meanwhile: the menu follows.
      if (known?.id !== answer.id || known.role !== answer.role) {
        queryClient.setQueryData(backOfficeMeQueryOptions.queryKey, answer);
      }
      learnedAt.current = Date.now();
      setEndsAt(Date.now() + answer.idleSecondsLeft * 1000);
    },
    [queryClient],
  );

  /** `background` reads the session; otherwise the read counts as the person's activity and slides it. */
  const check = useCallback(
    async (background: boolean) => {
      try {
        learn(await readBackOfficeSession(background));
      } catch {
        // Offline or the server busy: the next check or call tells.
      }
    },
    [learn],
  );

  // Any call answered 401, on any screen: to the login, before the screen shows an empty list or an error.
  useEffect(() => onSessionEnded(() => leaveEndedSession(queryClient)), [queryClient]);

  // A logout in another tab ends this tab's session too (one cookie): leave at once, not at the next click.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'logout') leaveEndedSession(queryClient);
      if (event.data === 'login') void queryClient.invalidateQueries(backOfficeMeQueryOptions);
    };
    return () => channel.close();
  }, [queryClient]);

  // Coming back to the tab (after lunch, a sleeping laptop): is the session still there, and until when?
  // The first check (when the session ends) right after the screen's first render, not inside it.
  useEffect(() => {
    const onBack = () => {
      if (document.visibilityState === 'visible') void check(true);
    };
    const first = setTimeout(onBack, 0);
    document.addEventListener('visibilitychange', onBack);
    window.addEventListener('focus', onBack);
    return () => {
      clearTimeout(first);
      document.removeEventListener('visibilitychange', onBack);
      window.removeEventListener('focus', onBack);
    };
  }, [check]);

  // A minute before the time-out: someone typing or clicking (in any tab) keeps the session without a
  // question, since typing alone sends no request; nobody there gets the warning.
  useEffect(() => {
    if (endsAt === null || warning) return;
    const timer = setTimeout(
      () => {
        if (lastActivity() > learnedAt.current) void check(false);
        else setWarning(true);
      },
      Math.max(0, endsAt - WARN_BEFORE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [endsAt, warning, check]);

  if (!warning || endsAt === null) return null;
  return (
    <IdleWarningModal
      endsAt={endsAt}
      onStay={() => {
        setWarning(false);
        void check(false);
      }}
      onSignOut={() => logout.mutate()}
      onTimeUp={() => {
        setWarning(false);
        // Someone at work in another tab of this browser: the session is theirs to keep.
        if (lastActivity() > learnedAt.current) void check(false);
        else void endIdleSession(queryClient);
      }}
    />
  );
}
