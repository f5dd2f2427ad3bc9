import { expect, type Page } from '@playwright/test';
import { test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { MARIA } from './support/back-office-admin.ts';
import { createTopupForOtherAccount } from './support/portal.ts';
import { enterSecondFactorCode } from './support/two-factor.ts';
import { DEMO_PASSWORD, STAFF, signInBackOffice } from './support/back-office-session.ts';
import { picture, SCREENSHOTS } from './support/screenshots.ts';

// Issue 19: a back office whose session ends (elsewhere, by a logout in another tab, or idle) says so and
// brings the person back to where they were. The sizes are set here, so the phone project has nothing to add.
const SIZES = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: '768 px', viewport: { width: 768, height: 1024 } },
];
const SESSION_ENDED = 'Your session has ended. Sign in again to continue where you left off.';
const PHONE = { width: 390, height: 844 };

test.skip(() => test.info().project.name === 'phone', 'each test sets its own window size');

/** A picture at the window's size and at a phone's (SCREENSHOTS=1, into .tmp/screenshots: looked at, not kept). */
async function snap(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const viewport = page.viewportSize();
  await picture(page, `session/${name}-${viewport?.width ?? 0}`);
  await page.setViewportSize(PHONE);
  await picture(page, `session/${name}-390`);
  if (viewport) await page.setViewportSize(viewport);
}

async function signInThroughForm(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(STAFF.topupAdmin.mobileNo);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  // Ana moves money: her sign-in asks for the second factor (decision 0022).
  await enterSecondFactorCode(page);
}

async function openJournal(page: Page, query = ''): Promise<void> {
  await page.goto(`/BackOffice/Journal-Entry-Loading${query}`);
  await expect(page.getByRole('heading', { name: 'Journal Entry Loading', level: 1 })).toBeVisible();
}

for (const { label, viewport } of SIZES) {
  test.describe(label, () => {
    test.use({ viewport });

    test('a session ended mid-entry comes back to the same list, dialog and typed input', async ({
      topupAdmin: page,
    }) => {
      await openJournal(page, '?view=awaiting');
      await page.getByRole('button', { name: 'Create New Entry' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Entry' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/[?&]panel=new/);
      await dialog.getByLabel(/^Mobile Number/).fill(MARIA.mobileNo);
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(MARIA.name);
      await dialog.getByLabel(/^Amount/).fill('4321');
      await dialog.getByLabel(/^Purpose/).fill('Typed before the session ended');
      const where = new URL(page.url());

      // The session ends elsewhere (the server's side of the same cookie), then the person clicks Save.
      const logout = await page.request.post('/api/Customers/Logout', { data: { scope: 'backoffice' } });
      expect(logout.status()).toBe(200);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm Journal Entry' })
        .getByRole('button', { name: 'Credit ₱4,321.00' })
        .click();

      await expect(page).toHaveURL(/\/BackOffice\/Login$/);
      await expect(page.getByText(SESSION_ENDED)).toBeVisible();
      await expect(page.getByText('Unauthorized Access to Service')).toHaveCount(0);
      await checkAccessibility(page);
      if (label === 'desktop') await snap(page, 'login-session-ended');

      await signInThroughForm(page);
      await expect(page).toHaveURL((url) => url.pathname === where.pathname && url.search === where.search);
      const back = page.getByRole('dialog', { name: 'Create New Entry' });
      await expect(back).toBeVisible();
      await expect(back.getByLabel(/^Mobile Number/)).toHaveValue(MARIA.mobileNo);
      await expect(back.getByLabel('Name', { exact: true })).toHaveValue(MARIA.name);
      await expect(back.getByLabel(/^Amount/)).toHaveValue('4,321');
      await expect(back.getByLabel(/^Purpose/)).toHaveValue('Typed before the session ended');
      await expect(page.getByRole('radio', { name: /Awaiting approval/ })).toBeChecked();

      // Cancel lets the draft go: the next Create New Entry starts empty.
      await back.getByRole('button', { name: 'Cancel' }).click();
      await expect(back).toBeHidden();
      await page.getByRole('button', { name: 'Create New Entry' }).click();
      await expect(page.getByRole('dialog', { name: 'Create New Entry' }).getByLabel(/^Purpose/)).toHaveValue(
        '',
      );
    });

    test('a logout in one tab sends the other to the login at once; an ended session is seen on focus', async ({
      topupAdmin: page,
    }) => {
      await openJournal(page);
      const other = await page.context().newPage();
      await openJournal(other, '?view=awaiting');

      // Logout from the account menu in the first tab.
      await page.getByRole('button', { name: /Account menu of Ana Reyes/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/BackOffice\/Login$/);
      await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
      await expect(other).toHaveURL(/\/BackOffice\/Login$/);
      await expect(other.getByText(SESSION_ENDED)).toBeVisible();

      // Signed in again in the second tab, back to its list; then the server ends the session without
      // a word to this browser: the tab sees it when it is looked at again.
      await signInThroughForm(other);
      await expect(other).toHaveURL(/Journal-Entry-Loading\?view=awaiting$/);
      const logout = await other.request.post('/api/Customers/Logout', { data: { scope: 'backoffice' } });
      expect(logout.status()).toBe(200);
      await other.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(other).toHaveURL(/\/BackOffice\/Login$/);
      await expect(other.getByText(SESSION_ENDED)).toBeVisible();
    });

    test('a minute before the idle time-out a warning offers to stay signed in', async ({ page }) => {
      await page.clock.install();
      await signInBackOffice(page.request, STAFF.topupAdmin.mobileNo);
      await openJournal(page);
      const warning = page.getByRole('dialog', { name: 'Are you still there?' });

      // 29 of the 30 idle minutes pass without a key or a click.
      await page.clock.fastForward('29:05');
      await expect(warning).toBeVisible();
      await expect(warning).toContainText('you will be signed out in 0:');
      await checkAccessibility(page);
      if (label === 'desktop') await snap(page, 'idle-warning');

      // Stay slides the session, and the page learns the new time-out from the answer: the clock moves on
      // only once the page has read it (its main thread has run past the answer), or the jump below would
      // come first and the page would count its minutes from after it.
      const slid = page.waitForResponse(
        (response) => response.url().includes('/api/Customers/Me') && response.request().method() === 'GET',
      );
      await warning.getByRole('button', { name: 'Stay signed in' }).click();
      await (await slid).finished();
      await page.evaluate(() => null);
      await expect(warning).toBeHidden();
      // The session was slid: 28 minutes on, no warning yet; past 29, there it is again.
      await page.clock.fastForward('28:00');
      await expect(page.getByRole('heading', { name: 'Journal Entry Loading', level: 1 })).toBeVisible();
      await expect(warning).toBeHidden();
      await page.clock.fastForward('01:30');
      await expect(warning).toBeVisible();

      // Nobody answers: the session ends, and the login says why.
      await page.clock.fastForward('01:05');
      await expect(page).toHaveURL(/\/BackOffice\/Login$/);
      await expect(page.getByText(SESSION_ENDED)).toBeVisible();
      const me = await page.request.get('/api/Customers/Me?scope=backoffice');
      expect(me.status()).toBe(401);
    });
  });
}

test('a lost cookie mid-edit of a department comes back to the same dialog with the typed name', async ({
  topupAdmin: page,
}) => {
  await page.goto('/BackOffice/Department');
  await expect(page.getByRole('heading', { name: 'Department', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Department Entry' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]panel=edit-\d+/);
  const where = new URL(page.url());
  await dialog.getByLabel(/^Department Name/).fill('Renamed but not saved');

  // The cookie is gone (cleared by the browser, or the session removed): Save is refused and explains.
  await page.context().clearCookies();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/BackOffice\/Login$/);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();

  await signInThroughForm(page);
  await expect(page).toHaveURL((url) => url.pathname === where.pathname && url.search === where.search);
  const back = page.getByRole('dialog', { name: 'Department Entry' });
  await expect(back.getByLabel(/^Department Name/)).toHaveValue('Renamed but not saved');
  await back.getByRole('button', { name: 'Cancel' }).click();
  await expect(back).toBeHidden();
  await expect(page.getByText('Renamed but not saved')).toHaveCount(0);
});

test('a lost cookie mid-change of a top-up status comes back to the same request, dialog and remark', async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const { referenceNumber } = await createTopupForOtherAccount(anonymous, {
    mobileNo: MARIA.mobileNo,
    amount: 150,
    paymentMethodCode: 102,
  });
  await signInBackOffice(page.request, STAFF.topupAdmin.mobileNo);
  await page.goto(`/BackOffice/Topup-Requests?reference=${referenceNumber}`);
  await page.getByRole('button', { name: `View Details of ${referenceNumber}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Top-up Request Details' });
  await drawer.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('combobox', { name: 'New Status' }).click();
  await page.getByRole('option', { name: 'On Hold' }).click();
  await dialog.getByLabel(/^Remarks/).fill('Payer called; typed before the cookie went');
  const where = new URL(page.url());

  await page.context().clearCookies();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/BackOffice\/Login$/);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();

  await signInThroughForm(page);
  await expect(page).toHaveURL((url) => url.pathname === where.pathname && url.search === where.search);
  const back = page.getByRole('dialog', { name: 'Change Status' });
  await expect(back.getByRole('combobox', { name: 'New Status' })).toHaveValue('On Hold');
  await expect(back.getByLabel(/^Remarks/)).toHaveValue('Payer called; typed before the cookie went');
  await back.getByRole('button', { name: 'Cancel' }).click();
  await expect(back).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Top-up Request Details' })).toBeVisible();
  await anonymous.dispose();
});
