import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MARIA, newPerson } from './back-office-admin.ts';
import { PAYER } from './portal.ts';

/** A Manila day `days` from today, YYYY-MM-DD. */
export function manilaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A payer's card top-up for Maria's wallet, through the API as the portal makes it: its checkout page. */
async function createCardTopup(request: APIRequestContext, amount: number) {
  const lookup = await request.get('/api/Customers/CustomerByMobileNo', {
    params: { mobileNo: MARIA.mobileNo },
  });
  const customer: { id: number; fullName: string } = await lookup.json();
  const created = await request.post('/api/topuprequests', {
    data: {
      topupOption: 2,
      ewalletAccountId: customer.id,
      ewalletAccountName: customer.fullName,
      topupRequestAmount: amount,
      paymentMethodCode: 101,
      contactNumber: PAYER.mobileNo,
      billingAddress: null,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()) as { referenceNumber: string; checkoutUrl: string };
}

/**
 * A card top-up that a payer, at a browser of their own, pays on the provider's page with the webhook lost
 * and the return page never loaded (the tab was closed): the provider has the money, and nothing in the
 * product has read the payment. Answers its reference.
 */
export async function payWithoutReturning(
  browser: Browser,
  baseURL: string | undefined,
  amount: { pesos: number; shown: string },
): Promise<string> {
  const payer = await newPerson(browser, baseURL);
  const { referenceNumber, checkoutUrl } = await createCardTopup(payer.page.request, amount.pesos);
  // The Pay form reaches the provider, which takes the money; its redirect to our return page never
  // reaches the browser, as when the tab is closed at that moment.
  let providerAnswer = 0;
  await payer.page.route(/\/sandbox\/checkout\/[^/]+\/pay/, async (route) => {
    providerAnswer = (await route.fetch({ maxRedirects: 0 })).status();
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Tab closed</title>' });
  });
  await payer.page.goto(`${checkoutUrl}?webhook=none`);
  await payer.page.getByRole('button', { name: `Pay ${amount.shown}` }).click();
  await expect(payer.page).toHaveTitle('Tab closed');
  expect(providerAnswer, 'the provider redirects to the return page').toBe(303);
  await payer.context.close();
  return referenceNumber;
}

/**
 * The admin opens the request in Topup Requests: its details check the payment with the provider (as the
 * Repost button needs), which records the provider's answer and posts nothing.
 */
export async function lookAtRequest(page: Page, referenceNumber: string): Promise<void> {
  await page.goto(`/BackOffice/Topup-Requests?reference=${referenceNumber}`);
  await page.getByRole('button', { name: `View Details of ${referenceNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Top-up Request Details' });
  await expect(details.getByText('Payment status: PAYMENT_SUCCESS')).toBeVisible();
  await details.getByRole('button', { name: 'Close details' }).click();
  await expect(details).toHaveCount(0);
}
