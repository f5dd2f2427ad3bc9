import { formatPeso } from '../../../../core/money.ts';
import { formatManilaDateTime } from '../../../../core/manila-date.ts';
import { PaymentMethodCode } from '../../../../core/payment-method-codes.ts';
import { receiptPath } from '../../../../core/receipt-path.ts';
import type { NoticeChannelName } from './notice-channel.ts';
import type { NoticeKind } from './queue-notices.ts';

/** What a notice tells, read from the request and its method when the notice is first sent. */
export interface NoticeFacts {
  referenceNumber: string;
  amountCentavos: number;
  methodCode: number;
  methodName: string;
  instructions: string | null;
  bankName: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  expiresAt: Date | null;
  receiptToken: string;
}

/** The method's own words when the back office has set none (decision 0030 makes them a setting). */
const BUILT_IN_HOW_TO_PAY: Record<number, string> = {
  [PaymentMethodCode.Card]: 'Pay by card from your receipt page (Pay now).',
  [PaymentMethodCode.PayOnSite]: 'Pay at our office and show this reference number.',
  [PaymentMethodCode.PayOnRider]: 'Our rider will call this number and collect the payment.',
  [PaymentMethodCode.BankTransfer]:
    'Transfer the amount to our bank account and put the reference number in the remarks.',
};

function howToPay(facts: NoticeFacts): string[] {
  const lines: string[] = [];
  const own = facts.instructions?.trim();
  if (own) lines.push(own);
  if (facts.bankName) lines.push(`Bank: ${facts.bankName}`);
  if (facts.bankAccountName) lines.push(`Account name: ${facts.bankAccountName}`);
  if (facts.bankAccountNumber) lines.push(`Account number: ${facts.bankAccountNumber}`);
  if (lines.length === 0) lines.push(BUILT_IN_HOW_TO_PAY[facts.methodCode] ?? 'See your receipt page.');
  return lines;
}

function payBy(facts: NoticeFacts): string | null {
  return facts.expiresAt ? `${formatManilaDateTime(facts.expiresAt)} (Philippine time)` : null;
}

/**
 * The words of one notice (English only: decision 0027). The e-mail carries everything; the SMS says the
 * essentials in one message (reference, amount, what happened, until when) and the receipt link, where the
 * rest is.
 */
export function renderNotice(
  kind: NoticeKind,
  channel: NoticeChannelName,
  facts: NoticeFacts,
  publicUrl: string,
): { subject: string; body: string } {
  const link = `${publicUrl}${receiptPath(facts.receiptToken)}`;
  const amount = formatPeso(facts.amountCentavos);
  const ref = facts.referenceNumber;
  const until = payBy(facts);
  if (channel === 'sms') {
    const what = {
      created: `top-up request ${ref} for ${amount} (${facts.methodName}) received.${until ? ` Pay by ${until}.` : ''}`,
      posted: `top-up ${ref} for ${amount} is posted to the e-wallet.`,
      cancelled: `top-up request ${ref} for ${amount} was cancelled.`,
      expired: `top-up request ${ref} for ${amount} expired: no payment came in time.`,
    }[kind];
    return { subject: '', body: `eWallet: ${what} Receipt: ${link}` };
  }
  const subject = {
    created: `Top-up request ${ref} received`,
    posted: `Top-up ${ref} posted`,
    cancelled: `Top-up request ${ref} cancelled`,
    expired: `Top-up request ${ref} expired`,
  }[kind];
  const facts3 = [`Reference number: ${ref}`, `Amount: ${amount}`, `Payment method: ${facts.methodName}`];
  const body =
    kind === 'created'
      ? [
          'We received your top-up request.',
          '',
          ...facts3,
          ...(until ? [`Pay by: ${until}`] : []),
          '',
          'How to pay:',
          ...howToPay(facts),
          '',
          `Your receipt: ${link}`,
          'Keep this reference number: you need it to follow up on or cancel the request.',
        ]
      : [
          {
            posted: 'Your top-up is posted: the amount is now in the e-wallet.',
            cancelled: 'Your top-up request was cancelled. Nothing will be credited for it.',
            expired: 'Your top-up request expired: no payment came in before its deadline.',
          }[kind],
          '',
          ...facts3,
          '',
          `Your receipt: ${link}`,
        ];
  return { subject, body: body.join('\n') };
}
