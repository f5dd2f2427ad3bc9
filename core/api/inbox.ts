import { z } from 'zod';
import type { Role } from '../roles.ts';
import { defineEndpoint } from './endpoint.ts';
import { instantText } from './fields.ts';

/**
 * "Needs you" (issue 28, docs/decisions/0042): what waits for the signed-in person to act on, by kind. Each
 * kind names the one role that acts on it; the server answers a person only the kinds of their role, and
 * of those only what the four-eyes rules let them decide (never their own entry, transmittal, request or
 * account). A new kind is one line here, one read in server/src/modules/inbox/inbox-kinds.ts and one line
 * of words and link in web/src/backoffice/inbox/inbox-kinds.ts; the Records below make a missing one fail
 * to compile.
 */
export const INBOX_KIND_ROLE = {
  /** Journal entries above the threshold awaiting a second top-up admin (decision 0013). */
  'journal-approval': 'TOPUP_ADMIN',
  /** Pending transmittals awaiting an encoder's approval. */
  'transmittal-approval': 'TRANSMITTAL_ENCODER',
  /** Card payments taken for a request that can no longer be posted, to refund. */
  'payment-to-return': 'TOPUP_ADMIN',
  /** Top-up requests On Hold: someone put them aside to look into. */
  'topup-on-hold': 'TOPUP_ADMIN',
  /** Role grants and second-factor resets awaiting a second top-up admin (decision 0031). */
  'role-request': 'TOPUP_ADMIN',
} as const satisfies Record<string, Role>;

export type InboxKind = keyof typeof INBOX_KIND_ROLE;
export const INBOX_KINDS = Object.keys(INBOX_KIND_ROLE) as InboxKind[];

/** How many items of one kind the answer carries, oldest first; its `count` says how many wait in all. */
export const INBOX_ITEMS_PER_KIND = 20;

export const inboxItemSchema = z.object({
  /** The row's id in its own list (journal entry, transmittal, payment to return, request, role request). */
  id: z.number().int(),
  /** The reference a person searches by (Reference No., Transaction No.); null where the kind has none. */
  reference: z.string().nullable(),
  /** Whose it is: the wallet's account name, the department, the account a role is asked for. */
  subject: z.string(),
  /** What is asked, where the kind needs it said (the roles asked, a reset); null otherwise. */
  detail: z.string().nullable(),
  /** Pesos, where the kind moves money; null otherwise. */
  amount: z.number().nullable(),
  /** Who made it (the maker), where a person did; null otherwise. */
  by: z.string().nullable(),
  /** Since when it waits. */
  since: instantText(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxKindSchema = z.object({
  kind: z.enum(INBOX_KINDS as [InboxKind, ...InboxKind[]]),
  /** How many wait in all (the items are the first INBOX_ITEMS_PER_KIND of them). */
  count: z.number().int(),
  items: z.array(inboxItemSchema),
});
export type InboxKindAnswer = z.infer<typeof inboxKindSchema>;

export const inboxAnswer = z.object({
  /** Everything that waits for this person, every kind added up: the sidebar's count. */
  total: z.number().int(),
  /** The kinds with something waiting, in INBOX_KIND_ROLE's order; a kind with nothing is left out. */
  kinds: z.array(inboxKindSchema),
});
export type InboxAnswer = z.infer<typeof inboxAnswer>;

export const inboxEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/Inbox',
    // Every role has an inbox; which kinds it holds is the role's (INBOX_KIND_ROLE), decided in the read.
    access: 'back-office',
    tags: ['Inbox'],
    summary:
      'What waits for the signed-in person to act on ("Needs you"): per kind of their role, how many and the oldest, never their own',
    response: inboxAnswer,
  }),
};
