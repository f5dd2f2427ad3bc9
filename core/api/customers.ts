import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** Login body (API.md "Sessions and roles"); the spec's texts for missing fields. */
export const loginBodySchema = z.object({
  username: z.string({ error: MESSAGES.usernameRequired }).trim().min(1, MESSAGES.usernameRequired).max(64),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(256),
  scope: z.enum(['portal', 'backoffice']).default('portal'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

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
    .max(32, MESSAGES.invalidMobileNumberFormat),
});

export const qrCodeQuerySchema = z.object({
  QrCode: z.string({ error: 'QR code is required' }).trim().min(1, 'QR code is required').max(128),
});
