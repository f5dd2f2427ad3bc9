import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema } from './fields.ts';
import { sessionCustomerAnswerSchema } from './customers.ts';
import { roleRequestSchema } from './role-requests.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TWO_FACTOR_MESSAGES as M } from '../two-factor.ts';

/** Staff two-factor sign-in and passwords (API.md "Sessions and roles"; docs/decisions/0022). */

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces and dashes are the reader's business. */
export const secondFactorCodeBody = z.object({
  code: z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(32),
});

export const enrolmentAnswerSchema = z.object({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
});

export const confirmedEnrolmentAnswerSchema = z.object({
  /** The signed-in user (after an enrolment at login) or the caller (a voluntary enrolment). */
  user: sessionCustomerAnswerSchema,
  /** Ten one-time codes, shown this once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});

export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});

export const userIdParamsSchema = z.object({ customerId: idSchema() });

const newPassword = z
  .string({ error: M.newPasswordRequired })
  .min(1, M.newPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, M.newPasswordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.newPasswordTooLong);

const currentPassword = z
  .string({ error: M.currentPasswordRequired })
  .min(1, M.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH);

/**
 * The second factor a sensitive change asks for again (decision 0022): required by the server when the
 * account has a factor (400 with code `second_factor_code_required` without it), ignored otherwise.
 */
const currentCode = z.string().trim().max(32).optional();

/**
 * The change-password form and body: the confirmation is checked here and again by the server; `code` for
 * an account with a second factor (a stolen password alone changes nothing).
 */
export const changePasswordBody = z
  .object({
    currentPassword,
    code: currentCode,
    newPassword,
    confirmPassword: z.string({ error: M.confirmPasswordMismatch }).max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: M.confirmPasswordMismatch,
    path: ['confirmPassword'],
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: M.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/**
 * Proving the person again for a sensitive change from a signed-in session (setting up a factor, new
 * recovery codes): the current password, and a current code where a factor exists. A stolen session alone
 * does not carry them.
 */
export const reauthenticationBody = z.object({ currentPassword, code: currentCode });
export type ReauthenticationBody = z.input<typeof reauthenticationBody>;

/** Starting an enrolment: a signed-in user gives the password again; a pending login has just given it. */
export const startEnrolmentBody = z.object({ currentPassword: currentPassword.optional() }).nullish();

export const temporaryPasswordBody = z.object({
  mobileNo: z
    .string({ error: 'Mobile Number is required' })
    .trim()
    .min(1, 'Mobile Number is required')
    .max(32),
});

export const temporaryPasswordAnswerSchema = z.object({
  fullName: z.string(),
  mobileNo: z.string(),
  /** Shown once to the admin, who passes it on; the customer must change it at their next login. */
  temporaryPassword: z.string(),
});

export const twoFactorEndpoints = {
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/Login/SecondFactor',
    // The half-signed-in session of the login's cookie, read by the handler: no route's access sees it. Also
    // the step-up of a signed-in session proven by the password alone (a user promoted to a money role).
    access: 'public',
    openTo: ['second-factor'],
    tags: ['Sessions'],
    summary:
      'Second sign-in step: a TOTP code or a one-time recovery code for the pending back-office login, or for a signed-in session proven by the password alone; sets a new session cookie',
    body: secondFactorCodeBody,
    response: sessionCustomerAnswerSchema,
  }),
  startEnrolment: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/SecondFactor/Enrolment',
    // A pending login that must enrol, or a signed-in back-office user adding the optional factor (or owing
    // it after a promotion), who gives the current password again.
    access: 'public',
    openTo: ['second-factor'],
    tags: ['Sessions'],
    summary:
      'Start setting up two-factor sign-in: a new TOTP secret and its otpauth URI; a signed-in user sends the current password',
    body: startEnrolmentBody,
    response: enrolmentAnswerSchema,
  }),
  confirmEnrolment: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/SecondFactor/Enrolment/Confirm',
    access: 'public',
    openTo: ['second-factor'],
    tags: ['Sessions'],
    summary:
      'Confirm the new TOTP secret with a code: turns it on, answers ten recovery codes once and completes a pending login',
    body: secondFactorCodeBody,
    response: confirmedEnrolmentAnswerSchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/SecondFactor',
    access: 'back-office',
    openTo: ['second-factor'],
    tags: ['Sessions'],
    summary: "The signed-in user's two-factor sign-in: set up or not, required or not, recovery codes left",
    response: secondFactorStatusSchema,
  }),
  newRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/SecondFactor/RecoveryCodes',
    access: 'back-office',
    tags: ['Sessions'],
    summary:
      "Replace the signed-in user's recovery codes with ten new ones, answered once; needs the current password and a current code",
    body: reauthenticationBody,
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/Users/:customerId/ResetSecondFactor',
    access: 'topup-admin',
    tags: ['Back office'],
    summary:
      "Ask for another back-office user's two-factor sign-in to be reset (never one's own): a request that another Topup Admin approves (RoleRequests/{id}/Approve); nothing changes until then",
    params: userIdParamsSchema,
    response: roleRequestSchema,
  }),
  changePortalPassword: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/Me/Password',
    access: 'customer',
    openTo: ['password-change'],
    tags: ['Customer portal'],
    summary:
      "Change the signed-in customer's password (with a current code for an account with a second factor); their other sessions end",
    body: changePasswordBody,
    response: z.boolean(),
  }),
  changeBackOfficePassword: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/Me/BackOfficePassword',
    access: 'back-office',
    tags: ['Back office'],
    summary:
      "Change the signed-in staff member's password (with a current code when they have a second factor); their other sessions end",
    body: changePasswordBody,
    response: z.boolean(),
  }),
  temporaryPassword: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/TemporaryPassword',
    access: 'topup-admin',
    tags: ['Back office'],
    summary:
      'Give a customer (not staff) a generated temporary password, shown once; they must change it at their next login; their sessions end',
    body: temporaryPasswordBody,
    response: temporaryPasswordAnswerSchema,
  }),
};
