import { expect, test } from '@playwright/test';
import { projectSize, saveAtEachSize, shoot } from './support/screenshots.ts';
import { choose, signInToBackOffice, TRANSMITTAL_ADMIN } from './support/transmittals.ts';

// Saves pictures of the transmittal screens (departments, employees, transmittal entry and list, the printed
// report) at desktop size, at a 768 px tablet and at 390 px, into .tmp/screenshots/docs/ (to copy into docs/screenshots/). Not part of the normal
// run :
//   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts backoffice-transmittal-screenshots
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');
test.describe.configure({ mode: 'serial' });
// One image pixel per CSS pixel: a phone picture is 390 px wide, as the screen it shows.
test.use({ deviceScaleFactor: 1 });

const save = (page: Parameters<typeof saveAtEachSize>[0], screen: string, options = {}) =>
  saveAtEachSize(page, `backoffice-${screen}`, options);

test.beforeEach(async ({ page }) => {
  await signInToBackOffice(page, TRANSMITTAL_ADMIN);
});

test('department', async ({ page }) => {
  await page.goto('/BackOffice/Department');
  await expect(page.getByText(/^Total Department: \d+$/)).toBeVisible();
  await save(page, 'department');

  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Department Entry' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Department Name is Required')).toBeVisible();
  await save(page, 'department-entry-errors', { dialog: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'View Employee: Store Operations' }).click();
  const employees = page.getByRole('dialog', { name: 'List of Employees' });
  await expect(employees.getByText('Total Employees: 3')).toBeVisible();
  await save(page, 'department-employees', { dialog: true });
});

test('employee', async ({ page }) => {
  await page.goto('/BackOffice/Employee');
  await expect(page.getByText(/^Total Employees: \d+$/)).toBeVisible();
  await save(page, 'employee');

  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Entry' });
  await dialog.getByLabel('First Name').fill('Rosa');
  await dialog.getByLabel('Last Name').fill('Mendoza');
  await dialog.getByLabel('Position').fill('Cashier');
  await choose(page, 'Department', 'Warehouse', dialog);
  await choose(page, 'Status', 'Active', dialog);
  // Dario's wallet: no active employee holds it, so Verify Account shows only whose it is (masked).
  await dialog.getByLabel('Ewallet Account Info').fill('09170000004');
  await save(page, 'employee-entry', { dialog: true });
  await dialog.getByRole('button', { name: 'Verify Account' }).click();
  await expect(dialog.getByText('eWallet info successfully verified')).toBeVisible();
  await expect(dialog.getByTestId('wallet-owner')).toHaveText('Owner: Dario L.');
  await save(page, 'employee-entry-verified', { dialog: true });
});

test('transmittal entry', async ({ page }) => {
  await page.goto('/BackOffice/Transmittal-Entry');
  await choose(page, 'Department', 'Store Operations');
  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByText('Number of Employees: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter an amount for at least one employee');
  await save(page, 'transmittal-entry-nothing-to-pay');
  await page.getByLabel('Set Amount').fill('1500');
  await page.getByRole('button', { name: 'Apply to All' }).click();
  await page.getByLabel('Amount for Santos, Maria Clara').fill('2000');
  await page.getByLabel('Remarks').fill('Allowance, first half of the month');
  await expect(page.getByText('Total Amount: ₱3,500.00')).toBeVisible();
  await save(page, 'transmittal-entry');
});

test('transmittal list', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto('/BackOffice/Transmittal-List');
  await expect(page.getByRole('heading', { name: 'Transmittal List' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Details' }).first()).toBeVisible();
  await save(page, 'transmittal-list-pending');

  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Transmittal View' })).toBeVisible();
  await save(page, 'transmittal-list-view', { dialog: true });
  await page.keyboard.press('Escape');

  await choose(page, 'Status', 'Approved');
  await expect(page.getByRole('columnheader', { name: 'Date Approved' })).toBeVisible();
  await save(page, 'transmittal-list-approved');

  const row = page.getByRole('row').filter({ hasText: 'Allowance, second half of last month' });
  await row.getByRole('button', { name: 'Generate Report' }).click();
  const report = page.getByRole('dialog', { name: /^TransmittalReport_Date_/ });
  await expect(report.getByText('*** Nothing Follows ***')).toBeVisible();
  await save(page, 'transmittal-report', { dialog: true });
  // The report as it is printed: the page alone, without the back office around it.
  await page.emulateMedia({ media: 'print' });
  await shoot(page, `backoffice-transmittal-report-print-${projectSize()}`);
  await page.emulateMedia({ media: 'screen' });
});
