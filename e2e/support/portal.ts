import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { DEMO_PASSWORD, PERSONAS } from './personas.ts';

export { DEMO_PASSWORD };
export const JUAN = PERSONAS.juan;
export const MARIA = PERSONAS.maria;

/** Someone who pays for another account: no customer, just a mobile number (decision 0012). */
export const PAYER = { mobileNo: '09181230202', international: '+639181230202' };

/** The page fits its width: nothing sticks out sideways, at 1280 px or at a 390 px phone. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Logs in through the portal's own form, from Home. */
export async function logInThroughHome(page: Page, mobileNo: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await page.getByLabel('Mobile number').fill(mobileNo);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/topup-customer$/);
}

export interface CreatedTopup {
  id: number;
  referenceNumber: string;
  amount: number;
  mobileNo: string;
}

/**
 * Creates a top-up request through the API as an anonymous caller topping up another account (option 2),
 * and finds it again, so that cancel tests have a fresh Pending request of their own.
 */
export async function createTopupForOtherAccount(
  request: APIRequestContext,
  input: { mobileNo: string; amount: number; paymentMethodCode: number },
): Promise<CreatedTopup> {
  const lookup = await request.get('/api/Customers/CustomerByMobileNo', {
    params: { mobileNo: input.mobileNo },
  });
  expect(lookup.status()).toBe(200);
  const customer: { id: number; fullName: string } = await lookup.json();
  const created = await request.post('/api/topuprequests', {
    data: {
      topupOption: 2,
      ewalletAccountId: customer.id,
      ewalletAccountName: customer.fullName,
      topupRequestAmount: input.amount,
      paymentMethodCode: input.paymentMethodCode,
      // The payer's number: for Pay on Rider the recipient's own is refused (decision 0012).
      contactNumber: PAYER.mobileNo,
      billingAddress: null,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { referenceNumber }: { referenceNumber: string } = await created.json();
  const found = await request.post('/api/TopupRequests/Search', {
    data: { ReferenceNumber: referenceNumber, SupportingReference: input.mobileNo },
  });
  expect(found.status(), await found.text()).toBe(200);
  const { id }: { id: number } = await found.json();
  return { id, referenceNumber, amount: input.amount, mobileNo: input.mobileNo };
}

/**
 * From the other-account search (option 2): finds and confirms the recipient, then types the amount,
 * chooses the method and gives the payer's own number, the request's contact (decision 0012).
 */
export async function fillOtherAccountTopup(
  page: Page,
  input: { recipientMobileNo: string; amount: string; method: RegExp },
): Promise<void> {
  await page.getByLabel('Mobile Number').fill(input.recipientMobileNo);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Top-up Recipient' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/topup-customer$/);
  await page.getByLabel('Or type an amount').fill(input.amount);
  await page.getByRole('radio', { name: input.method }).click();
  await page.getByLabel('Your mobile number').fill(PAYER.mobileNo);
}
