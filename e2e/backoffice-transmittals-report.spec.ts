import { expect, test } from '@playwright/test';
import { choose, signInToBackOffice, TRANSMITTAL_ADMIN } from './support/transmittals.ts';

test('the printed report of an approved transmittal shows its employees, totals, approver and footer', async ({
  page,
}) => {
  // Count print calls instead of opening the browser's print dialog.
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  await signInToBackOffice(page, TRANSMITTAL_ADMIN);
  await page.goto('/BackOffice/Transmittal-List');
  await choose(page, 'Status', 'Approved');
  const row = page.getByRole('row').filter({ hasText: 'Allowance, second half of last month' });
  await row.getByRole('button', { name: 'Generate Report' }).click();

  const report = page.getByRole('dialog', { name: /^TransmittalReport_Date_\d{4}-\d{2}-\d{2}$/ });
  await expect(report.getByRole('heading', { name: 'Transmittal Report' })).toBeVisible();
  await expect(page).toHaveTitle(/^TransmittalReport_Date_\d{4}-\d{2}-\d{2}$/);
  await expect(report.getByText('Department: Store Operations')).toBeVisible();
  await expect(report.getByRole('row').filter({ hasText: 'Dela Cruz, Juan Reyes' })).toContainText(
    '₱1,500.00',
  );
  await expect(report.getByRole('row').filter({ hasText: 'Santos, Maria Clara' })).toContainText('₱2,000.00');
  await expect(report.getByText('Total Employees: 2')).toBeVisible();
  await expect(report.getByText('Total Amount: ₱3,500.00')).toBeVisible();
  await expect(report.getByText('Approved By: Dario Lim')).toBeVisible();
  await expect(report.getByText(/^Date\/Time Printed: /)).toBeVisible();
  await expect(report.getByText('*** Nothing Follows ***')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);

  // Printing shows the report alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Transmittal List' })).toBeHidden();
  await expect(report.getByText('*** Nothing Follows ***')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await report.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveTitle(/TransmittalReport/);
});
