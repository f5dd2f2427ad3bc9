import { expect } from '@playwright/test';
import { test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { DEMO_PASSWORD, menuLabels, signInBackOffice, STAFF } from './support/back-office-session.ts';
import { enterSecondFactorCode } from './support/two-factor.ts';

const TRANSMITTAL_MENU = ['Dashboard', 'Department', 'Employee', 'Transmittal Entry', 'Transmittal List'];

test('a top-up admin sees every menu item and the statistics', async ({ topupAdmin: page }) => {
  await page.goto('/BackOffice');
  await expect(page).toHaveURL(/\/BackOffice\/Dashboard$/);
  await expect(page.getByTestId('greeting')).toHaveText('Welcome, Ana Reyes!');
  await expect(page.getByRole('heading', { name: 'Bank Transfer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'General Statistics' })).toBeVisible();
  expect(await menuLabels(page)).toEqual([
    'Dashboard',
    'Topup Requests',
    'Payments to Return',
    'Journal Entry Loading',
    'Reconciliation',
    'Payment Methods',
    'User Manager',
    'Department',
    'Employee',
    'Transmittal Entry',
    'Transmittal List',
    'Audit Log',
  ]);
});

for (const role of ['transmittalAdmin', 'transmittalEncoder'] as const) {
  test(`a ${role} sees the transmittal menu, no statistics, and no top-up data`, async ({ page }) => {
    const user = STAFF[role];
    await signInBackOffice(page.request, user.mobileNo);
    await page.goto('/BackOffice/Dashboard');
    await expect(page.getByTestId('greeting')).toHaveText(`Welcome, ${user.name}!`);
    await expect(page.getByRole('heading', { name: 'Bank Transfer' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'General Statistics' })).toHaveCount(0);
    expect(await menuLabels(page)).toEqual(TRANSMITTAL_MENU);
    await checkAccessibility(page);

    // Typing a top-up route lands on the dashboard, and the page asks the API for nothing about top-ups.
    const topupCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/TopupRequests/i.test(request.url())) topupCalls.push(request.url());
    });
    for (const path of ['/BackOffice/Topup-Requests', '/BackOffice/Topup-Requests/2026-01-01/104/0']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/BackOffice\/Dashboard$/);
    }
    expect(topupCalls).toEqual([]);

    // Asking the API directly with this session: 403 on every top-up endpoint.
    const calls = [
      page.request.post('/api/TopupRequests/Retrieve', { data: { pageSize: 10, pageNumber: 1 } }),
      page.request.post('/api/TopupRequests/Retrieve/Count', { data: {} }),
      page.request.get('/api/TopupRequests/Statistics?DateFrom=2026-01-01'),
      page.request.get('/api/TopupRequests/Export.csv'),
      page.request.post('/api/TopupRequests/UpdateStatus', { data: { id: 1, status: 1, remarks: 'x' } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status(), response.url()).toBe(403);
  });
}

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
