import { expect, test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import {
  choose,
  runTag,
  SECOND_ENCODER,
  signInToBackOffice,
  walletBalanceCentavos,
} from './support/transmittals.ts';

const JUAN = '09171234567';
const MARIA = '09179876543';

test("an encoder's transmittal, approved by a second encoder, credits each employee's wallet", async ({
  encoder: page,
  baseURL,
}, testInfo) => {
  const remarks = `Allowance ${runTag(testInfo.project.name)}`;
  const before = {
    juan: await walletBalanceCentavos(baseURL ?? '', JUAN),
    maria: await walletBalanceCentavos(baseURL ?? '', MARIA),
  };

  // The first encoder, Carla, prepares it.
  await page.goto('/BackOffice/Transmittal-Entry');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No entries found please create new transmittal!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await choose(page, 'Department', 'Store Operations');
  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByText('Number of Employees: 2')).toBeVisible();
  await expect(page.getByLabel('Amount for Dela Cruz, Juan Reyes')).toHaveValue('0.00');
  await page.getByLabel('Search Name').fill('MARIA');
  await expect(page.getByLabel('Amount for Dela Cruz, Juan Reyes')).toHaveCount(0);
  await page.getByLabel('Search Name').fill('');

  // Every amount still 0: refused at once, without asking whether to save.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter an amount for at least one employee');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Set Amount').fill('100');
  await page.getByRole('button', { name: 'Apply to All' }).click();
  await expect(page.getByText('Total Amount: ₱200.00')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const juanAmount = page.getByLabel('Amount for Dela Cruz, Juan Reyes');
  await juanAmount.fill('');
  await juanAmount.pressSequentially('1234.56789');
  await expect(juanAmount).toHaveValue('1234.5678');
  await page.getByLabel('Remarks').fill(remarks);
  await expect(juanAmount).toHaveValue('1,234.57');
  await page.getByLabel('Amount for Santos, Maria Clara').fill('765.25');
  await page.getByLabel('Remarks').click();
  await expect(page.getByText('Total Amount: ₱1,999.82')).toBeVisible();
  await checkAccessibility(page);

  // Closing the question cancels; confirming saves and clears the table, the set amount and the remarks.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Would you like to proceed with saving the transmittal transaction?'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('The transmittal transaction has been cancelled successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The transmittal transaction has been saved successfully.')).toBeVisible();
  await expect(page.getByText('Number of Employees: 0')).toBeVisible();
  await expect(page.getByLabel('Remarks')).toHaveValue('');
  await expect(page.getByLabel('Set Amount')).toHaveValue('');

  // The creator may not approve it: told as she ticks it, Approve stays disabled (the server's refusal of
  // the same is an API test).
  await page.goto('/BackOffice/Transmittal-List');
  const row = page.getByRole('row').filter({ hasText: remarks });
  await expect(row).toContainText('₱1,999.82');
  await expect(row).toContainText('Carla Santos');
  await row.getByRole('checkbox').check();
  await expect(page.getByText(/^You cannot approve a transmittal that you created/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await row.getByRole('checkbox').uncheck();
  expect(await walletBalanceCentavos(baseURL ?? '', JUAN)).toBe(before.juan);

  // The second encoder approves it.
  await signInToBackOffice(page, SECOND_ENCODER);
  await page.goto('/BackOffice/Transmittal-List');
  await row.getByRole('button', { name: 'View Details' }).click();
  const view = page.getByRole('dialog', { name: 'Transmittal View' });
  await expect(view.getByRole('row').filter({ hasText: 'Dela Cruz, Juan Reyes' })).toContainText('₱1,234.57');
  await expect(view.getByRole('row').filter({ hasText: 'Santos, Maria Clara' })).toContainText('₱765.25');
  await page.keyboard.press('Escape');

  // Approve waiting for a ticked row, and the columns per status, are screen tests (transmittal-list-page.test.tsx).
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Transmittal Successfully Approved').last()).toBeVisible();
  await expect(row).toHaveCount(0);

  await choose(page, 'Status', 'Approved');
  await expect(row).toContainText('Approved');
  expect(await walletBalanceCentavos(baseURL ?? '', JUAN)).toBe(before.juan + 1234_57);
  expect(await walletBalanceCentavos(baseURL ?? '', MARIA)).toBe(before.maria + 765_25);
});
