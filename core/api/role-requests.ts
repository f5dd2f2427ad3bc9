import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema, instantText } from './fields.ts';
import { ROLES, type Role } from '../roles.ts';
import { ROLE_LABELS } from './users.ts';

/**
 * Four eyes on privilege (docs/decisions/0031-four-eyes-on-privilege.md): giving an account a back-office
 * role, or a role it does not hold yet, is a role request that another top-up admin approves or rejects.
 * Nothing changes until it is approved; its maker may withdraw it. Lowering or removing a role is at once.
 */

/** How many days of an account's credential history the approver is shown. */
export const ROLE_REQUEST_HISTORY_DAYS = 30;

/**
 * An admin who gave an account a temporary password in this many days may neither ask for nor approve a role
 * for it: she knew its password, and may have chosen the "owner's" new one herself.
 */
export const TEMPORARY_PASSWORD_COOLING_DAYS = 30;

/**
 * What a request asks for: roles ('roles'), or that the account's second factor be reset
 * ('second-factor-reset': one admin who knows a colleague's password must not reset her factor and enrol
 * her own alone). A reset request keeps the account's roles in both `rolesBefore` and `roles`.
 */
export const ROLE_REQUEST_KINDS = ['roles', 'second-factor-reset'] as const;
export type RoleRequestKind = (typeof ROLE_REQUEST_KINDS)[number];

export const ROLE_REQUEST_STATUS = { pending: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;
export type RoleRequestStatus = (typeof ROLE_REQUEST_STATUS)[keyof typeof ROLE_REQUEST_STATUS];
export const ROLE_REQUEST_STATUS_NAMES: Record<RoleRequestStatus, string> = {
  0: 'Awaiting approval',
  1: 'Approved',
  2: 'Rejected',
  3: 'Withdrawn',
};

export const ROLE_REQUEST_MESSAGES = {
  sent: 'Role request sent: another Topup Admin must approve it before it takes effect',
  approved: 'Role request approved: the user has the new role',
  rejected: 'Role request rejected',
  withdrawn: 'Role request withdrawn',
  notFound: 'Role request not found',
  ownRequest: 'You cannot approve or reject a role request that you made: withdraw it instead',
  ownAccount: 'You cannot approve or reject a role request for your own account',
  othersWithdrawal: 'Only the Topup Admin who asked for a role may withdraw the request',
  alreadyPending:
    'This account already has a role request awaiting approval: approve, reject or withdraw it first',
  mustChooseOwnPassword:
    'This account signs in with a password an admin chose: its owner must choose their own password before it can be given a role',
  accountChanged:
    'This account changed after the role was asked for (its roles, password or two-factor sign-in): reject this request and ask again',
  gaveTemporaryPassword: `You gave this account a temporary password in the last ${TEMPORARY_PASSWORD_COOLING_DAYS} days: another Topup Admin must ask for and approve its role`,
  reasonTooLong: 'Reason must be at most 500 characters',
  resetSent:
    "Reset request sent: another Topup Admin must approve it before the user's two-factor sign-in is reset",
  resetApproved: 'Reset approved: the user sets up two-factor sign-in again at their next sign-in',
  resetAlreadyPending:
    "A reset of this user's two-factor sign-in already awaits approval: approve, reject or withdraw it first",
} as const;

/** A decision on a request that no longer awaits one. */
export function notPendingMessage(status: RoleRequestStatus): string {
  return `This role request is no longer awaiting approval: it is ${ROLE_REQUEST_STATUS_NAMES[status]}`;
}

/** "Topup Admin", "Transmittal Admin, Transmittal Encoder", "None". */
export function roleListLabel(roles: readonly Role[]): string {
  return roles.map((role) => ROLE_LABELS[role]).join(', ') || 'None';
}

/** One change to the account's sign-in, read from the audit log for the approver. */
export const credentialChangeSchema = z.object({
  at: instantText(),
  /** The audit action code (core/audit-labels.ts shows it in words). */
  action: z.string(),
  /** Who did it: another admin, the owner, or the server console. */
  actorName: z.string(),
  actorId: z.number().nullable(),
});
export type CredentialChange = z.infer<typeof credentialChangeSchema>;

export const roleRequestSchema = z.object({
  id: z.number(),
  /** 'roles' (the account is to get `roles`) or 'second-factor-reset' (its second factor is to be reset). */
  kind: z.enum(ROLE_REQUEST_KINDS),
  /** 0 awaiting approval, 1 approved, 2 rejected, 3 withdrawn (ROLE_REQUEST_STATUS). */
  status: z.number().int().min(0).max(3),
  customerId: z.number(),
  fullName: z.string(),
  mobileNo: z.string(),
  /** The roles the account has now, and those it will have once approved. */
  rolesBefore: z.array(z.enum(ROLES)),
  roles: z.array(z.enum(ROLES)),
  requestedById: z.number(),
  requestedByName: z.string(),
  requestedAt: instantText(),
  /**
   * What changed on the account's sign-in in the last ROLE_REQUEST_HISTORY_DAYS days, newest first:
   * passwords set, reset or changed, second factors set up or reset, roles given or removed; by whom, when.
   */
  recentChanges: z.array(credentialChangeSchema),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

const requestIdParams = z.object({ id: idSchema() });
/** Reject and Withdraw: a reason may be given (shown in the audit log). */
const decisionBody = z.object({
  reason: z.string().trim().max(500, ROLE_REQUEST_MESSAGES.reasonTooLong).optional(),
});

const tags = ['Back office'];

export const roleRequestEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/Customers/RoleRequests',
    access: 'topup-admin',
    tags,
    summary:
      "Role requests awaiting approval, each with the account's sign-in changes of the last 30 days (who set or reset its password or second factor, when)",
    response: z.array(roleRequestSchema),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/RoleRequests/:id/Approve',
    access: 'topup-admin',
    tags,
    summary:
      'Approve a role or second-factor reset request (another Topup Admin than its maker and than the account): the account gets the roles, or its second factor is reset and its back-office sessions end',
    params: requestIdParams,
    response: roleRequestSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/RoleRequests/:id/Reject',
    access: 'topup-admin',
    tags,
    summary: 'Reject a role request (another Topup Admin than its maker): nothing changes',
    params: requestIdParams,
    body: decisionBody,
    response: roleRequestSchema,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/Customers/RoleRequests/:id/Withdraw',
    access: 'topup-admin',
    tags,
    summary: 'Withdraw a role request (its maker only): nothing changes',
    params: requestIdParams,
    body: decisionBody,
    response: roleRequestSchema,
  }),
};
