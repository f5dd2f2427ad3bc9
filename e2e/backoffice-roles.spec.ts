import { expect } from '@playwright/test';
import { test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { DEMO_PASSWORD, signInBackOffice, STAFF } from './support/back-office-session.ts';
import { enterSecondFactorCode } from './support/two-factor.ts';

// Which menu items and dashboard panels each role sees, and that a typed top-up route asks for no top-up
// data, are screen tests (web/src/backoffice/layout/back-office-menu.test.tsx); the API's refusals for each
// role are the authorization matrix (server/test/security/authorization-matrix.test.ts). Axe on a
// transmittal role's dashboard stays here.
test("a transmittal encoder's dashboard passes axe", async ({ page }) => {
  await signInBackOffice(page.request, STAFF.transmittalEncoder.mobileNo);
  await page.goto('/BackOffice/Dashboard');
  await expect(page.getByTestId('greeting')).toHaveText(`Welcome, ${STAFF.transmittalEncoder.name}!`);
  await checkAccessibility(page);
});

test('a back-office route without a session goes to the login and, after it, back where it was going', async ({
  page,
}) => {
  await page.goto('/BackOffice/Topup-Requests');
  await expect(page).toHaveURL(/\/BackOffice\/Login$/);
  await page.getByLabel('Mobile number').fill(STAFF.topupAdmin.mobileNo);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await enterSecondFactorCode(page);
  await expect(page).toHaveURL(/\/BackOffice\/Topup-Requests$/);
  await expect(page.getByRole('heading', { name: 'Top-up Requests' })).toBeVisible();

  // Unknown paths under /BackOffice go to the landing screen.
  await page.goto('/BackOffice/No/Such/Screen');
  await expect(page).toHaveURL(/\/BackOffice\/Dashboard$/);

  // Logout ends the server session and returns to the login.
  await page.getByRole('button', { name: /Account menu of Ana Reyes/ }).click();
  await expect(page.getByText(STAFF.topupAdmin.mobileNo)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/BackOffice\/Login$/);
  expect((await page.request.get('/api/Customers/Me?scope=backoffice')).status()).toBe(401);
});

test('a customer without a role tag is refused with Unauthorized User and gets no session', async ({
  page,
}) => {
  await page.goto('/BackOffice/Login');
  await page.getByLabel('Mobile number').fill('09171234567');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unauthorized User');
  expect((await page.request.get('/api/Customers/Me?scope=backoffice')).status()).toBe(401);
});
