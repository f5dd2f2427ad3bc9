import { createContext, useContext } from 'react';
import type { SessionCustomerAnswer } from '@core/api/customers';
import type { Role } from '@core/roles';

export interface BackOfficeUser {
  id: number;
  firstname: string;
  lastname: string;
  fullName: string;
  mobileNo: string;
  role: Role;
}

export function toBackOfficeUser(answer: SessionCustomerAnswer): BackOfficeUser | null {
  if (!answer.role) return null;
  return {
    id: answer.id,
    firstname: answer.firstname,
    lastname: answer.lastname,
    fullName: `${answer.firstname} ${answer.lastname}`,
    mobileNo: answer.mobileNo,
    role: answer.role,
  };
}

export const CurrentUserContext = createContext<BackOfficeUser | null>(null);

/** The signed-in user inside the back-office layout (the layout renders only with one). */
export function useCurrentUser(): BackOfficeUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser outside the back-office layout');
  return user;
}
