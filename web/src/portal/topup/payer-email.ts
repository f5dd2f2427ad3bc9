import { z } from 'zod';

/** The contract's own rule (core/api/topups.ts payerEmail): blank, or an address of at most 254 characters. */
const payerEmailRule = z.union([z.literal(''), z.email().max(254)]);

/** True when the typed text is blank or an e-mail address the server takes. */
export function isAcceptablePayerEmail(text: string): boolean {
  return payerEmailRule.safeParse(text.trim().toLowerCase()).success;
}

/** What the create body carries: null for blank. */
export function payerEmailOf(text: string): string | null {
  return text.trim().toLowerCase() || null;
}
