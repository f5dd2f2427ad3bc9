import { expect, test } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { expectNoHorizontalScroll, MARIA } from './support/portal.ts';

test('a QR code recognises the customer: Top-up my account needs no login', async ({ page }) => {
  await page.goto(`/${MARIA.qrCode}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Hello, ${MARIA.firstName}` })).toBeVisible();
  await checkAccessibility(page);

  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page).toHaveURL(/\/topup-customer$/);
  await expect(page.getByTestId('topup-account-name')).toHaveText(MARIA.name);

  // Typed amounts: commas ignored, at most 4 decimals while typing, 2 decimals and separators on blur.
  const amount = page.getByLabel('Or type an amount');
  await amount.pressSequentially('1,234.56789');
  await expect(amount).toHaveValue('1,234.5678');
  await amount.blur();
  await expect(amount).toHaveValue('1,234.57');

  await page.getByRole('radio', { name: /Bank Transfer/ }).click();
  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  await page.getByRole('dialog', { name: 'Confirm Top-up' }).getByRole('button', { name: 'Confirm' }).click();
  const message = page.getByTestId('topup-result-message');
  await expect(message).toHaveText(
    /^You will be topped up ₱1,234\.57 via Bank Transfer\. Your Reference Number is \S+$/,
  );
  const referenceNumber = (await message.textContent())?.split(' ').pop() ?? '';
  await page.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/topup-result\/bank-transfer\?/);
  await expect(page.getByRole('heading', { name: 'Bank Transfer Instructions' })).toBeVisible();
  await expect(page.getByTestId('reference-number')).toHaveText(referenceNumber);
  await expect(page.getByText(`Put your reference number ${referenceNumber} in the transfer`)).toBeVisible();
  await expect(page.getByRole('cell', { name: '₱1,234.57' })).toBeVisible();
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  // The customer is kept for the browser session.
  await page.reload();
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${MARIA.firstName}` })).toBeVisible();
});

test('an unknown QR code lands on Home without a customer', async ({ page }) => {
  await page.goto('/NO-SUCH-QR-CODE');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page.getByRole('heading', { name: 'Top-up my account' })).toBeVisible();
});
