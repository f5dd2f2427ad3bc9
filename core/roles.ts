/** Back-office roles come from the customer's tags; the first of these, in this order, wins. */
export const ROLES = ['TOPUP_ADMIN', 'TRANSMITTAL_ADMIN', 'TRANSMITTAL_ENCODER'] as const;
export type Role = (typeof ROLES)[number];

export function roleFromTags(tags: readonly string[]): Role | null {
  return ROLES.find((role) => tags.includes(role)) ?? null;
}

/**
 * Who may call an endpoint (its contract's `access`, enforced by the server from the matched route):
 * - public: anyone, no session needed;
 * - customer: a customer portal session;
 * - back-office: a back-office session of any role;
 * - topup-admin: a back-office session whose role is TOPUP_ADMIN;
 * - transmittal-encoder: a back-office session whose role is TRANSMITTAL_ENCODER;
 * - payment-provider: the card payment provider's callback (no session; never trusted on its own).
 */
export const ACCESS = [
  'public',
  'customer',
  'back-office',
  'topup-admin',
  'transmittal-encoder',
  'payment-provider',
] as const;
export type Access = (typeof ACCESS)[number];

/** The one back-office role an access value asks for; the others ask for none or for any role. */
export const ROLE_OF_ACCESS: Partial<Record<Access, Role>> = {
  'topup-admin': 'TOPUP_ADMIN',
  'transmittal-encoder': 'TRANSMITTAL_ENCODER',
};
