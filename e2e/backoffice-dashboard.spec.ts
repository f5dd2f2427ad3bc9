import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { manilaMonth, signInBackOffice, STAFF } from './support/back-office-session.ts';

const CELLS = [
  { label: 'processing', status: 2 },
  { label: 'pending', status: 0 },
  { label: 'on-hold', status: 5 },
  { label: 'done', status: 1 },
  { label: 'cancelled', status: 4 },
];

/** The seeded data's count, through the list's Count endpoint (a different query from the statistics). */
async function countOf(request: APIRequestContext, codes: number[], status: number): Promise<number> {
  const { first, last } = manilaMonth();
  const response = await request.post('/api/TopupRequests/Retrieve/Count', {
    data: { statuses: [status], paymentMethodCodes: codes, dateFrom: first, dateTo: last },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * Other tests create top-ups while this one runs, so a count read once can go stale between the
 * dashboard's load and the Count call. Each try loads the dashboard afresh and compares; it passes
 * once both were read with no top-up created in between. Answers the panel's total.
 */
async function expectPanel(
  page: Page,
  panel: string,
  codes: number[],
  chooseFilter: () => Promise<void> = async () => {},
): Promise<number> {
  let total = 0;
  await expect(async () => {
    await page.goto('/BackOffice/Dashboard');
    await chooseFilter();
    total = 0;
    for (const cell of CELLS) {
      const expected = await countOf(page.request, codes, cell.status);
      await expect(page.getByTestId(`panel-${panel}-${cell.label}`)).toHaveText(String(expected), {
        timeout: 5_000,
      });
      total += expected;
    }
  }).toPass({ timeout: 45_000 });
  return total;
}

test.beforeEach(async ({ page }) => {
  await signInBackOffice(page.request, STAFF.topupAdmin.mobileNo);
});

test('the dashboard counts match the seeded requests of the month, per panel and method filter', async ({
  page,
}) => {
  await page.goto('/BackOffice/Dashboard');
  const { first } = manilaMonth();
  await expect(page.getByRole('button', { name: 'Month' })).toHaveText(
    new Date(`${first}T12:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  let seen = 0;
  seen += await expectPanel(page, 'bank-transfer', [104]);
  seen += await expectPanel(page, 'general-statistics', [101, 102, 103]);
  expect(seen, 'the demo seed has requests this month').toBeGreaterThan(0);

  await expectPanel(page, 'general-statistics', [103], async () => {
    await page
      .getByRole('region', { name: 'General Statistics' })
      .getByText('Pay on Rider', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'Pay on Rider' })).toBeChecked();
  });
  await expect(page.getByRole('img', { name: /Bar chart of top-up request amounts per day/ })).toBeVisible();
  await checkAccessibility(page);
});

test('a click on Pending opens the prefiltered list with that many requests', async ({ page }) => {
  const { first } = manilaMonth();
  let pending = 0;
  // As above: a bank transfer created by another test between the two reads makes a try go again.
  await expect(async () => {
    await page.goto('/BackOffice/Dashboard');
    await page.getByRole('link', { name: /Pending in Bank Transfer/ }).click();
    await expect(page).toHaveURL(new RegExp(`/BackOffice/Topup-Requests/${first}/104/0$`));
    await expect(page.getByText('Prefiltered from the dashboard')).toBeVisible();
    pending = await countOf(page.request, [104], 0);
    await expect(page.getByTestId('paging-text')).toHaveText(new RegExp(`of ${pending} items$`), {
      timeout: 5_000,
    });
  }).toPass({ timeout: 45_000 });
  const rows = page.getByTestId('topup-table').locator('tbody tr');
  if (pending > 0) {
    await expect(rows.first()).toContainText('Bank Transfer');
    await expect(rows.first()).toContainText(/Pending/i);
  }

  // A drill-down with a missing part shows the full list.
  await page.goto(`/BackOffice/Topup-Requests/${first}/104`);
  await expect(page).toHaveURL(/\/BackOffice\/Topup-Requests$/);
  await expect(page.getByText('Prefiltered from the dashboard')).toHaveCount(0);
});
