import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../auth/current-user';
import { LANDING_PATH, mayOpen } from '../shared/menu';

/** A screen outside the user's menu goes to the landing screen (the server refuses its data anyway). */
export function RequireRole({ path, children }: { path: string; children: ReactNode }) {
  const user = useCurrentUser();
  if (!mayOpen(user.role, path)) return <Navigate to={LANDING_PATH} replace />;
  return children;
}
