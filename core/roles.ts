/** Back-office roles come from the customer's tags; the first of these, in this order, wins. */
export const ROLES = ['TOPUP_ADMIN', 'TRANSMITTAL_ADMIN', 'TRANSMITTAL_ENCODER'] as const;
export type Role = (typeof ROLES)[number];

export function roleFromTags(tags: readonly string[]): Role | null {
  return ROLES.find((role) => tags.includes(role)) ?? null;
}
