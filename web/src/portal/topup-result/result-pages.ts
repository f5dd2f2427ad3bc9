import type { ComponentType } from 'react';
import { PaymentMethodCode } from '@core/payment-method-codes';

/**
 * What the portal shows after a top-up request is created, by payment method code: the one registry of
 * the result pages. A card request goes to the provider's checkout (the answer's checkoutUrl), which sends
 * the customer back to card/success, card/failure or card/cancel; the methods paid outside the portal get
 * an instructions page under /topup-result/<page>, a chunk of its own fetched when opened. A method not
 * named here goes Home after the result message.
 */
export type TopupResult =
  { kind: 'checkout' } | { kind: 'page'; page: string; load: () => Promise<ComponentType<object>> };

export const TOPUP_RESULTS: Readonly<Record<number, TopupResult>> = {
  [PaymentMethodCode.Card]: { kind: 'checkout' },
  [PaymentMethodCode.PayOnSite]: {
    kind: 'page',
    page: 'pay-on-site',
    load: () => import('./pay-on-site-screen').then((m) => m.PayOnSiteScreen),
  },
  [PaymentMethodCode.PayOnRider]: {
    kind: 'page',
    page: 'pay-on-rider',
    load: () => import('./pay-on-rider-screen').then((m) => m.PayOnRiderScreen),
  },
  [PaymentMethodCode.BankTransfer]: {
    kind: 'page',
    page: 'bank-transfer',
    load: () => import('./bank-transfer-screen').then((m) => m.BankTransferScreen),
  },
};

/** The instructions pages, for the portal's routes. */
export const TOPUP_RESULT_PAGES = Object.values(TOPUP_RESULTS).flatMap((result) =>
  result.kind === 'page' ? [result] : [],
);
