import { expect, test, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { expectNoHorizontalScroll, JUAN, logInThroughHome } from './support/portal.ts';

const RESULT_PAGES = [
  { path: '/card/success', title: 'eWallet Top-up Successful' },
  { path: '/card/failure', title: 'eWallet Top-up Failed' },
  { path: '/card/cancel', title: 'eWallet Top-up Cancelled' },
];

for (const { path, title } of RESULT_PAGES) {
  test(`${path} says '${title}' and returns Home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await checkAccessibility(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
  });
}

/** From the top-up screen of a logged-in customer: a card request, and OK to the sandbox checkout. */
async function startCardTopup(page: Page, amount: string): Promise<string> {
  await page.getByLabel('Or type an amount').fill(amount);
  await page.getByRole('radio', { name: /Debit\/Credit Card/ }).click();
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await page.getByRole('dialog', { name: 'Confirm Top-up' }).getByRole('button', { name: 'Confirm' }).click();
  const message = page.getByTestId('topup-result-message');
  await expect(message).toHaveText(
    /^Your Reference Number is \S+\. You will be redirected to payment page\. Please click OK to continue\.$/,
  );
  const referenceNumber = (await message.textContent())?.split(' ')[4]?.replace(/\.$/, '') ?? '';
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  return referenceNumber;
}

async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/Customers/Me/Balance');
  expect(response.status()).toBe(200);
  const { balance }: { balance: number } = await response.json();
  return balance;
}

test('a card top-up: OK goes to the checkout, and the success page confirms the payment', async ({
  page,
}) => {
  await logInThroughHome(page, JUAN.mobileNo);
  const before = await balanceOf(page);
  const referenceNumber = await startCardTopup(page, '150');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/card\/success\?ref=/);
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Successful' })).toBeVisible();
  await expect(page.getByTestId('reference-number')).toHaveText(referenceNumber);
  await checkAccessibility(page);
  expect(await balanceOf(page)).toBeCloseTo(before + 150, 2);

  await page.getByRole('button', { name: 'Return to Home' }).click();
  // Home's wallet history shows the payment as a credit of ₱150.00, with the balance it led to.
  const line = page.getByRole('listitem').filter({ hasText: referenceNumber });
  await expect(line.getByText('+₱150.00')).toBeVisible();
  await expect(line.getByText(/^Balance after: ₱/)).toBeVisible();
});

test('a declined card payment lands on the failure page and credits nothing', async ({ page }) => {
  await logInThroughHome(page, JUAN.mobileNo);
  const before = await balanceOf(page);
  await startCardTopup(page, '160');
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/Payments/Confirm'));
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/card\/failure\?ref=/);
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Failed' })).toBeVisible();
  expect(await balanceOf(page)).toBeCloseTo(before, 2);
});

test('a cancelled card checkout lands on the cancel page', async ({ page }) => {
  await logInThroughHome(page, JUAN.mobileNo);
  await startCardTopup(page, '170');
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/Payments/Confirm'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/card\/cancel\?ref=/);
  // The page asks the server to check the payment before it says nothing happened.
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Cancelled' })).toBeVisible();
});

/**
 * Pays the checkout the page is on as the provider records it, without its webhook and without following
 * its redirect: the payment went through, but nothing has told our server yet.
 */
async function payWithoutTellingUs(page: Page): Promise<void> {
  const checkoutPath = new URL(page.url()).pathname;
  const paid = await page.request.post(`${checkoutPath}/pay?webhook=none`, { maxRedirects: 0 });
  expect(paid.status()).toBeGreaterThanOrEqual(300);
  expect(paid.status()).toBeLessThan(400);
}

for (const { path, wrongTitle } of [
  { path: '/card/failure', wrongTitle: 'eWallet Top-up Failed' },
  { path: '/card/cancel', wrongTitle: 'eWallet Top-up Cancelled' },
]) {
  test(`a payment that went through is credited and reported as such on ${path}`, async ({ page }) => {
    await logInThroughHome(page, JUAN.mobileNo);
    const before = await balanceOf(page);
    const referenceNumber = await startCardTopup(page, '190');
    await payWithoutTellingUs(page);

    // The customer lands on the wrong return page (Back button, a second tab): it checks with the server.
    await page.goto(`${path}?ref=${referenceNumber}`);
    await expect(page.getByRole('heading', { name: 'eWallet Top-up Successful' })).toBeVisible();
    await expect(page.getByRole('heading', { name: wrongTitle })).toHaveCount(0);
    await expect(page.getByTestId('reference-number')).toHaveText(referenceNumber);
    expect(await balanceOf(page)).toBeCloseTo(before + 190, 2);
    await checkAccessibility(page);
  });
}

test('a lost webhook: the success page itself has the payment confirmed and credited', async ({ page }) => {
  await logInThroughHome(page, JUAN.mobileNo);
  const before = await balanceOf(page);
  const referenceNumber = await startCardTopup(page, '180');
  // The sandbox provider never calls our webhook on this visit: only the return page can credit it.
  const checkout = new URL(page.url());
  checkout.searchParams.set('webhook', 'none');
  await page.goto(checkout.toString());
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/card\/success\?ref=/);
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Successful' })).toBeVisible();
  await expect(page.getByTestId('reference-number')).toHaveText(referenceNumber);
  expect(await balanceOf(page)).toBeCloseTo(before + 180, 2);
});
