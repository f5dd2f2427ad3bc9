import type { AppInstance } from '../src/app-instance.ts';
import type { Database } from '../src/db/client.ts';
import { createCustomer, createPaymentMethod } from '../src/demo/factories.ts';
import { getWalletBalance } from '../src/modules/ledger/service.ts';
import { findRequestByReference } from '../src/modules/payments/topup-link.ts';
import { loginAs } from './sessions.ts';

/** Card-payment test helpers: a shop with method 101, a customer, a top-up admin, and their sessions. */
export interface CardShop {
  customer: Awaited<ReturnType<typeof createCustomer>>;
  customerCookie: string;
  adminCookie: string;
}

export async function openCardShop(
  app: AppInstance,
  db: Database,
  customer: { mobileNo: string; email?: string | null },
): Promise<CardShop> {
  await createPaymentMethod(db, { code: 101, name: 'Debit/Credit Card', minimumAmount: 100_00 });
  const buyer = await createCustomer(db, { firstname: 'Juan', lastname: 'Dela Cruz', ...customer });
  const admin = await createCustomer(db, { firstname: 'Ana', lastname: 'Reyes', tags: ['TOPUP_ADMIN'] });
  return {
    customer: buyer,
    customerCookie: (await loginAs(app, buyer.mobileNo)).cookie,
    adminCookie: (await loginAs(app, admin.mobileNo, 'backoffice')).cookie,
  };
}

/** POST /api/TopupRequests for the customer's own wallet, paid by card; answers the raw response. */
export function requestCardTopup(app: AppInstance, shop: CardShop, amountPesos: number) {
  return app.inject({
    method: 'POST',
    url: '/api/TopupRequests',
    headers: { cookie: shop.customerCookie },
    payload: {
      topupOption: 1,
      ewalletAccountId: shop.customer.id,
      ewalletAccountName: 'Juan Dela Cruz',
      topupRequestAmount: amountPesos,
      paymentMethodCode: 101,
      contactNumber: shop.customer.mobileNo,
      billingAddress: null,
    },
  });
}

export async function createCardTopup(app: AppInstance, shop: CardShop, amountPesos: number) {
  const response = await requestCardTopup(app, shop, amountPesos);
  if (response.statusCode !== 200) throw new Error(`card top-up failed: ${response.body}`);
  return response.json<{ referenceNumber: string; checkoutUrl: string }>();
}

/** The buyer's choice on the sandbox checkout page, with the webhook delivery the test wants. */
export function chooseOnSandbox(
  app: AppInstance,
  checkoutUrl: string,
  action: 'pay' | 'decline' | 'cancel',
  webhook: 'now' | 'late' | 'twice' | 'none' = 'now',
) {
  return app.inject({
    method: 'POST',
    url: `${checkoutUrl}/${action}?webhook=${webhook}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export async function requestState(db: Database, referenceNumber: string) {
  const request = await findRequestByReference(db, referenceNumber);
  if (!request) throw new Error(`no request ${referenceNumber}`);
  return request;
}

export async function walletBalance(db: Database, customerId: number): Promise<number> {
  return getWalletBalance(db, customerId);
}

/** The provider's webhook as anyone could send it: the body claims what it likes. */
export function sendWebhook(app: AppInstance, referenceNumber: string, status = 'PAYMENT_SUCCESS') {
  return app.inject({
    method: 'POST',
    url: '/api/Payments/Webhook',
    payload: { requestReferenceNumber: referenceNumber, status, isPaid: status === 'PAYMENT_SUCCESS' },
  });
}

export function confirmPayment(app: AppInstance, referenceNumber: string, address = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: '/api/Payments/Confirm',
    payload: { referenceNumber },
    remoteAddress: address,
  });
}

export function repost(app: AppInstance, shop: CardShop, requestId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/TopupRequests/RepostTopup?TopupRequestId=${requestId}`,
    headers: { cookie: shop.adminCookie },
  });
}
