import { formatPeso } from './money.ts';

/**
 * The guard on manual money (decision 0044): a journal entry of the same amount to the same wallet as one made
 * (posted or awaiting approval) a short while before is asked about first, because a double click, two admins
 * working one complaint, or a copied row all look like that; the server refuses it until the request confirms it.
 */

/** "1 minute ago", "7 minutes ago"; under a minute counts as 1 minute, as a person would say it. */
export function minutesAgoText(elapsedMilliseconds: number): string {
  const minutes = Math.max(1, Math.floor(elapsedMilliseconds / 60_000));
  return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
}

export interface RecentCredit {
  amountCentavos: number;
  madeAt: Date;
  madeByName: string;
  /** Still waiting for a second top-up admin: it has credited nothing yet, but will when approved. */
  awaitingApproval: boolean;
}

/** "A ₱500.00 credit to this wallet was made 1 minute ago by Ana Reyes. Make another?" */
export function duplicateCreditQuestion(credit: RecentCredit, now: Date): string {
  const when = minutesAgoText(now.getTime() - credit.madeAt.getTime());
  const waiting = credit.awaitingApproval ? ' (it awaits approval)' : '';
  return `A ${formatPeso(credit.amountCentavos)} credit to this wallet was made ${when} by ${credit.madeByName}${waiting}. Make another?`;
}

/** The 409 answer's code when a journal entry needs the duplicate confirmed. */
export const DUPLICATE_CREDIT_CODE = 'duplicate-credit';
