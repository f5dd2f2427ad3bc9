import { maskName } from '../../../../core/names.ts';

/** Who reads a request's e-wallet name on a public route (Search, Cancel). */
export interface TopupViewer {
  /** A back-office session: staff see whole names, as everywhere in the back office. */
  staff: boolean;
  /** The customer of a password portal session, who may see their own name whole. */
  customerId: number | null;
}

/**
 * The e-wallet name as this viewer may see it: anyone else only learns what the look-up by mobile number
 * answers them (each word's first letter), even holding the request's reference.
 */
export function shownName(viewer: TopupViewer, ownerId: number, name: string): string {
  return viewer.staff || viewer.customerId === ownerId ? name : maskName(name);
}
