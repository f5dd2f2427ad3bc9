import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import {
  MARIA,
  expectAuditRow,
  expectSuccessBanner,
  logInToPortal,
  openScreen,
} from './support/back-office-admin.ts';

async function openCreateDialog(page: Page) {
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Entry' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// The dialog's rules (the number's format and look-up, amount above 0, purpose not blank, Cancel) are screen
// tests (web/src/backoffice/journal-entry/journal-entry-page.test.tsx); axe on the dialog here.
test('Create New Entry passes axe', async ({ topupAdmin: page }) => {
  await openScreen(page, 'Journal-Entry-Loading', 'Journal Entry Loading');
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Purpose is required')).toBeVisible();
  await checkAccessibility(page);
});

test("a journal entry credits the customer's wallet at once and prints an invoice", async ({
  topupAdmin: page,
  baseURL,
}) => {
  // Maria, logged in to the portal elsewhere, watches her balance.
  const maria = await playwrightRequest.newContext({ baseURL });
  await logInToPortal(maria, MARIA.mobileNo);
  const balance = async () => (await (await maria.get('/api/Customers/Me/Balance')).json()).balance as number;
  const before = await balance();

  await openScreen(page, 'Journal-Entry-Loading', 'Journal Entry Loading');
  const dialog = await openCreateDialog(page);
  await dialog.getByLabel(/^Mobile Number/).fill('+639179876543');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(MARIA.name);
  await dialog.getByLabel(/^Amount/).fill('1234.56');
  await dialog.getByLabel(/^Purpose/).fill('E2E goodwill credit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Nothing moves before the confirmation that names the amount and the customer (decision 0044).
  const confirm = page.getByRole('dialog', { name: 'Confirm Journal Entry' });
  await expect(confirm).toContainText(`Credit ₱1,234.56 to ${MARIA.name} (${MARIA.mobileNo})?`);
  expect(await balance()).toBe(before);
  await confirm.getByRole('button', { name: 'Credit ₱1,234.56' }).click();
  const asked = page.getByRole('dialog', { name: 'Possible duplicate credit' });
  const banner = page.getByRole('status').filter({ hasText: 'Journal entry created successfully' }).last();
  // The phone run makes the same entry minutes after the desktop's: it is asked about (see the journey below).
  await expect(banner.or(asked)).toBeVisible();
  if (await asked.isVisible()) await asked.getByRole('button', { name: 'Make another' }).click();
  await expectSuccessBanner(page, 'Journal entry created successfully');
  await expect(dialog).toBeHidden();
  expect(await balance()).toBeCloseTo(before + 1234.56, 2);

  // The side panel shows the new entry's invoice, with Print.
  const panel = page.getByRole('dialog', { name: 'Invoice Preview' });
  const invoice = panel.getByRole('document', { name: 'Invoice' });
  await expect(invoice.getByText('₱1,234.56')).toBeVisible();
  await expect(invoice.getByText('E2E goodwill credit')).toBeVisible();
  const reference = (await invoice.getByText(/^JE[A-Z0-9]{10}$/).innerText()).trim();
  await expect(panel.getByRole('button', { name: 'Print' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close invoice' }).click();
  await expect(panel).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row.getByText('₱1,234.56')).toBeVisible();
  await expect(row.getByText(MARIA.name)).toBeVisible();
  await expect(row.getByText('Ana Reyes')).toBeVisible();
  // At or under the approval threshold (₱10,000) an entry is posted at once (decision 0013).
  await expect(row.getByText('Posted', { exact: true })).toBeVisible();

  // Search by reference finds it alone; an unknown one says so; Refresh shows all again.
  await page.getByRole('textbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/^1 - 1 of 1 items$/)).toBeVisible();
  await page.getByRole('radio', { name: 'Amount' }).check();
  await page.getByRole('textbox', { name: 'Search' }).fill('987654.32');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('No exact matches found!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByText(/^1 - \d+ of \d+ items$/)).toBeVisible();

  // The date column sorts newest first, then oldest first.
  const dateHeader = page.getByRole('columnheader', { name: /Date Created/ });
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row').nth(1)).toContainText(reference);
  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row').nth(1)).not.toContainText(reference);

  await expectAuditRow(page, 'Created a journal entry', reference);
  await maria.dispose();
});

test('the duplicate credit question: the same amount to the same wallet again is asked about, and goes through only when confirmed', async ({
  topupAdmin: page,
  baseURL,
}) => {
  const maria = await playwrightRequest.newContext({ baseURL });
  await logInToPortal(maria, MARIA.mobileNo);
  const balance = async () => (await (await maria.get('/api/Customers/Me/Balance')).json()).balance as number;
  // An amount of this run's own (the desktop and phone runs share one database), at most ₱10,000 so that it
  // posts at once.
  const pesos = (30_000 + (Date.now() % 100_000)) / 100;
  const shown = `₱${pesos.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const first = await page.request.post('/api/JournalEntry', {
    data: { contactNumber: MARIA.mobileNo, topupRequestAmount: pesos, purpose: 'E2E first credit' },
  });
  expect(first.status(), await first.text()).toBe(200);
  const before = await balance();

  await openScreen(page, 'Journal-Entry-Loading', 'Journal Entry Loading');
  const fillAndSave = async () => {
    const dialog = await openCreateDialog(page);
    await dialog.getByLabel(/^Mobile Number/).fill(MARIA.mobileNo);
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(MARIA.name);
    await dialog.getByLabel(/^Amount/).fill(String(pesos));
    await dialog.getByLabel(/^Purpose/).fill('E2E second credit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Journal Entry' })
      .getByRole('button', { name: `Credit ${shown}` })
      .click();
    const asked = page.getByRole('dialog', { name: 'Possible duplicate credit' });
    await expect(asked.getByRole('alert')).toHaveText(
      `A ${shown} credit to this wallet was made 1 minute ago by Ana Reyes. Make another?`,
    );
    return { dialog, asked };
  };

  // Cancel: back on the form, nothing credited.
  const once = await fillAndSave();
  await checkAccessibility(page);
  await once.asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(once.asked).toBeHidden();
  await expect(once.dialog.getByLabel(/^Purpose/)).toHaveValue('E2E second credit');
  expect(await balance()).toBe(before);
  await once.dialog.getByRole('button', { name: 'Cancel' }).click();

  // Make another: credited, once.
  const again = await fillAndSave();
  await again.asked.getByRole('button', { name: 'Make another' }).click();
  await expectSuccessBanner(page, 'Journal entry created successfully');
  await expect.poll(balance).toBeCloseTo(before + pesos, 2);

  // A script that leaves the question out is refused with the same question, and credits nothing.
  const scripted = await page.request.post('/api/JournalEntry', {
    data: { contactNumber: MARIA.mobileNo, topupRequestAmount: pesos, purpose: 'E2E scripted credit' },
  });
  expect(scripted.status()).toBe(409);
  expect(await scripted.json()).toMatchObject({ code: 'duplicate-credit' });
  expect(await balance()).toBeCloseTo(before + pesos, 2);
  await maria.dispose();
});

test('the report opens in a popup, with masked mobile numbers and totals, then prints', async ({
  topupAdmin: page,
  context,
}) => {
  await context.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await openScreen(page, 'Journal-Entry-Loading', 'Journal Entry Loading');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: 'Generate Report' })
    .getByRole('button', { name: 'Generate' })
    .click();
  const report = await popupPromise;
  await expect(report.getByRole('heading', { name: 'Journal Entry Report' })).toBeVisible();
  const range = new URL(report.url()).searchParams;
  const entries: { contactNumber: string; topupRequestAmount: number }[] = await (
    await page.request.get(
      `/api/JournalEntry/GetByDateFromDateTo?dateFrom=${range.get('dateFrom')}&dateTo=${range.get('dateTo')}`,
    )
  ).json();
  const totalCentavos = entries.reduce((sum, entry) => sum + Math.round(entry.topupRequestAmount * 100), 0);
  const peso = `₱${(totalCentavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(report.getByTestId('report-count')).toHaveText(`Transaction Count: ${entries.length}`);
  await expect(report.getByTestId('report-total')).toHaveText(`Total Amount: ${peso}`);
  const text = await report.getByTestId('report-table').innerText();
  expect(text).not.toMatch(/09\d{9}/);
  if (entries.length > 0) expect(text).toContain(`******${entries[0]?.contactNumber.slice(-5)}`);
  await expect(report.locator('body')).toHaveAttribute('data-printed', 'yes');
  expect(report.viewportSize()).toEqual({ width: 600, height: 640 });
  await report.close();
});
