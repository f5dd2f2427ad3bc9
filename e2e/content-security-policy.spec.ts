import { expect, test, type Page } from '@playwright/test';
import {
  menuItemName,
  menuLabels,
  openMenu,
  signInBackOffice,
  STAFF,
} from './support/back-office-session.ts';

// The Content-Security-Policy lets no script turn a string into code (script-src 'self', no 'unsafe-eval').
// A library that tries anyway, even inside a try (zod probed for eval to compile its parsers), makes the
// browser report a violation on the page: Lighthouse takes it off Best Practices, and a report endpoint
// would fill with noise that hides a real attack.
test.skip(({ isMobile }) => isMobile, 'the policy is the same at every size');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

/** The violations reported since the page was loaded. */
function violationsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Waits until the screen has arrived: no chunk still loading and its heading shown. */
async function screenShown(page: Page): Promise<void> {
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the portal and its forms break no rule of the policy', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Top-up my account/ }).click();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await page.goto('/?step=other-account');
  await expect(page.getByLabel('Mobile Number')).toBeVisible();
  await page.goto('/cancel-topup');
  await screenShown(page);
  expect(await violationsOf(page)).toEqual([]);
});

test('the back-office login and every screen of the menu break no rule of the policy', async ({ page }) => {
  await page.goto('/BackOffice/Login');
  await screenShown(page);
  expect(await violationsOf(page)).toEqual([]);

  await signInBackOffice(page.request, STAFF.topupAdmin.mobileNo);
  await page.goto('/BackOffice/Dashboard');
  const labels = await menuLabels(page);
  expect(labels.length).toBeGreaterThan(5);
  for (const label of labels) {
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'Back-office menu' })
      .getByRole('link', { name: menuItemName(label) })
      .click();
    await expect(page.getByRole('link', { name: menuItemName(label) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screenShown(page);
  }
  expect(await violationsOf(page)).toEqual([]);
});
