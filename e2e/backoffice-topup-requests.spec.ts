import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { DEMO_PASSWORD, signInBackOffice, STAFF } from './support/back-office-session.ts';

const rows = (page: Page) => page.getByTestId('topup-table').locator('tbody tr');
const firstReference = async (page: Page) =>
  // The first cell is the row's tick box (issue 28); the Transaction No. is the next.
  (await rows(page).first().locator('td').nth(1).innerText()).trim();

test.beforeEach(async ({ page }) => {
  await signInBackOffice(page.request, STAFF.topupAdmin.mobileNo);
  await page.goto('/BackOffice/Topup-Requests');
  await expect(rows(page).first()).toBeVisible();
});

test('the list pages and sorts, and says which items it shows', async ({ page }) => {
  const total = await (await page.request.post('/api/TopupRequests/Retrieve/Count', { data: {} })).json();
  expect(total).toBeGreaterThan(20);
  await expect(page.getByTestId('paging-text')).toHaveText(`1 - 10 of ${total} items`);
  await expect(rows(page)).toHaveCount(10);
  const newest = await firstReference(page);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('paging-text')).toHaveText(`11 - 20 of ${total} items`);
  await expect.poll(() => firstReference(page)).not.toBe(newest);
  const secondPageFirst = await firstReference(page);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByTestId('paging-text')).toHaveText(`1 - 10 of ${total} items`);
  await expect.poll(() => firstReference(page)).toBe(newest);
  expect(secondPageFirst).not.toBe(newest);

  await page.getByLabel('Rows per page').selectOption('20');
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByTestId('paging-text')).toHaveText(`1 - 20 of ${total} items`);

  const oldest: { referenceNumber: string }[] = await (
    await page.request.post('/api/TopupRequests/Retrieve', {
      data: { pageSize: 10, pageNumber: 1, sortMode: 'Asc' },
    })
  ).json();
  await page.getByRole('button', { name: /Request Date/ }).click();
  await expect.poll(() => firstReference(page)).toBe(oldest[0]?.referenceNumber);
  await expect(page.getByRole('columnheader', { name: /Request Date/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await checkAccessibility(page);
});

/** The number of Done requests, counted by the API the list calls. */
async function doneCount(request: APIRequestContext): Promise<number> {
  return (await request.post('/api/TopupRequests/Retrieve/Count', { data: { statuses: [1] } })).json();
}

test('a filter and a page live in the address: a reload keeps the view, Back returns to the one before', async ({
  page,
}) => {
  const all = await (await page.request.post('/api/TopupRequests/Retrieve/Count', { data: {} })).json();
  const done = await doneCount(page.request);
  expect(done).toBeGreaterThan(10);
  expect(done).toBeLessThan(all);
  const status = page.getByRole('combobox', { name: 'Status' });

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Done', exact: true }).click();
  await expect(page.getByTestId('paging-text')).toHaveText(`1 - 10 of ${done} items`);
  const firstDone = await firstReference(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('paging-text')).toHaveText(`11 - 20 of ${done} items`);
  await expect.poll(() => firstReference(page)).not.toBe(firstDone);
  const secondPageFirst = await firstReference(page);

  await page.reload();
  await expect(page.getByTestId('paging-text')).toHaveText(`11 - 20 of ${done} items`);
  await expect(status).toHaveValue('Done');
  await expect.poll(() => firstReference(page)).toBe(secondPageFirst);
  await expect(rows(page).filter({ hasNotText: /Done/i })).toHaveCount(0);

  // The details panel is part of the view too: a reload keeps it open. It adds no step to Back.
  await page.getByRole('button', { name: `View Details of ${secondPageFirst}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Top-up Request Details' });
  await expect(drawer.getByText(secondPageFirst)).toBeVisible();
  await page.reload();
  await expect(drawer.getByText(secondPageFirst)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close details' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByTestId('paging-text')).toHaveText(`11 - 20 of ${done} items`);

  await page.goBack();
  await expect(page.getByTestId('paging-text')).toHaveText(`1 - 10 of ${done} items`);
  await expect(status).toHaveValue('Done');
  await expect.poll(() => firstReference(page)).toBe(firstDone);
  await page.goBack();
  await expect(page.getByTestId('paging-text')).toHaveText(`1 - 10 of ${all} items`);
  await expect(status).toHaveValue('All');
});

test('a shared address opens the same view in a new page', async ({ page, context }) => {
  const done = await doneCount(page.request);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Done', exact: true }).click();
  await page.getByLabel('Rows per page').selectOption('15');
  await expect(page.getByTestId('paging-text')).toHaveText(`1 - 15 of ${done} items`);
  await page.getByRole('button', { name: /Request Date/ }).click();
  await expect(page.getByRole('columnheader', { name: /Request Date/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('paging-text')).toHaveText(`16 - ${Math.min(30, done)} of ${done} items`);
  const shown = await rows(page).locator('td:first-child').allInnerTexts();

  // A colleague opens the address in another tab.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('paging-text')).toHaveText(`16 - ${Math.min(30, done)} of ${done} items`);
  await expect(other.getByRole('combobox', { name: 'Status' })).toHaveValue('Done');
  await expect(other.getByLabel('Rows per page')).toHaveValue('15');
  await expect(other.getByRole('columnheader', { name: /Request Date/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => rows(other).locator('td:first-child').allInnerTexts()).toEqual(shown);
  await other.close();
});

// The no-match dialog is a screen test (topup-requests-page.test.tsx).
test('a search by load amount finds the request; Refresh clears the search', async ({ page }) => {
  await page.getByRole('radio', { name: 'Load Amount' }).check();
  await page.getByLabel('Search', { exact: true }).fill('1500.50');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows(page).first()).toContainText('₱1,500.50');
  await expect(page.getByTestId('paging-text')).not.toContainText('of 0 items');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('paging-text')).toHaveText(/^1 - 10 of \d+ items$/);
});

/** A fresh Pay on Site request for Maria's wallet, made as the portal makes one. */
async function createRequest(request: APIRequestContext, amount: number): Promise<string> {
  const customer = await (await request.get('/api/Customers/CustomerByMobileNo?mobileNo=09179876543')).json();
  const response = await request.post('/api/topuprequests', {
    data: {
      topupOption: 2,
      ewalletAccountId: customer.id,
      ewalletAccountName: customer.fullName,
      topupRequestAmount: amount,
      paymentMethodCode: 102,
      contactNumber: '09179876543',
      billingAddress: null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).referenceNumber;
}

async function walletBalance(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/Customers/Login', {
    data: { username: '09179876543', password: DEMO_PASSWORD, scope: 'portal' },
  });
  expect(login.status()).toBe(200);
  return (await (await request.get('/api/Customers/Me/Balance')).json()).balance;
}

test('a status change to Done, with a remark, credits the wallet once and refreshes the list', async ({
  page,
  playwright,
  baseURL,
}) => {
  const portal = await playwright.request.newContext({ baseURL });
  const reference = await createRequest(portal, 123.45);
  const before = await walletBalance(portal);

  await page.getByLabel('Search', { exact: true }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `View Details of ${reference}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Top-up Request Details' });
  await expect(drawer.getByText(reference)).toBeVisible();
  await expect(drawer.getByTestId('status-history')).toContainText('Pending');

  // The dialog's rules (the moves from Pending, remarks required) are screen tests.
  await drawer.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('combobox', { name: 'New Status' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await dialog.getByLabel('Remarks').fill('Paid at the store counter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(`changed to Done`);
  await expect(drawer.getByTestId('status-history')).toContainText('Paid at the store counter');
  await expect(drawer.getByRole('button', { name: 'Change Status' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(rows(page).first()).toContainText(/Done/i);

  expect(await walletBalance(portal)).toBeCloseTo(before + 123.45, 2);
  await portal.dispose();
});

test('the reports open in a popup with the right totals and masked mobile numbers, then print', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await page.getByRole('button', { name: 'Generate Summary Report' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: 'Generate Summary Report' })
    .getByRole('button', { name: 'Generate' })
    .click();
  const summary = await popupPromise;
  await expect(summary.getByRole('heading', { name: 'Top-up Requests Summary Report' })).toBeVisible();
  const range = new URL(summary.url()).searchParams;
  const query = `dateFrom=${range.get('dateFrom')}&dateTo=${range.get('dateTo')}`;
  const detailed: { contactNumber: string; topupRequestAmount: number }[] = await (
    await page.request.get(`/api/TopupRequests/GetByDateFromDateTo?${query}`)
  ).json();
  const totalCentavos = detailed.reduce((sum, row) => sum + Math.round(row.topupRequestAmount * 100), 0);
  const peso = `₱${(totalCentavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(summary.getByTestId('report-count')).toHaveText(`Transaction Count: ${detailed.length}`);
  await expect(summary.getByTestId('report-total')).toHaveText(`Total Amount: ${peso}`);
  await expect(summary.locator('body')).toHaveAttribute('data-printed', 'yes');
  expect(summary.viewportSize()).toEqual({ width: 600, height: 640 });
  await summary.close();

  await page.getByRole('button', { name: 'Generate Report', exact: true }).click();
  const detailedPromise = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: 'Generate Report' })
    .getByRole('button', { name: 'Generate' })
    .click();
  const report = await detailedPromise;
  await expect(report.getByTestId('report-count')).toHaveText(`Transaction Count: ${detailed.length}`);
  await expect(report.getByTestId('report-total')).toHaveText(`Total Amount: ${peso}`);
  const text = await report.getByTestId('report-table').innerText();
  expect(text).not.toMatch(/09\d{9}/);
  if (detailed.length > 0) expect(text).toContain(`******${detailed[0]?.contactNumber.slice(-5)}`);
  await report.close();
});

test('Repost is enabled for a paid, unposted card request, posts it, and is disabled again', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Juan pays a card top-up on the sandbox provider, but no webhook or return page reaches us.
  const portal = await playwright.request.newContext({ baseURL });
  const login = await portal.post('/api/Customers/Login', {
    data: { username: '09171234567', password: DEMO_PASSWORD, scope: 'portal' },
  });
  const customer = await login.json();
  const created = await portal.post('/api/TopupRequests', {
    data: {
      topupOption: 1,
      ewalletAccountId: customer.id,
      ewalletAccountName: 'Juan Dela Cruz',
      topupRequestAmount: 432.1,
      paymentMethodCode: 101,
      contactNumber: '09171234567',
      billingAddress: null,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { referenceNumber, checkoutUrl } = await created.json();
  const paid = await portal.post(`${new URL(checkoutUrl, baseURL).pathname}/pay?webhook=none`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  await portal.dispose();

  await page.getByLabel('Search', { exact: true }).fill(referenceNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `View Details of ${referenceNumber}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Top-up Request Details' });
  await expect(drawer.getByText('Payment status: PAYMENT_SUCCESS')).toBeVisible();
  const repost = drawer.getByRole('button', { name: 'Repost' });
  await expect(repost).toBeEnabled();
  await repost.click();
  // It says what it credits, and to whom, before it posts.
  const confirm = page.getByRole('dialog', { name: 'Repost this payment?' });
  await expect(confirm).toContainText('credits ₱432.10 to the e-wallet of Juan Dela Cruz');
  await confirm.getByRole('button', { name: 'Credit ₱432.10' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Successfully Posted! Transaction Number ${referenceNumber}.`,
  );
  await expect(repost).toBeDisabled();
  await expect(drawer.getByTestId('status-history')).toContainText('Done');
  await expect(drawer.getByTestId('payment-events')).toContainText('Repost by staff');
});
