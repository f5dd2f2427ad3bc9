/**
 * The payment methods the code treats specially, by their code (spec section 9). The list of methods a
 * customer or staff member sees comes from the server (GET /api/PaymentMethods, the payment_methods table):
 * only the behaviour tied to one method (a card checkout, whom the rider calls, the page after a request)
 * names its code, and only from here.
 */
export const PaymentMethodCode = {
  Card: 101,
  PayOnSite: 102,
  PayOnRider: 103,
  BankTransfer: 104,
} as const;
