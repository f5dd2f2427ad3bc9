import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema } from './fields.ts';
import { MESSAGES } from '../messages.ts';
import { MOBILE_PATTERN } from '../mobile.ts';

/** Login body (API.md "Sessions and roles"); the spec's texts for missing fields. */
export const loginBodySchema = z.object({
  username: z.string({ error: MESSAGES.usernameRequired }).trim().min(1, MESSAGES.usernameRequired).max(64),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(256),
  scope: z.enum(['portal', 'backoffice']).default('portal'),
  /** A staff member's TOTP or recovery code, for a client that signs in in one request (tests, scripts). */
  code: z.string().trim().max(32).optional(),
});

export const scopeSchema = z.enum(['portal', 'backoffice']);
export type SessionScope = z.infer<typeof scopeSchema>;

/** The customer as login and Me answer it; `tags` is a JSON-encoded list of role names, as the original sent. */
export const sessionCustomerAnswerSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  mobileNo: z.string(),
  tags: z.string(),
  email: z.string().nullable(),
  /** The back-office role of a back-office session (beyond the spec); null for the portal. */
  role: z.enum(['TOPUP_ADMIN', 'TRANSMITTAL_ADMIN', 'TRANSMITTAL_ENCODER']).nullable(),
  /**
   * A back-office login whose password was right but which still needs the second factor (decision 0022):
   * `code` asks for a TOTP or recovery code, `enrol` for setting one up. Until then `role` is null and the
   * cookie holds a half-signed-in session that no back-office route accepts. In Me's answer for a signed-in
   * back-office session: the session was proven by the password alone and the user's roles now need the
   * factor (a promotion), so every back-office route refuses it until the step-up (`code`: the code step;
   * `enrol`: setting one up, with the password) is done.
   */
  secondFactor: z.enum(['code', 'enrol']).optional(),
  /**
   * The password is a temporary one a top-up admin gave: every route but the password change, logout and
   * the session's reads refuses the session (403, code `password_change_required`) until it is changed.
   */
  mustChangePassword: z.boolean().optional(),
});
export type SessionCustomerAnswer = z.infer<typeof sessionCustomerAnswerSchema>;

/** A customer found by mobile number or QR code; names are masked for anonymous callers. */
export const customerLookupAnswerSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  mobileNo: z.string(),
  fullName: z.string(),
});
export type CustomerLookupAnswer = z.infer<typeof customerLookupAnswerSchema>;

export const mobileLookupQuerySchema = z.object({
  mobileNo: z
    .string({ error: MESSAGES.mobileNumberRequired })
    .trim()
    .min(1, MESSAGES.mobileNumberRequired)
    .max(32, MESSAGES.invalidMobileNumberFormat)
    // Checked by the lookup (400 with the spec's message); stated here for the document.
    .meta({ pattern: MOBILE_PATTERN.source }),
});

export const qrCodeQuerySchema = z.object({
  QrCode: z.string({ error: 'QR code is required' }).trim().min(1, 'QR code is required').max(128),
});

export const profileImageParamsSchema = z.object({ customerId: idSchema() });

/** Logout's body: a client may send none at all (light clients, curl), which means the portal scope. */
export const logoutBodySchema = z.object({ scope: scopeSchema.default('portal') }).nullish();
export const meQuerySchema = z.object({ scope: scopeSchema.default('portal') });

/**
 * Me answers when the session ends if nothing uses it, so that the back office can warn a minute before
 * (issue 19). Each request the person makes slides the idle time-out; one sent with the header
 * `X-Background-Request: 1` (a timer's, or the page's own check) reads the session without sliding it.
 */
export const meAnswerSchema = sessionCustomerAnswerSchema.extend({
  /** Seconds until the session ends unless it is used again. */
  idleSecondsLeft: z.number().int(),
  /** The session's idle time-out in seconds: how long each use keeps it alive. */
  idleTimeoutSeconds: z.number().int(),
});
export type MeAnswer = z.infer<typeof meAnswerSchema>;

export const sessionEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/Login',
    access: 'public',
    tags: ['Sessions'],
    summary: 'Log in to the customer portal or the back office; sets the session cookie',
    body: loginBodySchema,
    response: sessionCustomerAnswerSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/Logout',
    access: 'public',
    tags: ['Sessions'],
    summary: 'End the session of a scope',
    body: logoutBodySchema,
    response: z.boolean(),
    openTo: ['password-change', 'second-factor'],
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/Me',
    access: 'public',
    tags: ['Sessions'],
    summary: "The session's customer and when the session ends if left unused, or 401",
    query: meQuerySchema,
    response: meAnswerSchema,
    // It says which step the session owes (mustChangePassword, secondFactor), so that the screen asks for it.
    openTo: ['password-change', 'second-factor'],
  }),
};

export const customerEndpoints = {
  byMobileNo: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/CustomerByMobileNo',
    access: 'public',
    tags: ['Customer portal'],
    summary: 'Find a customer by mobile number (names masked unless a back-office user asks)',
    query: mobileLookupQuerySchema,
    response: customerLookupAnswerSchema,
  }),
  byQrCode: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/CustomerByQrCode',
    access: 'public',
    tags: ['Customer portal'],
    summary:
      "Find a customer by their QR code; starts a portal session that may top up that customer's own e-wallet",
    query: qrCodeQuerySchema,
    response: customerLookupAnswerSchema,
  }),
  profileImage: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/ProfileImage/:customerId',
    access: 'public',
    tags: ['Customer portal'],
    summary:
      "A customer's profile image, or 204 when there is none or the caller may not see it (staff, the customer, and a browser that looked them up may)",
    params: profileImageParamsSchema,
    response: z.string(),
    mediaType: 'image/*',
    noContent: 'No image, or the caller may not see it',
  }),
};
