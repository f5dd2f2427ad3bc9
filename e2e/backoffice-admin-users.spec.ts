import { type Page } from '@playwright/test';
import { expect, test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { ROLE_REQUEST_MESSAGES } from '../core/api/role-requests.ts';
import {
  ELENA,
  JUAN,
  approveRoleRequestAsElena,
  expectAuditRow,
  expectSuccessBanner,
  logInToBackOffice,
  newPerson,
  openScreen,
} from './support/back-office-admin.ts';

const DARIO = { mobileNo: '09170000004', name: 'Dario Lim' };

// The dialog's rules (the number's format and look-up, the read-only name, the user type, a role someone
// already has, Change role's enabling) and the disabled Remove of oneself are screen tests
// (web/src/backoffice/user-manager/user-manager-page.test.tsx); axe on the dialog here.
test('Create New User passes axe, with a customer found', async ({ topupAdmin: page }) => {
  await openScreen(page, 'User-Manager', 'User Manager');
  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel(/^Mobile Number/).fill('+639171234567');
  await expect(dialog.getByLabel('Full Name')).toHaveValue(JUAN.name);
  await checkAccessibility(page);
});

test('a reload keeps the open dialog, on the same user; closed, Back leaves the screen', async ({
  topupAdmin: page,
}) => {
  await openScreen(page, 'Dashboard', 'Dashboard');
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

test('a user added by Ana can log in once Elena approves; removed, their open session ends at once', async ({
  topupAdmin: page,
  browser,
  baseURL,
}) => {
  await openScreen(page, 'User-Manager', 'User Manager');

  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel(/^Mobile Number/).fill(JUAN.mobileNo);
  await expect(dialog.getByLabel('Full Name')).toHaveValue(JUAN.name);
  await dialog.getByRole('radio', { name: 'Transmittal Encoder' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // Asked, not given (decision 0031): Juan is not a user until another Topup Admin approves.
  await expectSuccessBanner(page, ROLE_REQUEST_MESSAGES.sent);
  const request = page.getByRole('region', { name: /Role requests awaiting approval/ });
  const card = request.getByLabel(`Role request for ${JUAN.name}`);
  await expect(
    card.getByText('None → Transmittal Encoder, asked by Ana Reyes', { exact: false }),
  ).toBeVisible();
  // Her own request: she may withdraw it, never approve it.
  await expect(card.getByRole('button', { name: `Approve role request: ${JUAN.name}` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  const row = page.getByRole('row').filter({ hasText: JUAN.name });
  await expect(row).toHaveCount(0);
  await checkAccessibility(page);

  // Elena, at her own browser, sees the request and what changed on Juan's account lately, and approves it.
  const elena = await newPerson(browser, baseURL);
  await logInToBackOffice(elena.page.request, ELENA.mobileNo);
  await elena.page.goto('/BackOffice/User-Manager');
  const elenasCard = elena.page.getByLabel(`Role request for ${JUAN.name}`);
  await expect(elenasCard.getByText('Sign-in changes on this account in the last 30 days')).toBeVisible();
  await elenasCard.getByRole('button', { name: `Approve role request: ${JUAN.name}` }).click();
  const approve = elena.page.getByRole('dialog', { name: 'Approve role request' });
  await expect(approve.getByText(`Make ${JUAN.name} Transmittal Encoder?`, { exact: false })).toBeVisible();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expectSuccessBanner(elena.page, ROLE_REQUEST_MESSAGES.approved);
  await expect(
    elena.page.getByRole('row').filter({ hasText: JUAN.name }).getByText('Transmittal Encoder'),
  ).toBeVisible();
  await elena.context.close();

  await page.reload();
  await expect(row.getByText('Transmittal Encoder')).toBeVisible();
  await expect(page.getByRole('region', { name: /Role requests awaiting approval/ })).toHaveCount(0);

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

  await expectAuditRow(page, 'Asked for a user type', JUAN.name);
  await expectAuditRow(page, 'Approved a user type request', JUAN.name);
  await expectAuditRow(page, 'Removed a user', JUAN.name);
});

test('adding someone who already has a role names it, and only Change role asks to change it', async ({
  topupAdmin: page,
  browser,
  baseURL,
}) => {
  await openScreen(page, 'User-Manager', 'User Manager');
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
  // A role he does not hold is a grant: asked, then approved by Elena (decision 0031).
  await expectSuccessBanner(page, ROLE_REQUEST_MESSAGES.sent);
  await expect(row.getByText('Transmittal Encoder')).toBeVisible();
  const darioId = await idOf(page, DARIO.mobileNo);
  await approveRoleRequestAsElena(browser, baseURL, darioId);
  await page.reload();
  await expect(row.getByText('Transmittal Admin')).toBeVisible();
  await expectAuditRow(page, 'Approved a user type request', DARIO.name);

  // Back as the demo had him, for the specs that use him as an encoder.
  await page.goto('/BackOffice/User-Manager');
  const back = await openFor();
  await back.getByRole('radio', { name: 'Transmittal Encoder' }).check();
  await back.getByRole('button', { name: 'Change role' }).click();
  await expect(back).toBeHidden();
  await approveRoleRequestAsElena(browser, baseURL, darioId);
  await page.reload();
  await expect(row.getByText('Transmittal Encoder')).toBeVisible();
});

async function idOf(page: Page, mobileNo: string): Promise<number> {
  const response = await page.request.get(`/api/Customers/CustomerByMobileNo?mobileNo=${mobileNo}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}
