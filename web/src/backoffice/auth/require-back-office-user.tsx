import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../ui/page-loader';
import { useBackOfficeMe } from './back-office-session';
import { CurrentUserContext, toBackOfficeUser } from './current-user';

/** Sends anyone without a back-office session to the login, remembering where they were going. */
export function RequireBackOfficeUser({ children }: { children: ReactNode }) {
  const me = useBackOfficeMe();
  const location = useLocation();
  if (me.isPending) return <PageLoader />;
  const user = me.data ? toBackOfficeUser(me.data) : null;
  if (!user)
    return <Navigate to="/BackOffice/Login" replace state={{ from: location.pathname + location.search }} />;
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}
