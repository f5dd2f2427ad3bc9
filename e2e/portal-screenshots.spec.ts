import { expect, test, type Page } from '@playwright/test';
import { setSiteDisabled } from './support/back-office.ts';
import { createTopupForOtherAccount, JUAN, logInThroughHome, MARIA } from './support/portal.ts';
import { DOCS_SCREENSHOTS_DIR, settle } from './support/screenshots.ts';

// Saves a picture of every portal screen, at desktop size and at 390 px, into .tmp/screenshots/docs/ (to copy
// into docs/screenshots/). Not part of the normal run: SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts portal-screenshots
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');
// One image pixel per CSS pixel: a phone picture is 390 px wide, as the screen it shows.
test.use({ deviceScaleFactor: 1 });

async function save(page: Page, screen: string, options: { fullPage?: boolean } = {}): Promise<void> {
  // Let transitions (dialogs, banners) settle so that the picture shows the end state.
  await settle(page);
  const size = test.info().project.name === 'phone' ? 'phone' : 'desktop';
  await page.screenshot({
    path: `${DOCS_SCREENSHOTS_DIR}/portal-${screen}-${size}.png`,
    fullPage: options.fullPage ?? true,
  });
}

test('home, login, other account and QR screens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
  await save(page, 'home');

  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await save(page, 'login-required');
  await page.getByLabel('Mobile number').fill(JUAN.mobileNo);
  await page.getByLabel(/^Password/).fill('not the password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await save(page, 'login-failed');

  await page.goto('/?step=other-account');
  await page.getByLabel('Mobile Number').fill('09170000999');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Mobile number not found')).toBeVisible();
  await save(page, 'other-account-not-found');
  await page.getByLabel('Mobile Number').fill(JUAN.mobileNo);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await save(page, 'confirm-recipient', { fullPage: false });

  await page.goto(`/${MARIA.qrCode}`);
  await expect(page.getByRole('heading', { name: /Hello, Maria/ })).toBeVisible();
  await save(page, 'home-qr-code');
});

test('top-up screens and the result pages of each method', async ({ page }) => {
  await logInThroughHome(page, JUAN.mobileNo);
  await expect(page.getByRole('radio', { name: /Pay on Site/ })).toBeVisible();
  await save(page, 'topup');
  await page.getByRole('button', { name: '₱1,000', exact: true }).click();
  await page.getByRole('radio', { name: /Pay on Site/ }).click();
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await save(page, 'topup-confirm', { fullPage: false });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('topup-result-message')).toBeVisible();
  await save(page, 'topup-result', { fullPage: false });
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await save(page, 'pay-on-site');

  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page.getByText('Wallet history')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await save(page, 'home-logged-in');

  for (const [method, screen, heading] of [
    ['Pay on Rider', 'pay-on-rider', 'Pay on Rider'],
    ['Bank Transfer', 'bank-transfer', 'Bank Transfer Instructions'],
  ] as const) {
    await page.getByRole('button', { name: /Top-up my account/ }).click();
    await page.getByLabel('Or type an amount').fill('1500');
    await page.getByRole('radio', { name: new RegExp(method) }).click();
    await page.getByRole('button', { name: 'Top-up eWallet' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await save(page, screen);
    await page.getByRole('button', { name: 'Return to Home' }).click();
  }
});

test('minimum amount, card result message and the card success page', async ({ page }) => {
  await logInThroughHome(page, JUAN.mobileNo);
  await page.getByLabel('Or type an amount').fill('50');
  await page.getByRole('radio', { name: /Debit\/Credit Card/ }).click();
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await expect(page.getByText('Minimum amount for Debit/Credit Card')).toBeVisible();
  await save(page, 'topup-minimum');
  await page.getByLabel('Or type an amount').fill('200');
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('topup-result-message')).toContainText('redirected to payment page');
  await save(page, 'topup-result-card', { fullPage: false });
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Successful' })).toBeVisible();
  await save(page, 'card-success');
});

test('card failure and cancel pages', async ({ page }) => {
  await page.goto('/card/failure');
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Failed' })).toBeVisible();
  await save(page, 'card-failure');
  await page.goto('/card/cancel');
  await expect(page.getByRole('heading', { name: 'eWallet Top-up Cancelled' })).toBeVisible();
  await save(page, 'card-cancel');
});

test('cancel top-up screens', async ({ page }) => {
  const topup = await createTopupForOtherAccount(page.request, {
    mobileNo: MARIA.mobileNo,
    amount: 750,
    paymentMethodCode: 104,
  });
  await page.goto('/cancel-topup');
  await page.getByRole('button', { name: 'Search' }).click();
  await save(page, 'cancel-required');
  await page.getByLabel('Reference Number').fill(topup.referenceNumber);
  await page.getByLabel('eWallet Number / Top-up Amount').fill('750');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('radio', { name: 'Other' }).check();
  await page.getByLabel('Tell us why').fill('I will pay at the counter instead');
  await save(page, 'cancel-details');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Top-up cancelled successfully!')).toBeVisible();
  await save(page, 'cancel-done', { fullPage: false });
});

test('site-disabled notice', async ({ page }) => {
  await setSiteDisabled(page.request, true);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
    await save(page, 'site-disabled');
  } finally {
    await setSiteDisabled(page.request, false);
  }
});
