import { createSessionValue } from './session-value';

/** Set by a login with a temporary password: the account area asks for a new one at once. */
export const mustChangePassword = createSessionValue(
  'portal.must-change-password',
  (value: unknown): value is true => value === true,
);
