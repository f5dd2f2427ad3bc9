import { type Page } from '@playwright/test';
import { expect, test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { setSiteDisabled } from './support/back-office.ts';
import { MESSAGES } from '../core/messages.ts';
import { JUAN as JUAN_PORTAL, logInThroughHome } from './support/portal.ts';
import { saveAtEachSize } from './support/screenshots.ts';
import { expectAuditRow, expectSuccessBanner, newPerson, openScreen } from './support/back-office-admin.ts';

async function openEditDialog(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Payment Method' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function portalMethodCodes(page: Page, option: 1 | 2): Promise<number[]> {
  const response = await page.request.get(`/api/PaymentMethods?option=${option}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { code: number }[]).map((method) => method.code);
}

// The table's columns and formats, and the edit dialog's required fields and Cancel, are screen tests
// (web/src/backoffice/payment-methods/payment-methods-page.test.tsx); axe on the screen and the dialog here.
test('the Payment Methods screen and its edit dialog pass axe', async ({ topupAdmin: page }) => {
  await openScreen(page, 'Payment-Methods', 'Payment Methods');
  await expect(
    page.getByRole('table', { name: 'Payment methods' }).getByRole('cell', { name: 'GCash', exact: true }),
  ).toBeVisible();
  await checkAccessibility(page);
  await openEditDialog(page, 'Pay on Site');
  await checkAccessibility(page);
});

test('on an 800 px-tall screen the edit dialog keeps Cancel and Save in sight', async ({
  topupAdmin: page,
}) => {
  test.skip(test.info().project.name === 'phone', 'the height of a laptop screen');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScreen(page, 'Payment-Methods', 'Payment Methods');
  const dialog = await openEditDialog(page, 'Bank Transfer');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '.tmp/screenshots/payment-method-dialog-1280x800.png' });
});

test('a reload keeps the edit dialog open on the same method; closed, Back leaves the screen', async ({
  topupAdmin: page,
}) => {
  await openScreen(page, 'Dashboard', 'Dashboard');
  await page.goto('/BackOffice/Payment-Methods');
  const dialog = await openEditDialog(page, 'Pay on Site');
  await page.reload();
  await expect(dialog.getByLabel('Code')).toHaveValue('102');
  await expect(dialog.getByLabel(/^Payment Method Name/)).toHaveValue('Pay on Site');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/panel=/);
  // Opening and closing the dialog added no step: Back goes to the screen before.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a method set to Hidden leaves the portal at once, and comes back when set Active', async ({
  topupAdmin: page,
  browser,
  baseURL,
}) => {
  await openScreen(page, 'Payment-Methods', 'Payment Methods');
  expect(await portalMethodCodes(page, 1)).toContain(104);

  let dialog = await openEditDialog(page, 'Bank Transfer');
  await dialog.getByLabel(/^Status/).selectOption({ label: 'Hidden' });
  await dialog.getByLabel(/^Minimum Amount/).fill('250.50');
  await dialog.getByLabel(/^Remarks/).fill('Bank transfers paused');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccessBanner(page, 'Payment Method Successfully Updated');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Bank Transfer' });
  await expect(row.getByText('Hidden')).toBeVisible();
  await expect(row.getByText('₱250.50')).toBeVisible();

  // A customer, elsewhere, no longer gets the method.
  const customer = await newPerson(browser, baseURL);
  expect(await portalMethodCodes(customer.page, 1)).not.toContain(104);
  expect(await portalMethodCodes(customer.page, 2)).not.toContain(104);

  dialog = await openEditDialog(page, 'Bank Transfer');
  await dialog.getByLabel(/^Status/).selectOption({ label: 'Active' });
  await dialog.getByLabel(/^Minimum Amount/).fill('100');
  await dialog.getByLabel(/^Remarks/).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccessBanner(page, 'Payment Method Successfully Updated');
  await expect(row.getByText('Active')).toBeVisible();
  expect(await portalMethodCodes(customer.page, 1)).toContain(104);
  await customer.context.close();

  await expectAuditRow(page, 'Edited a payment method', 'Status: Active → Hidden');
  await expectAuditRow(page, 'Edited a payment method', 'Status: Hidden → Active');
});

test('the portal switch asks first, closes the portal, refuses a page opened before, and reopens it', async ({
  topupAdmin: page,
  browser,
  baseURL,
  request,
}) => {
  try {
    // A customer is half-way through a top-up when staff close the portal.
    const customer = await newPerson(browser, baseURL);
    await logInThroughHome(customer.page, JUAN_PORTAL.mobileNo);
    await customer.page.getByRole('button', { name: '₱500', exact: true }).click();
    await customer.page.getByRole('radio', { name: /Pay on Site/ }).click();

    await openScreen(page, 'Payment-Methods', 'Payment Methods');
    const toggle = page.getByRole('switch', { name: 'Show the maintenance notice' });
    await expect(toggle).not.toBeChecked();
    // One stray click closes nothing: it asks, and Cancel leaves the portal open.
    await toggle.click();
    const question = page.getByRole('dialog', { name: 'Show the maintenance notice?' });
    await expect(question).toContainText('no one can request or cancel a top-up');
    await checkAccessibility(page);
    if (process.env.SCREENSHOTS)
      await saveAtEachSize(page, 'backoffice-maintenance-confirm', { dialog: true });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    await expect(toggle).not.toBeChecked();
    expect(await (await request.get('/api/AppConfiguration/isDisableWebsite')).json()).toBe(false);

    await toggle.click();
    await question.getByRole('button', { name: 'Show the notice' }).click();
    await expect(question).toHaveCount(0);
    await expect(toggle).toBeChecked();
    await expect(page.getByText(/Closed: customers see/)).toBeVisible();

    // The page opened before the notice cannot start a top-up: the server answers with the notice.
    await customer.page.getByRole('button', { name: 'Top-up eWallet' }).click();
    await customer.page
      .getByRole('dialog', { name: 'Confirm Top-up' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(customer.page.getByText(MESSAGES.siteDisabledNotice).first()).toBeVisible();
    await customer.page.goto('/');
    await expect(customer.page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();

    // Turning it off needs no question.
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await customer.page.goto('/');
    await expect(customer.page.getByRole('button', { name: /Top-up my account/ })).toBeVisible();
    await customer.context.close();
    await expectAuditRow(page, 'Switched the maintenance notice', 'Maintenance notice shown: No → Yes');
  } finally {
    await setSiteDisabled(request, false);
  }
});

test('the edit dialog refuses a negative priority and a taken name, and asks before a method loses both options', async ({
  topupAdmin: page,
}) => {
  await openScreen(page, 'Payment-Methods', 'Payment Methods');
  const table = page.getByRole('table', { name: 'Payment methods' });
  const codes = () => table.getByRole('row').locator('td:first-child').allInnerTexts();
  const orderBefore = await codes();

  const dialog = await openEditDialog(page, 'Pay on Site');
  const priority = dialog.getByLabel(/^Priority/);
  // The minus sign is kept as typed: the form says no, under the field, instead of saving 1.
  await priority.fill('-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Priority must be a whole number from 0 to 1000000')).toBeVisible();
  await expect(priority).toHaveAttribute('aria-invalid', 'true');
  await expect(priority).toHaveValue('-1');

  await priority.fill('35');
  await dialog.getByLabel(/^Payment Method Name/).fill(' bank transfer ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Payment method 104 is already named bank transfer; choose another name'),
  ).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Pay on Site' })).toHaveCount(1);

  // Neither option: the dialog asks first; Cancel goes back to the form with nothing saved.
  await dialog.getByLabel(/^Payment Method Name/).fill('Pay on Site');
  await dialog.getByRole('checkbox', { name: 'Load Self' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Load on Behalf' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog', { name: 'Hide this method from the portal?' });
  await expect(question).toContainText('customers will not see Pay on Site in the portal');
  await checkAccessibility(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  expect(await portalMethodCodes(page, 1)).toContain(102);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await question.getByRole('button', { name: 'Save and hide' }).click();
  await expectSuccessBanner(page, 'Payment Method Successfully Updated');
  const row = table.getByRole('row').filter({ hasText: 'Pay on Site' });
  await expect(row.getByText('35', { exact: true })).toBeVisible();
  expect(await portalMethodCodes(page, 1)).not.toContain(102);
  expect(await portalMethodCodes(page, 2)).not.toContain(102);
  // A new priority does not move the row: the table keeps its order by code.
  expect(await codes()).toEqual(orderBefore);

  const again = await openEditDialog(page, 'Pay on Site');
  await again.getByLabel(/^Priority/).fill('30');
  await again.getByRole('checkbox', { name: 'Load Self' }).check();
  await again.getByRole('checkbox', { name: 'Load on Behalf' }).check();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again).toBeHidden();
  await expect(row.getByText('Load Self')).toBeVisible();
  expect(await portalMethodCodes(page, 1)).toContain(102);
});
