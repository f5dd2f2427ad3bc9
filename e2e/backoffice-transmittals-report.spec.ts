import { expect, test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { choose } from './support/transmittals.ts';

// What the report says (its header, each employee, the totals, who approved, the footer) and who may tick
// and decide on the list are screen tests (web/src/backoffice/transmittal-list/transmittal-list-page.test.tsx);
// here the browser's part: axe on the list as a transmittal admin sees it, the report of the demo's approved
// transmittal printing itself once, alone on the paper, under its document title.

test('the printed report of an approved transmittal prints once, alone, under its document title', async ({
  transmittalAdmin: page,
}) => {
  // Count print calls instead of opening the browser's print dialog.
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  await page.goto('/BackOffice/Transmittal-List');
  // A transmittal admin's list: rows that cannot be ticked, and why Approve and Reject are disabled.
  await expect(page.getByText('Only transmittal encoders can approve or reject transmittals.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Rice subsidy' }).first()).toBeVisible();
  await checkAccessibility(page);

  await choose(page, 'Status', 'Approved');
  const row = page.getByRole('row').filter({ hasText: 'Allowance, second half of last month' });
  await row.getByRole('button', { name: 'Generate Report' }).click();

  const report = page.getByRole('dialog', { name: /^TransmittalReport_Date_\d{4}-\d{2}-\d{2}$/ });
  await expect(report.getByRole('heading', { name: 'Transmittal Report' })).toBeVisible();
  await expect(page).toHaveTitle(/^TransmittalReport_Date_\d{4}-\d{2}-\d{2}$/);
  await expect(report.getByText('Total Amount: ₱3,500.00')).toBeVisible();
  await expect(report.getByText('Approved By: Dario Lim')).toBeVisible();
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
