import { expect } from '@playwright/test';
import { test } from './support/personas.ts';
import { STAFF } from './support/back-office-session.ts';
import { projectSize, saveAtEachSize, shoot, TABLET } from './support/screenshots.ts';

// Saves pictures of the back office's frame (login, dashboard, the folding menu, the avatar menu) and of the
// top-up requests (list, details panel, status dialog) at desktop size, at a 768 px tablet and at 390 px,
// into .tmp/screenshots/docs/ (to copy into docs/screenshots/). Not part of the normal run:
//   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts backoffice-topup-screenshots
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');
test.describe.configure({ mode: 'serial' });
// One image pixel per CSS pixel: a phone picture is 390 px wide, as the screen it shows.
test.use({ deviceScaleFactor: 1 });

const PENDING_REFERENCE = 'DEMQPENDG2';
const save = (page: Parameters<typeof saveAtEachSize>[0], screen: string, options = {}) =>
  saveAtEachSize(page, `backoffice-${screen}`, options);

test('login', async ({ page }) => {
  await page.goto('/BackOffice/Login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await save(page, 'login');
  await page.getByLabel('Mobile number').fill(STAFF.topupAdmin.mobileNo);
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await save(page, 'login-failed');
});

test('dashboard, the folding menu and the avatar menu', async ({ topupAdmin: page }) => {
  await page.goto('/BackOffice/Dashboard');
  await expect(page.getByRole('heading', { name: 'General Statistics' })).toBeVisible();
  await save(page, 'dashboard');

  const size = projectSize();
  if (size === 'desktop') {
    // At desktop size the sidebar folds away on its button, and the page takes the whole width.
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await shoot(page, 'backoffice-sidebar-collapsed-desktop');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.setViewportSize(TABLET);
  }
  // Below desktop size the menu is folded behind the burger; open, it lies over the page.
  const kind = size === 'desktop' ? 'tablet' : 'phone';
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Back-office menu' })).toBeInViewport();
  await shoot(page, `backoffice-menu-open-${kind}`, { dialog: true });
  await page.getByRole('button', { name: 'Toggle menu' }).click();

  await page.getByRole('button', { name: `Account menu of ${STAFF.topupAdmin.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await shoot(page, `backoffice-avatar-menu-${kind}`, { dialog: true });
  if (size === 'desktop') {
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: `Account menu of ${STAFF.topupAdmin.name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await shoot(page, 'backoffice-avatar-menu-desktop', { dialog: true });
  }
});

test('dashboard of a transmittal admin', async ({ transmittalAdmin: page }) => {
  await page.goto('/BackOffice/Dashboard');
  await expect(page.getByTestId('greeting')).toHaveText(`Welcome, ${STAFF.transmittalAdmin.name}!`);
  await save(page, 'dashboard-transmittal');
});

test('top-up requests, details and status dialog', async ({ topupAdmin: page }) => {
  await page.goto('/BackOffice/Topup-Requests');
  await expect(page.getByTestId('topup-table').locator('tbody tr').nth(1)).toBeVisible();
  await save(page, 'topup-requests');

  await page.getByLabel('Search', { exact: true }).fill('NOSUCHREF9');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await save(page, 'topup-no-matches', { dialog: true });
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByLabel('Search', { exact: true }).fill(PENDING_REFERENCE);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `View Details of ${PENDING_REFERENCE}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Top-up Request Details' });
  await expect(drawer.getByTestId('status-history')).toContainText('Pending');
  await save(page, 'topup-details-pending', { dialog: true });

  await drawer.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('combobox', { name: 'New Status' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await dialog.getByLabel('Remarks').fill('Paid at the store counter');
  await save(page, 'topup-status-dialog', { dialog: true });
  // Only a picture: the request stays Pending for the other tests.
  await page.keyboard.press('Escape');
});
