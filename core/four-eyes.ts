/**
 * Four eyes on manual credits (docs/decisions/0013-four-eyes-on-manual-credits.md): nobody in the back office
 * credits their own e-wallet by any path, and the big manual credits need a second person. The rules are
 * pure here; the server applies them under the row locks of the changes they guard.
 */

export const FOUR_EYES_MESSAGES = {
  ownTopup:
    'You cannot move your own top-up request to Done (it is for your own e-wallet, or you made it): another top-up admin must post it',
  ownWalletJournal: 'You cannot make a journal entry to your own e-wallet',
  ownJournalApproval: 'You cannot approve a journal entry that you made',
  ownJournalRejection: 'You cannot reject a journal entry that you made: withdraw it instead',
  ownWalletJournalDecision: 'You cannot approve or reject a journal entry to your own e-wallet',
  othersJournalWithdrawal: 'Only the top-up admin who made a journal entry may withdraw it',
} as const;

/** A request whose wallet is the actor's, or that the actor opened as its payer. */
export function isOwnTopup(
  request: { ewalletCustomerId: number; createdByCustomerId: number | null },
  actorId: number,
): boolean {
  return request.ewalletCustomerId === actorId || request.createdByCustomerId === actorId;
}

/** Why a card request (101) may not be marked Done by hand: what the provider says about its payment. */
export function cardDoneRefusedMessage(providerStatus: string): string {
  if (providerStatus === 'NOT_FOUND') {
    return 'The card provider has no payment for this request: it cannot be marked Done until the provider confirms the payment';
  }
  if (providerStatus === 'AMOUNT_MISMATCH') {
    return 'The card provider reports a payment of another amount or currency: it cannot be marked Done (put it On Hold and look into it)';
  }
  return `The card provider reports ${providerStatus} for this request: it cannot be marked Done until the provider confirms the payment (PAYMENT_SUCCESS)`;
}

/** The approval of a transmittal line paid into the approver's own e-wallet. */
export function ownWalletTransmittalMessage(employeeName: string): string {
  return `You cannot approve a transmittal that pays your own e-wallet (${employeeName})`;
}
