import { fullNameOf } from '../../../../core/names.ts';
import { ROLES, roleFromTags, type Role } from '../../../../core/roles.ts';
import type { BackOfficeUserRow } from '../../../../core/api/users.ts';
import type { customers } from '../../db/schema.ts';

/** What the users module's use cases share: a user as the list shows them, and the role tags of an account. */

export type CustomerRow = typeof customers.$inferSelect;

export function toBackOfficeUser(row: CustomerRow): BackOfficeUserRow {
  return {
    id: row.id,
    fullName: fullNameOf(row.firstname, row.lastname),
    mobileNo: row.mobileNo,
    tags: JSON.stringify(row.tags),
    role: roleFromTags(row.tags),
  };
}

export function isRole(tag: string): tag is Role {
  return (ROLES as readonly string[]).includes(tag);
}

/** The roles among an account's tags, in ROLES order. */
export function rolesOf(tags: readonly string[]): Role[] {
  return ROLES.filter((role) => tags.includes(role));
}

/** The tags that are not roles (VIP, ...): kept as they are by every role change. */
export function otherTagsOf(tags: readonly string[]): string[] {
  return tags.filter((tag) => !isRole(tag));
}

export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}

/** The roles `after` gives that `before` did not have: a grant when any (decision 0031). */
export function addedRoles(before: readonly string[], after: readonly Role[]): Role[] {
  return after.filter((role) => !before.includes(role));
}

/** What an audit row says about the account. */
export function describedUser(row: CustomerRow, tags: readonly string[] = row.tags) {
  return { fullName: fullNameOf(row.firstname, row.lastname), mobileNo: row.mobileNo, tags };
}
