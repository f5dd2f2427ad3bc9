import { createSessionValue } from './session-value';

/**
 * Set by a login with a temporary password, or by the server's refusal of a call for one (403
 * `password_change_required`): the portal shows only the forced password change until it is done.
 */
export const mustChangePassword = createSessionValue(
  'portal.must-change-password',
  (value: unknown): value is true => value === true,
);
