import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/personas.ts';
import { manilaDateText } from '../core/manila-date.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/back-office-session.ts';
import { JUAN, MARIA } from './support/portal.ts';
import { picture, SCREENSHOTS } from './support/screenshots.ts';
import { choose } from './support/transmittals.ts';

/**
 * Issue 19, "views that stay": a top-up admin's filters (Cancelled, a range of days, the start of a
 * reference) live in the address, so a copied address opens the same view and Back returns to the one
 * before; a search with no matches empties the table; a saved view brings back filters and columns.
 * Pictures of the new parts go to .tmp/screenshots with SCREENSHOTS=1.
 */

const PAY_ON_SITE = 102;
const rows = (page: Page) => page.getByTestId('topup-table').locator('tbody tr');
const newKey = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

async function shot(page: Page, name: string, viewport?: { width: number; height: number }) {
  if (!SCREENSHOTS) return;
  const before = page.viewportSize();
  if (viewport) await page.setViewportSize(viewport);
  await picture(page, `views/${name}`, { fullPage: true });
  if (viewport && before) await page.setViewportSize(before);
}

/** A Pay on Site request of Maria's, made by Juan at the portal, then cancelled by the top-up admin. */
async function cancelledRequest(admin: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const portal = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await portal.post('/api/Customers/Login', {
      data: { username: JUAN.mobileNo, password: DEMO_PASSWORD, scope: 'portal' },
    });
    expect(login.status(), await login.text()).toBe(200);
    const lookup = await portal.get('/api/Customers/CustomerByMobileNo', {
      params: { mobileNo: MARIA.mobileNo },
    });
    const maria: { id: number; fullName: string } = await lookup.json();
    const created = await portal.post('/api/topuprequests', {
      data: {
        topupOption: 2,
        ewalletAccountId: maria.id,
        ewalletAccountName: maria.fullName,
        topupRequestAmount: 123.45,
        paymentMethodCode: PAY_ON_SITE,
        contactNumber: JUAN.mobileNo,
        billingAddress: null,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { referenceNumber }: { referenceNumber: string } = await created.json();
    const found: { id: number }[] = await (
      await admin.post('/api/TopupRequests/Retrieve', {
        data: { searchBy: 1, searchName: referenceNumber, pageSize: 10, pageNumber: 1 },
      })
    ).json();
    const id = found[0]?.id;
    const cancelled = await admin.post('/api/TopupRequests/UpdateStatus', {
      data: { id, status: 4, remarks: 'e2e views: cancelled' },
      headers: { 'idempotency-key': newKey() },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    return referenceNumber;
  } finally {
    await portal.dispose();
  }
}

/** Deletes the admin's saved views named `name` (a view per run must not pile up to the limit). */
async function deleteViews(admin: APIRequestContext, name: string) {
  const views: { id: number; name: string }[] = await (
    await admin.get('/api/SavedViews', { params: { list: 'topup-requests' } })
  ).json();
  for (const view of views.filter((v) => v.name === name)) await admin.delete(`/api/SavedViews/${view.id}`);
}

async function fillDay(page: Page, label: string, day: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(day);
  await input.press('Enter');
  await input.blur();
}

// Each journey runs at the desktop's 1280 px here and, tagged @tablet, at 768 px in the tablet project
// (decision 0034): the two widths of the back office, on two workers instead of one after the other.
/** The project's width, in the pictures' names: desktop or tablet. */
const size = () => test.info().project.name;

test('a filtered view is shared by its address, a no-match search empties the table, Back returns @tablet', async ({
  topupAdmin: page,
  context,
  baseURL,
}) => {
  const reference = await cancelledRequest(page.request, baseURL);
  const partial = reference.slice(0, -1).toLowerCase();
  const today = manilaDateText(new Date());

  await page.goto('/BackOffice/Topup-Requests');
  await expect(rows(page).first()).toBeVisible();
  await choose(page, 'Status', 'Cancelled');
  await expect(page).toHaveURL(/status=4/);
  await fillDay(page, 'Created From', today);
  await fillDay(page, 'Created To', today);
  await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));
  await page.getByRole('radio', { name: 'Transaction Number' }).check();
  await expect(page.getByText('Starts with the typed text (any case)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(partial);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/reference=/);
  await expect(rows(page).filter({ hasText: reference })).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Cancelled');
  await expect(page.getByTestId('status-totals')).toContainText('Cancelled');
  await shot(page, `list-filtered-${size()}`);
  if (size() === 'desktop') await shot(page, 'list-filtered-390', { width: 390, height: 844 });
  await checkAccessibility(page);

  // The address, opened in another tab, is the same view.
  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await expect(rows(other).filter({ hasText: reference })).toHaveCount(1);
  await expect(other.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue(partial);
  await expect(other.getByRole('textbox', { name: 'Created From' })).toHaveValue(today);
  await expect(other.getByRole('combobox', { name: 'Status' })).toHaveValue('Cancelled');
  await other.close();

  // A search that finds nothing: the dialog, then an empty table under the search that found nothing.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('ZZNOMATCH');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('No exact matches found!');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/reference=ZZNOMATCH/);
  await expect(page.getByText('No top-up requests')).toBeVisible();
  await expect(rows(page).filter({ hasText: reference })).toHaveCount(0);
  await expect(page.getByTestId('paging-text')).toHaveText(/0 - 0 of 0 items/);

  // Back: the previous search again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`reference=${partial}`, 'i'));
  await expect(rows(page).filter({ hasText: reference })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue(partial);
});

test('a saved view brings back its filters and columns after a reload @tablet', async ({
  topupAdmin: page,
  baseURL,
}) => {
  const reference = await cancelledRequest(page.request, baseURL);
  const name = `Cancelled ${size()} ${Date.now().toString(36)}`;
  await page.goto(`/BackOffice/Topup-Requests?status=4&reference=${reference}`);
  await expect(rows(page).filter({ hasText: reference })).toHaveCount(1);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Date Posted' }).click();
  await expect(page.getByRole('checkbox', { name: 'Date Posted' })).not.toBeChecked();
  await expect(page).toHaveURL(/cols=/);
  await expect(page.getByRole('columnheader', { name: 'Date Posted' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const save = page.getByRole('dialog', { name: 'Save current view' });
  await save.getByRole('textbox', { name: 'View name' }).fill(name);
  await shot(page, `save-view-${size()}`);
  await save.getByRole('button', { name: 'Save view' }).click();
  await expect(save).toBeHidden();

  // The same name again is refused, with a clear message.
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  await save.getByRole('textbox', { name: 'View name' }).fill(name.toUpperCase());
  await save.getByRole('button', { name: 'Save view' }).click();
  await expect(save).toContainText('You already have a view with this name; choose another name');
  await save.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/BackOffice/Topup-Requests');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Date Posted' })).toBeVisible();
  await page.getByRole('button', { name: 'Saved views' }).click();
  await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await shot(page, `views-menu-${size()}`);
  if (size() === 'desktop') await shot(page, 'views-menu-390', { width: 390, height: 844 });
  await page.getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL(/status=4/);
  await expect(page).toHaveURL(new RegExp(`reference=${reference}`));
  await expect(rows(page).filter({ hasText: reference })).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'Date Posted' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Cancelled');

  // Back: the list as it was before the view was chosen.
  await page.goBack();
  await expect(page.getByRole('columnheader', { name: 'Date Posted' })).toBeVisible();
  await deleteViews(page.request, name);
});

test('the report shows totals by status', async ({ topupAdmin: page, isMobile }) => {
  test.skip(isMobile, 'desktop and 768 px only');
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const today = manilaDateText(new Date());
  await page.goto(
    `/BackOffice/Print/Topup-Report?kind=summary&dateFrom=${today.slice(0, 8)}01&dateTo=${today}`,
  );
  const totals = page.getByTestId('status-totals-table');
  await expect(totals).toBeVisible();
  await expect(totals.locator('tbody tr').first()).toBeVisible();
  await shot(page, 'report-totals-desktop');
  await shot(page, 'report-totals-390', { width: 390, height: 844 });
});
