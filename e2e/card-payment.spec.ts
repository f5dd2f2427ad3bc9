import { expect, test, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { JUAN, logInThroughHome, MARIA, PAYER } from './support/portal.ts';

/**
 * Card top-ups end to end on the sandbox provider: the portal creates the request, the browser pays or
 * declines on the sandbox checkout page, and the return page asks the server to check the payment.
 * The webhook is lost on purpose (`?webhook=none`), so the credit can only come from that check.
 */

/** The balance Home shows a logged-in customer, in centavos. */
async function shownBalance(page: Page): Promise<number> {
  await page.goto('/');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText(/^₱[\d,]+\.\d{2}$/);
  const text = (await balance.textContent()) ?? '';
  return Math.round(Number(text.replace(/[₱,]/g, '')) * 100);
}

/** From Home: a card top-up of `amount` for the logged-in customer, up to the sandbox checkout page. */
async function openCardCheckout(page: Page, amount: string): Promise<string> {
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page).toHaveURL(/\/topup-customer$/);
  await page.getByLabel('Or type an amount').fill(amount);
  await page.getByRole('radio', { name: /Debit\/Credit Card/ }).click();
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await page.getByRole('dialog', { name: 'Confirm Top-up' }).getByRole('button', { name: 'Confirm' }).click();
  const message = page.getByTestId('topup-result-message');
  await expect(message).toContainText('You will be redirected to payment page');
  const referenceNumber = /Reference Number is (\S+)\./.exec((await message.textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/sbx_[0-9a-f]+$/);
  // The provider will not call our webhook for this payment.
  await page.goto(`${page.url()}?webhook=none`);
  await expect(page.getByText(referenceNumber)).toBeVisible();
  return referenceNumber;
}

test('a card top-up paid on the checkout page grows the balance by its amount', async ({ page }) => {
  await logInThroughHome(page, JUAN.mobileNo);
  const before = await shownBalance(page);
  const referenceNumber = await openCardCheckout(page, '1234.50');
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await expect(page.getByText('₱1,234.50', { exact: true })).toBeVisible();
  await expect(page.getByText(JUAN.name)).toBeVisible();
  await checkAccessibility(page);

  await page.getByRole('button', { name: 'Pay ₱1,234.50' }).click();
  await expect(page).toHaveURL(new RegExp(`/card/success\\?ref=${referenceNumber}$`));
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Successful' })).toBeVisible();
  expect(await shownBalance(page)).toBe(before + 1234_50);
});

test('a declined card payment shows the failure page and credits nothing', async ({ page }) => {
  await logInThroughHome(page, JUAN.mobileNo);
  const before = await shownBalance(page);
  const referenceNumber = await openCardCheckout(page, '500');

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(new RegExp(`/card/failure\\?ref=${referenceNumber}$`));
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Failed' })).toBeVisible();
  const check = await page.request.post('/api/Payments/Confirm', { data: { referenceNumber } });
  // Declined: the request is Cancelled with a remark saying so (docs/decisions/0014).
  expect(await check.json()).toMatchObject({ referenceNumber, status: 4, paymentToReturn: false });
  expect(await shownBalance(page)).toBe(before);
});

test("an anonymous card top-up of another account shows the payer's placeholder, not the recipient", async ({
  page,
}) => {
  await page.goto('/?step=other-account');
  await page.getByLabel('Mobile Number').fill(MARIA.mobileNo);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Top-up Recipient' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/topup-customer$/);
  await page.getByLabel('Or type an amount').fill('300');
  await page.getByRole('radio', { name: /Debit\/Credit Card/ }).click();
  // The payer's own number, the request's contact (decision 0012).
  await page.getByLabel('Your mobile number').fill(PAYER.mobileNo);
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await page.getByRole('dialog', { name: 'Confirm Top-up' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  // FALLBACK_BUYER_EMAIL of server/src/modules/payments/gateway.ts: the spec's fixed placeholder.
  await expect(page.getByText('no-email@ewallet-topup.example.com')).toBeVisible();
  for (const secret of ['Maria', 'Santos', 'maria@example.com']) {
    await expect(page.locator('body')).not.toContainText(secret);
  }
  await checkAccessibility(page);
});
