import { expect, test } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { expectNoHorizontalScroll, JUAN, logInThroughHome } from './support/portal.ts';

test('login: both fields are required, and a wrong password shows the server text in a red box', async ({
  page,
}) => {
  await page.goto('/?step=login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription('Username is required');
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Password is required');
  await checkAccessibility(page);

  await page.getByLabel('Mobile number').fill(JUAN.mobileNo);
  await page.getByLabel(/^Password/).fill('not the password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid mobile number or password');
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
});

test('cancel search: both fields are required', async ({ page }) => {
  await page.goto('/cancel-topup');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByLabel('Reference Number')).toHaveAccessibleDescription(
    'Reference Number is required',
  );
  await expect(page.getByLabel('eWallet Number / Top-up Amount')).toHaveAccessibleDescription(
    /eWallet Number \/ Top-up Amount is required/,
  );
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
});

test('cancel search: a reference that does not match says so', async ({ page }) => {
  await page.goto('/cancel-topup');
  await page.getByLabel('Reference Number').fill('NOSUCHREF123');
  await page.getByLabel('eWallet Number / Top-up Amount').fill(JUAN.mobileNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('No exact matches found!');
});

test('top-up amount: typing rules, the enabled rule of Top-up eWallet, minimums and the inactive GCash', async ({
  page,
}) => {
  await logInThroughHome(page, JUAN.mobileNo);
  const amount = page.getByLabel('Or type an amount');
  const topup = page.getByRole('button', { name: 'Top-up eWallet' });

  await amount.pressSequentially('12a.3x45678');
  await expect(amount).toHaveValue('12.3456');
  await amount.fill('');
  await amount.pressSequentially('-1e5');
  await expect(amount).toHaveValue('15');
  await amount.fill('2,500');
  await amount.blur();
  await expect(amount).toHaveValue('2,500.00');
  await expect(topup).toBeDisabled();

  const gcash = page.getByRole('radio', { name: /GCash/ });
  await expect(gcash).toBeDisabled();
  await expect(gcash).toContainText('GCash payments are not accepted at this time.');
  await expect(page.getByRole('note')).toHaveText(/GCash payments are not accepted at this time\./);

  await page.getByRole('radio', { name: /Bank Transfer/ }).click();
  await expect(topup).toBeEnabled();
  await amount.fill('0');
  await expect(topup).toBeDisabled();
  await amount.fill('0.001');
  await expect(topup).toBeDisabled();

  await amount.fill('99.99');
  await topup.click();
  await expect(amount).toHaveAccessibleDescription('Minimum amount for Bank Transfer is ₱100.00');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
});
