import { expect, test } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { setSiteDisabled } from './support/back-office.ts';

test.afterEach(async ({ request }) => {
  await setSiteDisabled(request, false);
});

test('the site-disabled flag replaces the whole portal with the notice', async ({ page, request }) => {
  await setSiteDisabled(request, true);
  for (const path of ['/', '/cancel-topup', '/topup-customer']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
    await expect(page.getByText('Top-up my account')).toHaveCount(0);
    await expect(page).toHaveTitle("We'll be back soon · eWallet Top-up");
  }
  await checkAccessibility(page);

  await setSiteDisabled(request, false);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
  await expect(page).toHaveTitle('eWallet Top-up');
});
