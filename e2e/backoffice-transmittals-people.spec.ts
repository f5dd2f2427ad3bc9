import { expect, test } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { choose, runTag, signInToBackOffice, TRANSMITTAL_ADMIN } from './support/transmittals.ts';

test('departments: create, refuse a duplicate name, edit, and view their employees', async ({
  page,
}, testInfo) => {
  const name = `Produce ${runTag(testInfo.project.name)}`;
  await signInToBackOffice(page, TRANSMITTAL_ADMIN);
  await page.goto('/BackOffice/Department');
  await expect(page.getByText(/^Total Department: \d+$/)).toBeVisible();
  await expect(page.getByText(/^1 - \d+ of \d+ items$/)).toBeVisible();
  await checkAccessibility(page);

  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Department Entry' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Department Name is Required')).toBeVisible();
  await expect(dialog.getByText('Status is Required')).toBeVisible();
  await dialog.getByLabel('Department Name').fill(name);
  await choose(page, 'Status', 'Active');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Department Successfully Saved').last()).toBeVisible();

  await page.getByRole('button', { name: 'Create New' }).click();
  await dialog.getByLabel('Department Name').fill(name.toUpperCase());
  await choose(page, 'Status', 'Active');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A department with this name already exists');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel('Department Name')).toHaveValue(name);
  await choose(page, 'Status', 'Inactive');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Department Successfully Saved').last()).toBeVisible();
  await expect(row).toContainText('Inactive');

  await page.getByRole('button', { name: 'View Employee: Store Operations' }).click();
  const employees = page.getByRole('dialog', { name: 'List of Employees' });
  await expect(employees.getByRole('row').filter({ hasText: 'Santos, Maria Clara' })).toContainText('Active');
  await expect(employees.getByText('Total Employees: 3')).toBeVisible();
});

test('employees: every required field, verify the e-wallet, save, and find by name', async ({
  page,
}, testInfo) => {
  const lastName = `Tester ${runTag(testInfo.project.name)}`;
  await signInToBackOffice(page, TRANSMITTAL_ADMIN);
  await page.goto('/BackOffice/Employee');
  await expect(page.getByText(/^Total Employees: \d+$/)).toBeVisible();
  await checkAccessibility(page);

  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Entry' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  for (const message of [
    'First Name is Required',
    'Last Name is Required',
    'Position is Required',
    'Department is Required',
    'Ewallet Account Info is Required',
    'Status is Required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('First Name').fill('Rosa');
  await dialog.getByLabel('Last Name').fill(lastName);
  await dialog.getByLabel('Position').fill('Cashier');
  await choose(page, 'Department', 'Warehouse', dialog);
  await choose(page, 'Status', 'Active', dialog);
  await dialog.getByLabel('Ewallet Account Info').fill('09179999999');
  await dialog.getByRole('button', { name: 'Verify Account' }).click();
  await expect(dialog.getByText('eWallet info not found!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ewallet account not found!');

  // Juan's wallet: Verify Account shows whose it is, masked, and that an active employee already has it
  // (decision 0013), so Rosa cannot be saved active on it.
  await dialog.getByLabel('Ewallet Account Info').fill('09171234567');
  await dialog.getByRole('button', { name: 'Verify Account' }).click();
  await expect(dialog.getByText('eWallet info successfully verified')).toBeVisible();
  await expect(dialog.getByTestId('wallet-owner')).toHaveText('Owner: Juan D. C.');
  const holder = 'This e-wallet already belongs to Dela Cruz, Juan Reyes (Store Operations)';
  await expect(dialog.getByTestId('wallet-holder')).toContainText(holder);
  await checkAccessibility(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(holder);
  // The server says the same to a client that skips the check.
  const forced = await page.request.post('/api/Employees', {
    data: {
      firstName: 'Rosa',
      lastName,
      position: 'Cashier',
      departmentId: (await (await page.request.get('/api/Departments/Active')).json()).find(
        (department: { departmentName: string }) => department.departmentName === 'Warehouse',
      ).id,
      ewalletAccountInfo: '09171234567',
      status: true,
    },
  });
  expect(forced.status()).toBe(409);
  expect((await forced.json()).message).toBe(holder);

  // Saved inactive (a former employee's record), the wallet may stay Juan's.
  await choose(page, 'Status', 'Inactive', dialog);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Employee Successfully Saved').last()).toBeVisible();

  await page.getByLabel('Employee Name').fill(lastName.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total Employees: 1')).toBeVisible();
  const saved = page.getByRole('row').filter({ hasText: `${lastName}, Rosa` });
  await expect(saved).toContainText('09171234567');
  await expect(saved).toContainText('Inactive');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByLabel('Employee Name')).toHaveValue('');
  await expect(page.getByText('Total Employees: 1', { exact: true })).toBeHidden();
});
