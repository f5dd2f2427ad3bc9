import { expect, test, type Page } from '@playwright/test';
import { JUAN, MARIA, openAsTopupAdmin } from './support/back-office-admin.ts';
import { DOCS_SCREENSHOTS_DIR, settle } from './support/screenshots.ts';

// Saves pictures of the top-up admin's screens (journal entries, payment methods, users, audit log) and their
// dialogs, at desktop size, at a 768 px tablet and at 390 px, into .tmp/screenshots/docs/ (to copy into
// docs/screenshots/). Not part of the normal run:
//   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts backoffice-admin-screenshots
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');
test.describe.configure({ mode: 'serial' });
// One image pixel per CSS pixel: a phone picture is 390 px wide, as the screen it shows.
test.use({ deviceScaleFactor: 1 });

/** A screen as a whole page; a dialog as the window shows it (its overlay only covers the window). */
async function save(page: Page, screen: string, { dialog = false } = {}): Promise<void> {
  // Let transitions (dialogs, banners, the invoice's 100 ms) settle so that the picture shows the end state.
  await settle(page);
  const size = test.info().project.name === 'phone' ? 'phone' : 'desktop';
  await page.screenshot({
    path: `${DOCS_SCREENSHOTS_DIR}/backoffice-${screen}-${size}.png`,
    fullPage: !dialog,
  });
  if (size === 'desktop') {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 768, height: 1024 });
    await settle(page);
    await page.screenshot({
      path: `${DOCS_SCREENSHOTS_DIR}/backoffice-${screen}-tablet.png`,
      fullPage: !dialog,
    });
    if (viewport) await page.setViewportSize(viewport);
  }
}

test('journal entry loading', async ({ page, context }) => {
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  await openAsTopupAdmin(page, 'Journal-Entry-Loading', 'Journal Entry Loading');
  await save(page, 'journal-entry');

  await page.getByRole('button', { name: 'Create New Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Entry' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Purpose is required')).toBeVisible();
  await save(page, 'journal-entry-create-errors', { dialog: true });
  await dialog.getByLabel(/^Mobile Number/).fill(MARIA.mobileNo);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(MARIA.name);
  await dialog.getByLabel(/^Amount/).fill('150');
  await dialog.getByLabel(/^Purpose/).fill('Screenshot: goodwill credit');
  await save(page, 'journal-entry-create', { dialog: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Journal Entry' });
  await expect(confirm).toBeVisible();
  await save(page, 'journal-entry-confirm', { dialog: true });
  await confirm.getByRole('button', { name: 'Credit ₱150.00' }).click();
  await expect(page.getByRole('dialog', { name: 'Invoice Preview' }).getByText('₱150.00')).toBeVisible();
  await save(page, 'journal-entry-invoice', { dialog: true });
  await page.getByRole('button', { name: 'Close invoice' }).click();

  await page.getByRole('button', { name: 'Generate Report' }).click();
  await save(page, 'journal-entry-report-range', { dialog: true });
  const popupPromise = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: 'Generate Report' })
    .getByRole('button', { name: 'Generate' })
    .click();
  const report = await popupPromise;
  await expect(report.getByTestId('report-total')).toBeVisible();
  await settle(report);
  const size = test.info().project.name === 'phone' ? 'phone' : 'desktop';
  await report.screenshot({
    path: `${DOCS_SCREENSHOTS_DIR}/backoffice-journal-entry-report-${size}.png`,
    fullPage: true,
  });
  await report.close();
});

test('payment methods', async ({ page }) => {
  await openAsTopupAdmin(page, 'Payment-Methods', 'Payment Methods');
  await save(page, 'payment-methods');
  await page.getByRole('button', { name: 'Edit Pay on Site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Payment Method' });
  await save(page, 'payment-methods-edit', { dialog: true });
  await dialog.getByLabel(/^Payment Method Name/).fill('');
  await dialog.getByLabel(/^Minimum Amount/).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Minimum Amount is Required')).toBeVisible();
  await save(page, 'payment-methods-edit-errors', { dialog: true });
  await dialog.getByLabel(/^Payment Method Name/).fill('Pay on Site');
  await dialog.getByLabel(/^Minimum Amount/).fill('100');
  await dialog.getByLabel(/^Priority/).fill('-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Priority must be a whole number from 0 to 1000000')).toBeVisible();
  await save(page, 'payment-methods-edit-priority', { dialog: true });
  await dialog.getByLabel(/^Priority/).fill('30');
  await dialog.getByLabel(/^Payment Method Name/).fill('Bank Transfer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/is already named Bank Transfer/)).toBeVisible();
  await save(page, 'payment-methods-edit-taken-name', { dialog: true });
  await dialog.getByLabel(/^Payment Method Name/).fill('Pay on Site');
  await dialog.getByRole('checkbox', { name: 'Load Self' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Load on Behalf' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Hide this method from the portal?' })).toBeVisible();
  await save(page, 'payment-methods-edit-no-options', { dialog: true });
});

test('user manager', async ({ page }) => {
  await openAsTopupAdmin(page, 'User-Manager', 'User Manager');
  await save(page, 'user-manager');
  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel(/^Mobile Number/).fill(JUAN.mobileNo);
  await expect(dialog.getByLabel('Full Name')).toHaveValue(JUAN.name);
  await dialog.getByRole('radio', { name: 'Transmittal Admin' }).check();
  await save(page, 'user-manager-create', { dialog: true });
  await dialog.getByLabel(/^Mobile Number/).fill('09170000004');
  await expect(dialog.getByText('Dario Lim is already Transmittal Encoder')).toBeVisible();
  await save(page, 'user-manager-create-existing', { dialog: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Remove User: Ben Cruz' }).click();
  await expect(page.getByText('Do you want to remove this user?')).toBeVisible();
  await save(page, 'user-manager-remove', { dialog: true });
});

test('audit log', async ({ page }) => {
  await openAsTopupAdmin(page, 'Audit-Log', 'Audit Log');
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await save(page, 'audit-log');
});
