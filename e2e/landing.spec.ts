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

test.describe('the prerendered Home', () => {
  test('shows before the JavaScript arrives, and its options work as plain links', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Top up an e-wallet' })).toBeVisible();
    await expect(page.getByText(APP_VERSION_LABEL)).toBeVisible();
    await page.getByRole('link', { name: /Top-up other account/ }).click();
    await expect(page).toHaveURL(/\/\?step=other-account$/);
    // The plain page: without its script it shows nothing, and no stale Home.
    await expect(page.getByRole('heading', { name: 'Top up an e-wallet' })).toHaveCount(0);
    await context.close();
  });

  test('gives way to the live Home without anything moving', async ({ page }) => {
    // Hold the app's entry script until the prerendered Home has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: /Top-up my account/ })).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(1);

    release();
    // The live Home: its options are buttons, and the prerendered copy is gone.
    await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Top up an e-wallet' })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual(
      [],
    );
    await page.getByRole('button', { name: /Top-up my account/ }).click();
    await expect(page).toHaveURL(/\/\?step=login$/);
    await checkAccessibility(page);
  });
});
