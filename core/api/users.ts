import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ROLES } from '../roles.ts';

/** Back-office users (API.md "Back office": GET /api/Customers/Users, POST /api/Customers/TagUser). */

export const ROLE_LABELS = {
  TOPUP_ADMIN: 'Topup Admin',
  TRANSMITTAL_ADMIN: 'Transmittal Admin',
  TRANSMITTAL_ENCODER: 'Transmittal Encoder',
} as const;

export const USER_MESSAGES = {
  cannotChangeOwnRole: 'You cannot change or remove your own role',
  lastTopupAdmin: 'The last Topup Admin cannot be removed',
  customerNotFound: 'Customer not found',
  initiatedByMismatch: 'InitiatedBy does not match the signed-in user',
} as const;

/** A user as the list shows them; `tags` is JSON text, as login answers it; `role` is the role that wins. */
export const backOfficeUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  mobileNo: z.string(),
  tags: z.string(),
  role: z.enum(ROLES).nullable(),
});
export type BackOfficeUserRow = z.infer<typeof backOfficeUserSchema>;

/** The acting user as the original client sent it; only checked against the session. */
export const initiatedBySchema = z
  .object({ id: z.coerce.number().int().optional(), name: z.string().max(200).optional() })
  .nullish();

export const tagUserBody = z.object({
  CustomerId: z.coerce.number({ error: 'CustomerId is required' }).int().positive(),
  /** TOPUP_ADMIN */
  Checked: z.boolean().default(false),
  IsTransmittalAdmin: z.boolean().default(false),
  IsTransmittalEncoder: z.boolean().default(false),
  InitiatedBy: initiatedBySchema,
});
export type TagUserBody = z.input<typeof tagUserBody>;

export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/Users',
    access: 'topup-admin',
    tags: ['Back office'],
    summary: 'Customers with a back-office role',
    response: z.array(backOfficeUserSchema),
  }),
  tag: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/TagUser',
    access: 'topup-admin',
    tags: ['Back office'],
    summary: 'Give a customer back-office roles; all flags false removes the user and ends their sessions',
    body: tagUserBody,
    response: backOfficeUserSchema,
  }),
};
