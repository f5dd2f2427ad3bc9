import { expect, test } from '@playwright/test';

/**
 * The portal can be put on a phone's home screen: Chromium itself reads the page's manifest and its icons
 * and lists what would stop it offering to install the app. Playwright's browser contexts are always
 * incognito-like, which alone stops an install; nothing else may.
 */
test('Chromium finds the portal installable on the home screen', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
  const devtools = await context.newCDPSession(page);
  const manifest = await devtools.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  // The icons are fetched when Chromium checks; wait for its verdict rather than for a fixed time.
  await expect
    .poll(async () => {
      const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
      return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
});
