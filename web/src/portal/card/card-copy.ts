import { defineCopy } from '../i18n/copy';

/** Whose e-wallet a card payment topped up, as far as this tab knows (see card-success-screen.tsx). */
export type Recipient = { kind: 'own' } | { kind: 'other'; mobileNumber: string } | { kind: 'unknown' };

/** The words of the card return pages, shared by the success, failure and cancel pages. */
export const CARD_COPY = defineCopy({
  en: {
    successTitle: 'eWallet Top-up Successful',
    failedTitle: 'eWallet Top-up Failed',
    cancelledTitle: 'eWallet Top-up Cancelled',
    confirmingTitle: 'Confirming your payment',
    confirming: 'Confirming your payment...',
    returnedTitle: 'Your payment will be returned',
    waitingForProvider: (who: Recipient) =>
      `Thank you for your payment. ${capitalised(theWallet(who))} is topped up as soon as the card provider confirms it.`,
    paid: (who: Recipient) =>
      `Thank you! Your card payment went through and ${theWallet(who)} has been topped up.`,
    paidAfterAll: (who: Recipient) =>
      `Your card payment went through after all, and ${theWallet(who)} has been topped up.`,
    onHoldReported:
      'The card provider reported a payment for this request. Our team is checking it, and the e-wallet is topped up as soon as it is cleared; you do not need to pay again.',
    ended: (status: string) =>
      `This top-up request is ${status.toLowerCase()}, so the e-wallet was not topped up.`,
    onHold: 'Our team is checking your payment. The e-wallet is topped up as soon as it is cleared.',
    notConfirmedYet:
      'The card provider has not confirmed your payment yet. The e-wallet is topped up as soon as it does; you do not need to pay again.',
    checkAgain: 'Check again',
    failed:
      'Your card payment did not go through, so the e-wallet was not topped up. You can try again with another card or choose another payment method.',
    cancelled:
      'You cancelled the card payment, so the e-wallet was not topped up. You can start a new top-up any time.',
    toBeReturned: (status: string) =>
      `This top-up request was already ${status.toLowerCase()} when your card payment arrived, so the e-wallet was not topped up. The payment will be returned to your card; your bank may take a few days to show it. You do not need to do anything.`,
  },
  fil: {
    successTitle: 'Matagumpay ang eWallet Top-up',
    failedTitle: 'Hindi natuloy ang eWallet Top-up',
    cancelledTitle: 'Na-cancel ang eWallet Top-up',
    confirmingTitle: 'Kinukumpirma ang bayad mo',
    confirming: 'Kinukumpirma ang bayad mo...',
    returnedTitle: 'Ibabalik ang bayad mo',
    waitingForProvider: (who: Recipient) =>
      `Salamat sa bayad mo. Mata-top up ang ${walletInFilipino(who)} kapag nakumpirma na ng card provider.`,
    paid: (who: Recipient) =>
      `Salamat! Pumasok ang card payment mo at na-top up na ang ${walletInFilipino(who)}.`,
    paidAfterAll: (who: Recipient) =>
      `Pumasok din pala ang card payment mo, at na-top up na ang ${walletInFilipino(who)}.`,
    onHoldReported:
      'May bayad na ini-report ang card provider para sa request na ito. Sinusuri ito ng team namin, at mata-top up ang e-wallet kapag na-clear na; hindi mo na kailangang magbayad ulit.',
    ended: (status: string) => `${status} na ang top-up request na ito, kaya hindi na-top up ang e-wallet.`,
    onHold: 'Sinusuri ng team namin ang bayad mo. Mata-top up ang e-wallet kapag na-clear na ito.',
    notConfirmedYet:
      'Hindi pa nakukumpirma ng card provider ang bayad mo. Mata-top up ang e-wallet kapag nakumpirma na; hindi mo na kailangang magbayad ulit.',
    checkAgain: 'Tingnan ulit',
    failed:
      'Hindi pumasok ang card payment mo, kaya hindi na-top up ang e-wallet. Puwede kang sumubok ulit gamit ang ibang card o pumili ng ibang paraan ng bayad.',
    cancelled:
      'Kinansela mo ang card payment, kaya hindi na-top up ang e-wallet. Puwede kang magsimula ng bagong top-up kahit kailan.',
    toBeReturned: (status: string) =>
      `${status} na ang top-up request na ito nang dumating ang card payment mo, kaya hindi na-top up ang e-wallet. Ibabalik ang bayad sa card mo; baka ilang araw bago ito lumabas sa bangko mo. Wala ka nang kailangang gawin.`,
  },
});

/** "your e-wallet" only when the payer topped up their own; else the number they chose, or just "the". */
function theWallet(who: Recipient): string {
  if (who.kind === 'own') return 'your e-wallet';
  if (who.kind === 'other') return `the e-wallet of ${who.mobileNumber}`;
  return 'the e-wallet';
}

function walletInFilipino(who: Recipient): string {
  if (who.kind === 'own') return 'e-wallet mo';
  if (who.kind === 'other') return `e-wallet ng ${who.mobileNumber}`;
  return 'e-wallet';
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
