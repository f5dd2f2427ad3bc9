import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TWO_FACTOR_MESSAGES as M } from '../core/two-factor.ts';
import { checkAccessibility } from './support/accessibility.ts';
import {
  DEMO_PASSWORD,
  expectSuccessBanner,
  logInToBackOffice,
  newPerson,
} from './support/back-office-admin.ts';
import { picture, projectSize } from './support/screenshots.ts';
import { totpCode } from './support/two-factor.ts';

/**
 * Staff two-factor sign-in (decision 0022), as a new encoder meets it: enrolment at the first login (the
 * test reads the setup key off the screen and computes the code as an authenticator app would), the
 * recovery codes, a login with a code and with a recovery code (once), a password change, and a reset by a
 * top-up admin. The demo has no spare customer, so Maria (a portal customer) is made an encoder for the
 * test and put back afterwards: role removed, password back to the demo one.
 */

const MARIA = { mobileNo: '09179876543', name: 'Maria Clara Santos' };
const NEW_PASSWORD = 'encoder-pass-19';

test.describe.configure({ mode: 'serial' });

async function customerId(admin: APIRequestContext, mobileNo: string): Promise<number> {
  const response = await admin.get(`/api/Customers/CustomerByMobileNo?mobileNo=${mobileNo}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

async function tagMaria(admin: APIRequestContext, role: 'encoder' | 'none'): Promise<void> {
  const response = await admin.post('/api/Customers/TagUser', {
    data: { CustomerId: await customerId(admin, MARIA.mobileNo), IsTransmittalEncoder: role === 'encoder' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Maria back as she was: no role (her factor goes with it), the demo password, no password to change. */
async function restoreMaria(admin: APIRequestContext, browser: Browser, baseURL: string | undefined) {
  await tagMaria(admin, 'none');
  const given = await admin.post('/api/Customers/TemporaryPassword', { data: { mobileNo: MARIA.mobileNo } });
  expect(given.status()).toBe(200);
  const { temporaryPassword } = (await given.json()) as { temporaryPassword: string };
  const maria = await newPerson(browser, baseURL);
  const login = await maria.page.request.post('/api/Customers/Login', {
    data: { username: MARIA.mobileNo, password: temporaryPassword },
  });
  expect(await login.json()).toMatchObject({ mustChangePassword: true });
  const changed = await maria.page.request.post('/api/Customers/Me/Password', {
    data: { currentPassword: temporaryPassword, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(changed.status()).toBe(200);
  await maria.context.close();
}

async function signInWithPassword(page: Page, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/BackOffice/Login');
  await page.getByLabel('Mobile number').fill(MARIA.mobileNo);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function giveCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/BackOffice\/Dashboard$/);
  await expect(page.getByRole('button', { name: /Account menu of Maria Clara Santos/ })).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu of Maria Clara Santos/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/BackOffice\/Login$/);
}

/** The first login: the setup key off the screen, its code, the recovery codes. */
async function enrol(page: Page, shot?: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  await signInWithPassword(page);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = page.getByRole('textbox', { name: 'Setup key' });
  await expect(key).not.toHaveValue('');
  const secret = (await key.inputValue()).replace(/\s/g, '');
  await checkAccessibility(page);
  if (shot) await picture(page, `two-factor/${shot}`, { fullPage: true });
  await giveCode(page, totpCode(secret));
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  await checkAccessibility(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expectSignedIn(page);
  return { secret, recoveryCodes };
}

for (const width of [1280, 768]) {
  test(`an encoder enrols, signs in with a code and a recovery code, changes the password, and is reset (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.skip(projectSize() === 'phone', 'the desktop project runs the journey at 1280 and 768 px');
    await page.setViewportSize({ width, height: 900 });
    await logInToBackOffice(page.request);
    await tagMaria(page.request, 'encoder');
    const maria = await newPerson(browser, baseURL);
    await maria.page.setViewportSize({ width, height: 900 });
    try {
      const { secret, recoveryCodes } = await enrol(maria.page);
      await logOut(maria.page);

      // The code step: a wrong code is refused, the app's next code lets her in.
      await signInWithPassword(maria.page);
      await expect(maria.page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
      await giveCode(maria.page, '000000' === totpCode(secret, 1) ? '111111' : '000000');
      await expect(maria.page.getByRole('alert')).toHaveText(M.wrongCode);
      await giveCode(maria.page, totpCode(secret, 1));
      await expectSignedIn(maria.page);
      await logOut(maria.page);

      // A recovery code works once.
      const [first, second, third] = recoveryCodes as [string, string, string];
      await signInWithPassword(maria.page);
      await giveCode(maria.page, first);
      await expectSignedIn(maria.page);
      await logOut(maria.page);
      await signInWithPassword(maria.page);
      await giveCode(maria.page, first);
      await expect(maria.page.getByRole('alert')).toHaveText(M.wrongCode);
      await giveCode(maria.page, second);
      await expectSignedIn(maria.page);

      // The password change: a wrong current password changes nothing; the right one does.
      await maria.page.getByRole('button', { name: /Account menu of Maria Clara Santos/ }).click();
      await maria.page.getByRole('menuitem', { name: 'Change password' }).click();
      const dialog = maria.page.getByRole('dialog', { name: 'Change password' });
      await dialog.getByLabel('Current password').fill('not-my-password');
      await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(M.wrongCurrentPassword);
      await checkAccessibility(maria.page);
      await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expectSuccessBanner(maria.page, M.passwordChanged);
      await expect(dialog).toBeHidden();
      await logOut(maria.page);
      await signInWithPassword(maria.page, NEW_PASSWORD);
      await giveCode(maria.page, third);
      await expectSignedIn(maria.page);

      // Ana resets Maria's second factor in User Manager: Maria is out, and enrols again at her next login.
      await page.goto('/BackOffice/User-Manager');
      await expect(page.getByRole('button', { name: 'Reset two-factor: Ana Reyes' })).toBeDisabled();
      await page.getByRole('button', { name: `Reset two-factor: ${MARIA.name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
      await confirm.getByRole('button', { name: 'Reset' }).click();
      await expectSuccessBanner(page, M.resetDone);
      expect((await maria.page.request.get('/api/Customers/Me?scope=backoffice')).status()).toBe(401);
      await signInWithPassword(maria.page, NEW_PASSWORD);
      await expect(maria.page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
      const audit = await page.request.get('/api/AuditLog?pageSize=20&page=1&entity=user');
      const entries = ((await audit.json()) as { items: { action: string; actorName: string }[] }).items;
      expect(entries.find((entry) => entry.action === 'second-factor.reset')?.actorName).toBe('Ana Reyes');
    } finally {
      await maria.context.close();
      await restoreMaria(page.request, browser, baseURL);
    }
  });
}

test('the enrolment and code steps, as pictures', async ({ page, browser, baseURL }) => {
  const size = projectSize();
  await logInToBackOffice(page.request);
  await tagMaria(page.request, 'encoder');
  const maria = await newPerson(browser, baseURL);
  try {
    const { recoveryCodes } = await enrol(maria.page, `enrolment-${size}`);
    await logOut(maria.page);
    await signInWithPassword(maria.page);
    await expect(maria.page.getByRole('textbox', { name: 'Authentication code' })).toBeVisible();
    await checkAccessibility(maria.page);
    await picture(maria.page, `two-factor/code-step-${size}`, { fullPage: true });
    await giveCode(maria.page, recoveryCodes[0] ?? '');
    await expectSignedIn(maria.page);
  } finally {
    await maria.context.close();
    await restoreMaria(page.request, browser, baseURL);
  }
});

test('a top-up admin gives a customer a temporary password; the customer is asked for a new one at login', async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(projectSize() === 'phone', 'one run is enough: the dialogs are the kit’s');
  await logInToBackOffice(page.request);
  const maria = await newPerson(browser, baseURL);
  try {
    await page.goto('/BackOffice/User-Manager');
    await page.getByRole('button', { name: 'Customer password reset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer password reset' });
    await dialog.getByLabel('Customer mobile number').fill(MARIA.mobileNo);
    await dialog.getByRole('button', { name: 'Give temporary password' }).click();
    const shown = dialog.getByRole('textbox', { name: 'Temporary password' });
    await expect(shown).not.toHaveValue('');
    const temporaryPassword = await shown.inputValue();
    await checkAccessibility(page);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await maria.page.goto('/');
    await maria.page.getByRole('button', { name: /Top-up my account/ }).click();
    await maria.page.getByLabel('Mobile number').fill(MARIA.mobileNo);
    await maria.page.getByLabel(/^Password/).fill(temporaryPassword);
    await maria.page.getByRole('button', { name: 'Log In' }).click();
    const change = maria.page.getByRole('dialog', { name: 'Change password' });
    await expect(change.getByText(M.mustChangePassword)).toBeVisible();
    await checkAccessibility(maria.page);
    await change.getByLabel('Current password').fill(temporaryPassword);
    await change.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await change.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expectSuccessBanner(maria.page, M.passwordChanged);
    await expect(change).toBeHidden();

    const audit = await page.request.get('/api/AuditLog?pageSize=20&page=1&entity=customer');
    const entries = ((await audit.json()) as { items: { action: string; actorName: string }[] }).items;
    expect(entries.find((entry) => entry.action === 'password.temporary')?.actorName).toBe('Ana Reyes');
  } finally {
    await maria.context.close();
    await restoreMaria(page.request, browser, baseURL);
  }
});
