import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../ui/page-loader';
import { sessionHasEnded, useBackOfficeMe } from './back-office-session';
import { CurrentUserContext, toBackOfficeUser } from './current-user';
import { SessionWatch } from './session-watch';
import { StepUpScreen, useStepUpWhenAsked } from './second-factor/step-up-screen';

/** Sends anyone without a back-office session to the login, remembering where they were going. */
export function RequireBackOfficeUser({ children }: { children: ReactNode }) {
  const me = useBackOfficeMe();
  const location = useLocation();
  const queryClient = useQueryClient();
  useStepUpWhenAsked();
  if (me.isPending) return <PageLoader />;
  const user = me.data ? toBackOfficeUser(me.data) : null;
  if (!user) {
    // The address with its query string: the list's filters, page and open panel (and the panel's draft).
    const state = {
      from: location.pathname + location.search,
      sessionEnded: sessionHasEnded(queryClient),
    };
    return <Navigate to="/BackOffice/Login" replace state={state} />;
  }
  // A session the factor did not prove, of a role that now needs it: the factor first (issue 25).
  const owed = me.data?.secondFactor;
  return (
    <CurrentUserContext.Provider value={user}>
      {owed ? <StepUpScreen step={owed} /> : children}
      <SessionWatch />
    </CurrentUserContext.Provider>
  );
}
