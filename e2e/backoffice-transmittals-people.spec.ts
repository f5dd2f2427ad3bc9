import { expect, test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';

// The Department and Employee screens' own rules (the spec's required messages, a taken name, Verify Account
// and a wallet another employee holds, search and refresh) are screen tests
// (web/src/backoffice/department/, web/src/backoffice/employee/); the server's refusals are server tests
// (server/src/modules/departments/, server/src/modules/employees/). Here: axe on each screen, and on the
// employee entry once Verify Account has answered, as the browser draws them from the demo's data.

test('the Department and Employee screens, and the employee entry with Verify Account, pass axe', async ({
  transmittalAdmin: page,
}) => {
  await page.goto('/BackOffice/Department');
  await expect(page.getByText(/^Total Department: \d+$/)).toBeVisible();
  await checkAccessibility(page);

  await page.goto('/BackOffice/Employee');
  await expect(page.getByText(/^Total Employees: \d+$/)).toBeVisible();
  await checkAccessibility(page);
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Entry' });
  // Juan's wallet: Verify Account names its owner, masked, and the active employee who holds it.
  await dialog.getByLabel('Ewallet Account Info').fill('09171234567');
  await dialog.getByRole('button', { name: 'Verify Account' }).click();
  await expect(dialog.getByTestId('wallet-owner')).toHaveText('Owner: Juan D. C.');
  await expect(dialog.getByTestId('wallet-holder')).toContainText(
    'This e-wallet already belongs to Dela Cruz, Juan Reyes (Store Operations)',
  );
  await checkAccessibility(page);
});
