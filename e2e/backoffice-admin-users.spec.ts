import { expect, test } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import {
  JUAN,
  expectAuditRow,
  expectSuccessBanner,
  logInToBackOffice,
  newPerson,
  openAsTopupAdmin,
} from './support/back-office-admin.ts';

const DARIO = { mobileNo: '09170000004', name: 'Dario Lim' };

// The dialog's rules (the number's format and look-up, the read-only name, the user type, a role someone
// already has, Change role's enabling) and the disabled Remove of oneself are screen tests
// (web/src/backoffice/user-manager/user-manager-page.test.tsx); axe on the dialog here.
test('Create New User passes axe, with a customer found', async ({ page }) => {
  await openAsTopupAdmin(page, 'User-Manager', 'User Manager');
  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel(/^Mobile Number/).fill('+639171234567');
  await expect(dialog.getByLabel('Full Name')).toHaveValue(JUAN.name);
  await checkAccessibility(page);
});

test('a reload keeps the open dialog, on the same user; closed, Back leaves the screen', async ({ page }) => {
  await openAsTopupAdmin(page, 'Dashboard', 'Dashboard');
  await page.goto('/BackOffice/User-Manager');
  await page.getByRole('button', { name: 'Create New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create New User' });
  await expect(create).toBeVisible();
  await page.reload();
  await expect(create.getByLabel(/^Mobile Number/)).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();
  await expect(page).not.toHaveURL(/panel=/);

  await page.getByRole('button', { name: 'Remove User: Carla Santos' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove User' });
  await expect(remove.getByText('Carla Santos (09170000003)')).toBeVisible();
  await page.reload();
  await expect(remove.getByText('Carla Santos (09170000003)')).toBeVisible();
  await remove.getByRole('button', { name: 'Close' }).click();
  await expect(remove).toBeHidden();
  await expect(page).not.toHaveURL(/panel=/);
  // The dialogs added no step: Back goes to the screen before.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a user added can log in; removed, their open session ends at once', async ({
  page,
  browser,
  baseURL,
}) => {
  await openAsTopupAdmin(page, 'User-Manager', 'User Manager');

  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel(/^Mobile Number/).fill(JUAN.mobileNo);
  await expect(dialog.getByLabel('Full Name')).toHaveValue(JUAN.name);
  await dialog.getByRole('radio', { name: 'Transmittal Encoder' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectSuccessBanner(page, 'User Successfully Added');
  const row = page.getByRole('row').filter({ hasText: JUAN.name });
  await expect(row.getByText('Transmittal Encoder')).toBeVisible();

  // Juan, at his own browser, logs in to the back office and sees his menu.
  const juan = await newPerson(browser, baseURL);
  await logInToBackOffice(juan.page.request, JUAN.mobileNo);
  await juan.page.goto('/BackOffice/Dashboard');
  // The dashboard also links to the user's screens ('Your work'): look in the menu itself.
  const menu = juan.page.getByRole('navigation', { name: 'Back-office menu' });
  await expect(menu.getByRole('link', { name: 'Transmittal Entry' })).toBeAttached();
  expect((await juan.page.request.get('/api/Customers/Me?scope=backoffice')).status()).toBe(200);

  await row.getByRole('button', { name: `Remove User: ${JUAN.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove User' });
  await expect(confirm.getByText('Do you want to remove this user?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectSuccessBanner(page, 'User Successfully Removed');
  await expect(page.getByRole('row').filter({ hasText: JUAN.name })).toHaveCount(0);

  // His session is gone: the API refuses him, and the back office sends him to the login page.
  expect((await juan.page.request.get('/api/Customers/Me?scope=backoffice')).status()).toBe(401);
  await juan.page.goto('/BackOffice/Dashboard');
  await expect(juan.page).toHaveURL(/\/BackOffice\/Login$/);
  await juan.context.close();

  await expectAuditRow(page, 'Set a user type', JUAN.name);
  await expectAuditRow(page, 'Removed a user', JUAN.name);
});

test('adding someone who already has a role names it, and only Change role changes it', async ({ page }) => {
  await openAsTopupAdmin(page, 'User-Manager', 'User Manager');
  const row = page.getByRole('row').filter({ hasText: DARIO.name });
  await expect(row.getByText('Transmittal Encoder')).toBeVisible();

  const openFor = async () => {
    await page.getByRole('button', { name: 'Create New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New User' });
    await dialog.getByLabel(/^Mobile Number/).fill(DARIO.mobileNo);
    await expect(dialog.getByLabel('Full Name')).toHaveValue(DARIO.name);
    return dialog;
  };

  const dialog = await openFor();
  await dialog.getByRole('radio', { name: 'Transmittal Admin' }).check();
  await checkAccessibility(page);
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog).toBeHidden();
  await expectSuccessBanner(page, 'User Role Successfully Changed');
  await expect(row.getByText('Transmittal Admin')).toBeVisible();
  await expectAuditRow(page, 'Changed a user type', DARIO.name);

  // Back as the demo had him, for the specs that use him as an encoder.
  await page.goto('/BackOffice/User-Manager');
  const back = await openFor();
  await back.getByRole('radio', { name: 'Transmittal Encoder' }).check();
  await back.getByRole('button', { name: 'Change role' }).click();
  await expect(back).toBeHidden();
  await expect(row.getByText('Transmittal Encoder')).toBeVisible();
});
