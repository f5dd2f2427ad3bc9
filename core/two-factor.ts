import type { Role } from './roles.ts';

/**
 * Staff two-factor sign-in (docs/decisions/0022). The roles that move money must have a second factor;
 * transmittal admins may add one; customers never need one.
 */
export const SECOND_FACTOR_REQUIRED_ROLES: readonly Role[] = ['TOPUP_ADMIN', 'TRANSMITTAL_ENCODER'];

/** Whether tags that hold any of the money-moving roles: any one of them, not only the role that wins. */
export function secondFactorRequired(tags: readonly string[]): boolean {
  return SECOND_FACTOR_REQUIRED_ROLES.some((role) => tags.includes(role));
}

/**
 * How a session was proven (sessions.proof, decision 0022): the password alone, or the password and the
 * second factor. A session of a money-moving role that is not `password+factor` is refused by every
 * back-office route but the steps that give the factor, whatever role it had when it started.
 */
export const SESSION_PROOFS = ['password', 'password+factor'] as const;
export type SessionProof = (typeof SESSION_PROOFS)[number];

/**
 * The step a session still owes before a route accepts it (an endpoint contract's `openTo` names the routes
 * that take it anyway): `password-change` for a session opened with a temporary password, `second-factor`
 * for a money-moving user's session proven by the password alone.
 */
export type SessionStep = 'password-change' | 'second-factor';

/**
 * The machine-readable `code` of a refusal (beside `message`), so that a client knows what to ask the person:
 * the new password, the second factor (a code or an enrolment), or the code a sensitive change needs.
 */
export const ACCESS_CODES = {
  passwordChangeRequired: 'password_change_required',
  secondFactorRequired: 'second_factor_required',
  secondFactorCodeRequired: 'second_factor_code_required',
} as const;
export type AccessCode = (typeof ACCESS_CODES)[keyof typeof ACCESS_CODES];

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** The name an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'eWallet Top-up';

/**
 * The demo staff's TOTP secret, published (README "Demo accounts") so that anyone trying the demo, and the
 * tests, can compute the code. Only the demo seed and the test factories use it; it guards nothing.
 */
export const DEMO_TOTP_SECRET = 'DEMOTOPUPSTAFFTOTPSECRET2FA7QXYZ';

/** Up to 256 characters, as login takes; at least 8, the length of the demo password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Code is required',
  wrongCode: 'The code is not right. Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeAlreadyUsed: 'This code has already been used. Wait for the next code in your authenticator app.',
  signInAgain: 'Your sign-in has expired. Please sign in again.',
  alreadyEnrolled: 'Two-factor sign-in is already set up for this user',
  cannotResetOwn: 'You cannot reset your own two-factor sign-in',
  userNotFound: 'User not found',
  currentPasswordRequired: 'Current password is required',
  wrongCurrentPassword: 'The current password is not right. Nothing was changed.',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  newPasswordTooLong: `The new password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  newPasswordSame: 'The new password must be different from the current one',
  confirmPasswordMismatch: 'The new passwords do not match',
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  staffPasswordNotReset: 'Staff passwords are not reset here: the staff member changes their own',
  pendingRolePasswordNotReset:
    'A back-office role has been asked for this account: its password is not reset here until the request is decided',
  pendingRoleFactorNotReset:
    'A back-office role has been asked for this account: decide the request before resetting its two-factor sign-in',
  adminChosenPasswordFactorNotReset:
    'This user signs in with a password an admin chose: they must choose their own before their two-factor sign-in is reset',
  mustChangePassword: 'You signed in with a temporary password. Please choose a new password.',
  passwordChangeRequired:
    'You signed in with a temporary password. Choose a new password before you do anything else.',
  backOfficeTemporaryPassword:
    'You have a temporary password. Choose a new password in the customer portal first, then sign in here.',
  secondFactorRequired:
    'Your role can move money: confirm it is you with your authenticator app before you go on.',
  secondFactorCodeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  recoveryCodesReplaced: 'New recovery codes were made. The old ones no longer work.',
} as const;
