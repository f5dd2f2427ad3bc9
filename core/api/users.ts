import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ROLES, type Role } from '../roles.ts';

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
  userTypeRequired: 'User Type is Required',
} as const;

/**
 * The Create New User form: one user type must be chosen (the spec's message). The request the form sends is
 * TagUser's, with the role as its flags; the mobile number is checked by the customer look-up.
 */
export const createUserFormSchema = z.object({
  role: z.enum(ROLES, { error: USER_MESSAGES.userTypeRequired }),
});

/** The refusal to give a role to someone who has one, without ChangeRole: it names the role they have. */
export function alreadyHasRoleMessage(fullName: string, role: Role): string {
  return `${fullName} is already ${ROLE_LABELS[role]}`;
}

/** A user as the list shows them; `tags` is JSON text, as login answers it; `role` is the role that wins. */
export const backOfficeUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  mobileNo: z.string(),
  tags: z.string(),
  role: z.enum(ROLES).nullable(),
});
export type BackOfficeUserRow = z.infer<typeof backOfficeUserSchema>;

/**
 * TagUser's answer: the user as they stand. A grant (a role the account does not hold) changes nothing yet:
 * it becomes a role request that another top-up admin approves (decision 0031), named in `roleRequest`.
 */
export const tagUserAnswerSchema = backOfficeUserSchema.extend({
  roleRequest: z
    .object({ id: z.number(), roles: z.array(z.enum(ROLES)) })
    .optional()
    .describe('Set when the change is a grant: the request awaiting another Topup Admin'),
});
export type TagUserAnswer = z.infer<typeof tagUserAnswerSchema>;

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
  /**
   * Whether a customer who already has a role may get another: without it the server refuses (409, with
   * `currentRole`), so that adding a user never changes an existing one's role unasked.
   */
  ChangeRole: z.boolean().default(false),
  InitiatedBy: initiatedBySchema,
});
export type TagUserBody = z.input<typeof tagUserBody>;

/** The 409 answer of TagUser: the error body, with the role the customer has when that is the refusal. */
export const tagUserConflictSchema = z
  .object({
    statusCode: z.number(),
    error: z.string(),
    message: z.string(),
    currentRole: z.enum(ROLES).optional(),
  })
  .describe(
    'The customer already has a role and the request did not say ChangeRole (`currentRole` names it); or the Idempotency-Key was used for another request, or its first request is still running.',
  );

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
    summary:
      'Give a customer back-office roles (a grant becomes a role request for another Topup Admin to approve); all flags false removes the user at once and ends their sessions',
    body: tagUserBody,
    response: tagUserAnswerSchema,
    conflict: tagUserConflictSchema,
  }),
};
