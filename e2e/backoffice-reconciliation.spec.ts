import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/personas.ts';
import type { ReconciliationReport } from '../core/api/reconciliation.ts';
import { formatPeso } from '../core/money.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { openMenu } from './support/back-office-session.ts';
import { lookAtRequest, manilaDay, payWithoutReturning } from './support/reconciliation.ts';

/**
 * The reconciliation report, as a top-up admin uses it: the figures per payment method are the API's, a
 * card payment the ledger never credited is listed with a link to its request, and a range where the
 * provider and the ledger agree says so.
 */

/** "₱1,234.50" for an API amount in pesos (at most 2 decimals), as the screen shows money. */
function peso(pesos: number): string {
  return formatPeso(Math.round(pesos * 100));
}

async function reportFromApi(request: APIRequestContext, page: Page): Promise<ReconciliationReport> {
  const shown = new URL(page.url()).searchParams;
  const query = shown.get('dateFrom')
    ? `dateFrom=${shown.get('dateFrom')}&dateTo=${shown.get('dateTo')}`
    : `dateFrom=${manilaDay(0).slice(0, 8)}01&dateTo=${manilaDay(0)}`;
  const response = await request.get(`/api/Reports/Reconciliation?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The by-method table's cells, row by row, as the screen shows them. */
async function shownLines(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

/** The same lines from the API's answer, written as the screen writes them. */
function expectedLines(report: ReconciliationReport): string[][] {
  const line = (
    name: string,
    figures: Omit<ReconciliationReport['byMethod'][number], 'paymentMethodCode' | 'paymentMethodName'>,
  ) => [
    name,
    String(figures.requests),
    peso(figures.amountRequested),
    figures.providerPaid === null ? 'confirmed by staff' : peso(figures.providerPaid),
    peso(figures.ledgerCredited),
    figures.difference === null ? '—' : peso(figures.difference),
  ];
  return [
    ...report.byMethod.map((method) => line(method.paymentMethodName, method)),
    line('Total', report.totals),
  ];
}

/** Until the screen, read afresh, shows what the API says (the minute's reconciliation may post meanwhile). */
async function expectFiguresOfApi(page: Page): Promise<ReconciliationReport> {
  let answer: ReconciliationReport | undefined;
  await expect(async () => {
    await page.getByRole('button', { name: 'Show Report' }).click();
    await expect(page.getByTestId('reconciliation-report')).toHaveAttribute('aria-busy', 'false');
    answer = await reportFromApi(page.request, page);
    expect(await shownLines(page.getByTestId('method-table'))).toEqual(expectedLines(answer));
  }).toPass({ timeout: 20_000 });
  if (!answer) throw new Error('no report');
  return answer;
}

async function openReconciliation(page: Page): Promise<void> {
  await page.goto('/BackOffice/Dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await openMenu(page);
  await page
    .getByRole('navigation', { name: 'Back-office menu' })
    .getByRole('link', { name: 'Reconciliation' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();
}

test('a card payment the ledger never credited is listed, linked to its request, until it is reposted', async ({
  topupAdmin: page,
  browser,
  baseURL,
}) => {
  const referenceNumber = await payWithoutReturning(browser, baseURL, { pesos: 321.45, shown: '₱321.45' });
  await lookAtRequest(page, referenceNumber);

  await openReconciliation(page);
  const answer = await expectFiguresOfApi(page);
  expect(answer.differences.map((row) => row.referenceNumber)).toContain(referenceNumber);
  const row = page.getByTestId('differences-table').locator(`tr[data-reference="${referenceNumber}"]`);
  await expect(row).toContainText('Paid, not credited');
  await expect(row).toContainText('PAYMENT_SUCCESS');
  await expect(row.getByRole('cell').nth(3)).toHaveText('₱321.45');
  await expect(row.getByRole('cell').nth(5)).toHaveText('₱0.00');
  await expect(row).toContainText('Pending');
  await checkAccessibility(page);

  // The link opens the request in Topup Requests, where it is reposted: credited once.
  await row.getByRole('link', { name: `Open top-up request ${referenceNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/BackOffice/Topup-Requests\\?reference=${referenceNumber}$`));
  await expect(page.getByTestId('topup-table').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: `View Details of ${referenceNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Top-up Request Details' });
  await expect(details.getByText(referenceNumber, { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Repost' })).toBeEnabled();
  await details.getByRole('button', { name: 'Repost' }).click();
  await page
    .getByRole('dialog', { name: 'Repost this payment?' })
    .getByRole('button', { name: /^Credit ₱/ })
    .click();
  await expect(details.getByText('Posted.')).toBeVisible();

  // Back to the report: the same dates, and the difference is gone.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();
  const credited = await expectFiguresOfApi(page);
  expect(credited.differences.map((difference) => difference.referenceNumber)).not.toContain(referenceNumber);
  await expect(page.locator(`tr[data-reference="${referenceNumber}"]`)).toHaveCount(0);
});

// What a range where the provider and the ledger agree shows, and the printed sheet's content, are screen
// tests (web/src/backoffice/reconciliation/reconciliation-page.test.tsx); here the browser's print, by
// keyboard, of the demo's past weeks.
test('the report prints by keyboard, once, and Escape closes the sheet', async ({
  topupAdmin: page,
  context,
}) => {
  await context.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  await page.goto(`/BackOffice/Reconciliation?dateFrom=${manilaDay(-21)}&dateTo=${manilaDay(-1)}`);
  await expect(page.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();
  await expect(page.getByTestId('reconciliation-report')).toHaveAttribute('aria-busy', 'false');

  // Print by keyboard: the sheet opens over the screen, prints itself once, and Escape closes it.
  await page.getByRole('button', { name: 'Print' }).focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', {
    name: `ReconciliationReport_Date_${manilaDay(-21)}_${manilaDay(-1)}`,
  });
  await expect(sheet.getByRole('heading', { name: 'Reconciliation Report' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});
