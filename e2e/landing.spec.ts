import { expect, test } from '@playwright/test';
import { APP_VERSION_LABEL } from '../core/version.ts';
import { checkAccessibility } from './support/accessibility.ts';

test('the landing page offers both top-up options and shows the version', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Top-up other account/ })).toBeVisible();
  await expect(page.getByText(APP_VERSION_LABEL)).toBeVisible();
  await checkAccessibility(page);
});

test('unknown paths get the app, not a 404 page', async ({ page }) => {
  for (const path of ['/BackOffice', '/BackOffice/Some/Unknown/Screen', '/card/success', '/no/such/page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
});

test('a lazy chunk that fails to load shows a message and a Reload button', async ({ page }) => {
  await page.route(/\/assets\/portal-app-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByText('Loading chunk portal failed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.unroute(/\/assets\/portal-app-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
});
