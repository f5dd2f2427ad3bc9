import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { expect, PERSONAS, signInCustomer, test } from './support/personas.ts';
import { settle, SCREENSHOTS, SCREENSHOTS_DIR, TABLET } from './support/screenshots.ts';

const PAY_ON_SITE = 102;
const COUNT = 30;

/**
 * A morning's Pay on Site requests of Juan's own wallet, made through the portal's API (not 30 walks
 * through its screens), all of one amount no other request of this run has: the list's Load Amount search
 * finds exactly them.
 */
async function morningOfPayOnSite(baseURL: string | undefined, amount: number): Promise<string[]> {
  const juan = await playwrightRequest.newContext({ baseURL });
  try {
    await signInCustomer(juan, PERSONAS.juan.mobileNo);
    const me: { id: number } = await (await juan.get('/api/Customers/Me?scope=portal')).json();
    const references: string[] = [];
    for (let batch = 0; batch < COUNT; batch += 10) {
      const made = await Promise.all(
        Array.from({ length: 10 }, () =>
          juan.post('/api/TopupRequests', {
            data: {
              topupOption: 1,
              ewalletAccountId: me.id,
              topupRequestAmount: amount,
              paymentMethodCode: PAY_ON_SITE,
              contactNumber: PERSONAS.juan.mobileNo,
            },
          }),
        ),
      );
      for (const response of made) {
        expect(response.status(), await response.text()).toBe(200);
        references.push(((await response.json()) as { referenceNumber: string }).referenceNumber);
      }
    }
    return references;
  } finally {
    await juan.dispose();
  }
}

/** The moves to Done of a request in its status history: exactly one for a request credited once. */
async function movesToDone(admin: APIRequestContext, reference: string): Promise<number> {
  const [found]: { id: number }[] = await (
    await admin.post('/api/TopupRequests/Retrieve', {
      data: { searchBy: 1, searchName: reference, pageSize: 10, pageNumber: 1 },
    })
  ).json();
  const history: { toStatus: number }[] = await (
    await admin.get('/api/TopupRequests/StatusHistory', { params: { TopupRequestId: found?.id ?? 0 } })
  ).json();
  return history.filter((line) => line.toStatus === 1).length;
}

async function picture(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await settle(page);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(TABLET);
  await settle(page);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/${name}-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('30 Pay on Site requests move to Done in one action, each credited once', async ({
  topupAdmin: page,
  baseURL,
}) => {
  test.slow();
  // ₱2xx.yy, one amount per run.
  const amount = 200 + (Date.now() % 10_000) / 100;
  const references = await morningOfPayOnSite(baseURL, amount);
  const total = (Math.round(amount * 100) * COUNT) / 100;
  const peso = (value: number) =>
    `₱${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto(`/BackOffice/Topup-Requests?status=0&amount=${amount.toFixed(2)}`);
  await expect(page.getByTestId('paging-text')).toHaveText(`1 - 10 of ${COUNT} items`);
  // The chips are filters: Pending's is pressed, as the Status filter says.
  await expect(
    page.getByRole('group', { name: 'Totals by status' }).getByRole('button', { name: /Pending/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('checkbox', { name: 'Select every request on this page' }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('10 requests selected');
  await page.getByRole('button', { name: `Select all ${COUNT} that match the filter` }).click();
  await expect(page.getByTestId('selected-count')).toHaveText(
    `All ${COUNT} requests that match the filter are selected`,
  );
  await picture(page, 'topup-bulk-selected');

  await page.getByRole('button', { name: 'Change Status…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status of selected requests' });
  await dialog.getByRole('combobox', { name: 'New Status' }).click();
  await page.getByRole('option', { name: 'Done', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Paid at the counter this morning');
  await dialog.getByRole('button', { name: 'Review' }).click();

  // Before anything moves: what is credited, to how many wallets, and whose, request by request.
  await expect(dialog.getByTestId('bulk-headline')).toContainText(
    `Moving ${COUNT} requests to Done credits ${peso(total)} to ${COUNT} e-wallets.`,
  );
  const previewRows = dialog.getByTestId('preview-rows').locator('tbody tr');
  await expect(previewRows).toHaveCount(COUNT);
  await expect(previewRows.first()).toContainText(PERSONAS.juan.mobileNo);
  await expect(previewRows.first()).toContainText(peso(amount));
  await checkAccessibility(page);
  await picture(page, 'topup-bulk-confirm');

  await dialog.getByRole('button', { name: `Yes, credit ${peso(total)}` }).click();
  const results = page.getByRole('dialog', { name: 'Status change results' });
  await expect(results.getByTestId('bulk-summary')).toHaveText(
    `${COUNT} changed, ${peso(total)} credited · 0 already changed · 0 refused`,
  );
  await expect(results.getByTestId('bulk-results').locator('tbody tr')).toHaveCount(COUNT);
  await checkAccessibility(page);
  await picture(page, 'topup-bulk-results');
  await results.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByTestId('paging-text')).toHaveText(/ of 0 items$/);

  // Each of the 30 moved to Done once: one credit each (the state machine posts on that move only).
  const done: number[] = [];
  for (const reference of references) done.push(await movesToDone(page.request, reference));
  expect(done).toEqual(Array.from({ length: COUNT }, () => 1));
  // The same request sent again changes nothing: every one is already Done.
  const again = await page.request.post('/api/TopupRequests/BulkUpdateStatus', {
    data: {
      filter: { statuses: [], searchBy: 3, searchName: amount.toFixed(2) },
      expectedCount: COUNT,
      status: 1,
      remarks: 'Again',
    },
    headers: { 'idempotency-key': `e2e-bulk-again-${Date.now()}` },
  });
  expect(again.status(), await again.text()).toBe(200);
  expect(await again.json()).toMatchObject({ changed: 0, already: COUNT, refused: 0, creditedCentavos: 0 });
});
