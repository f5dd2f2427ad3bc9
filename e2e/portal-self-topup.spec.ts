import { expect, test } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { DEMO_PASSWORD, expectNoHorizontalScroll, JUAN } from './support/portal.ts';

test('a customer logs in, tops up their own e-wallet, sees the request in their history and logs out', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page.getByRole('heading', { name: 'Top-up my account' })).toBeVisible();
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  await page.getByLabel('Mobile number').fill(JUAN.mobileNo);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/topup-customer$/);
  await expect(page.getByTestId('topup-account-name')).toHaveText(JUAN.name);

  // The form's rules (amounts, enabling, the body it sends) are screen tests (topup-screen.test.tsx).
  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await page.getByRole('radio', { name: /Pay on Site/ }).click();
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Top-up eWallet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Top-up' });
  await checkAccessibility(page);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  const message = page.getByTestId('topup-result-message');
  await expect(message).toHaveText(
    /^You will be topped up ₱500\.00 via Pay on Site\. Your Reference Number is \S+$/,
  );
  const referenceNumber = (await message.textContent())?.split(' ').pop() ?? '';
  await checkAccessibility(page);
  await page.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/topup-result\/pay-on-site\?/);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByTestId('reference-number')).toHaveText(referenceNumber);
  await expect(page.getByTestId('amount-to-pay')).toHaveText('₱500.00');
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  // Home now shows the wallet and the new request, Pending, with its reference copyable in one tap.
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${JUAN.firstName}` })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^₱\d{1,3}(,\d{3})*\.\d{2}$/);
  const item = page.getByRole('listitem').filter({ hasText: referenceNumber });
  await expect(item.getByText('Pending')).toBeVisible();
  await expect(item.getByText('₱500.00')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await item.getByRole('button', { name: `Copy reference number ${referenceNumber}` }).click();
  await expect(
    item.getByRole('button', { name: `Reference number ${referenceNumber} copied` }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referenceNumber);
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);

  // The saved customer skips the login.
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page).toHaveURL(/\/topup-customer$/);
  await expect(page.getByTestId('topup-account-name')).toHaveText(JUAN.name);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  expect((await page.request.get('/api/Customers/Me/Balance')).status()).toBe(401);
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page.getByRole('heading', { name: 'Top-up my account' })).toBeVisible();
});
