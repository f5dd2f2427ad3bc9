import { expect, test } from '@playwright/test';
import { JUAN } from './support/portal.ts';

test('the other-account journey works with the keyboard alone, and its dialog keeps the focus', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();

  // Tab order: brand link, the language switch, then the two options.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '₱ eWallet Top-up' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Filipino' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Top-up other account/ })).toBeFocused();
  await page.keyboard.press('Enter');

  const mobile = page.getByLabel('Mobile Number');
  await expect(mobile).toBeFocused();
  await expect(page).toHaveTitle('Top-up other account · eWallet Top-up');
  await page.keyboard.type(JUAN.mobileNo);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Confirm Top-up Recipient' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  // However often Tab is pressed, the focus stays inside the dialog.
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(mobile).toHaveValue(JUAN.mobileNo);
});

test('the login form can be filled and sent with the keyboard alone', async ({ page }) => {
  await page.goto('/?step=login');
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type(JUAN.mobileNo);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/topup-customer$/);
});
