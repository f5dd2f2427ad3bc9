import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { ANA, newPerson } from './support/back-office-admin.ts';
import { signInBackOffice } from './support/back-office-session.ts';
import { PERSONAS } from './support/personas.ts';
import { PAYER } from './support/portal.ts';
import { picture, settle } from './support/screenshots.ts';

// Every back-office screen of the menu (web/src/backoffice/shared/menu.ts, the registry screen-pages.ts
// reads), at 1280 and 768 px, with the demo's data and a payment to return and one refunded: the page never
// scrolls sideways, nothing on it scrolls sideways at 1280 px, no word in a table cell is broken across
// lines (issue 28: "Debit/C redit Card", "Bank Transfe r", "Allowanc e"), and axe finds nothing serious with
// the screen's menu item active and with each of its dialogs open. Pictures of each screen at both widths go
// to .tmp/screenshots/layout-<screen>-<width>.png with SCREENSHOTS=1, to look at.

// Its name makes it the desktop worker's first file: it checks the demo's data, before other specs add
// theirs to the same database (the long-text spec's unbroken 80-letter words, the bulk spec's moves of the
// demo's Pending requests). Such a word still pushes the journal table 21 px sideways: issue 28, left open.

// The widths are set here; the phone project would repeat the same run.
test.skip(({ isMobile }) => isMobile, 'the desktop project covers both widths');
test.describe.configure({ timeout: 180_000 });
test.use({ deviceScaleFactor: 1 });

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
] as const;

/** A dialog of a screen: how it opens (from the screen as loaded) and its accessible name. */
interface DialogCase {
  name: string | RegExp;
  open: (page: Page) => Promise<void>;
}

/** One view of a screen: its address under /BackOffice (a menu item's path, with a query for a view). */
interface ViewCase {
  address: string;
  /** Shown once the view's data is in. */
  ready: (page: Page) => Locator;
  dialogs?: DialogCase[];
}

const click = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('main').getByRole('button', { name }).first().click();
};

/** Every menu item's path (as Ana, a top-up admin, sees the whole menu) with its views and dialogs. */
const SCREENS: Record<string, ViewCase[]> = {
  'Needs-You': [
    {
      address: 'Needs-You',
      // Its sections once the inbox is in (or its empty state).
      ready: (page) => page.getByRole('main').getByRole('region').first().or(page.getByTestId('inbox-empty')),
    },
  ],
  Dashboard: [
    {
      address: 'Dashboard',
      ready: (page) => page.getByRole('heading', { name: 'General Statistics' }),
      dialogs: [{ name: 'Keyboard shortcuts', open: (page) => page.keyboard.press('Shift+?') }],
    },
  ],
  'Topup-Requests': [
    {
      address: 'Topup-Requests',
      ready: (page) => page.getByTestId('topup-table').getByRole('row').nth(1),
      dialogs: [
        { name: 'Top-up Request Details', open: click(/^View Details of /) },
        {
          name: 'Change Status',
          open: async (page) => {
            await page.getByRole('button', { name: `View Details of ${PENDING_REFERENCE}` }).click();
            await page
              .getByRole('dialog', { name: 'Top-up Request Details' })
              .getByRole('button', { name: 'Change Status' })
              .click();
          },
        },
        { name: 'Generate Report', open: click('Generate Report') },
        { name: 'Generate Summary Report', open: click('Generate Summary Report') },
      ],
    },
  ],
  'Payments-to-Return': [
    {
      address: 'Payments-to-Return',
      ready: (page) => page.getByRole('table', { name: 'Payments to return' }).getByRole('row').nth(1),
      dialogs: [{ name: 'Refund Payment', open: click(/^Refund /) }],
    },
    {
      address: 'Payments-to-Return?view=1',
      ready: (page) => page.getByRole('table', { name: 'Refunded payments' }).getByRole('row').nth(1),
    },
  ],
  'Journal-Entry-Loading': [
    {
      address: 'Journal-Entry-Loading',
      ready: (page) => page.getByRole('table', { name: 'Journal entries' }).getByRole('row').nth(1),
      dialogs: [
        { name: 'Create New Entry', open: click('Create New Entry') },
        { name: 'Generate Report', open: click('Generate Report') },
      ],
    },
    {
      address: 'Journal-Entry-Loading?view=awaiting',
      ready: (page) => page.getByRole('table', { name: 'Journal entries' }).getByRole('row').nth(1),
    },
  ],
  Reconciliation: [
    { address: 'Reconciliation', ready: (page) => page.getByRole('form', { name: 'Report dates' }) },
  ],
  'Payment-Methods': [
    {
      address: 'Payment-Methods',
      ready: (page) => page.getByRole('table', { name: 'Payment methods' }).getByRole('row').nth(1),
      dialogs: [{ name: 'Edit Payment Method', open: click('Edit Debit/Credit Card') }],
    },
  ],
  'User-Manager': [
    {
      address: 'User-Manager',
      ready: (page) => page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1),
      dialogs: [
        { name: 'Create New User', open: click('Create New User') },
        { name: 'Customer password reset', open: click('Customer password reset') },
        { name: 'Remove User', open: click(/^Remove User: /) },
        { name: 'Reset two-factor sign-in', open: click(/^Reset two-factor: /) },
      ],
    },
  ],
  Department: [
    {
      address: 'Department',
      ready: (page) => page.getByRole('main').getByRole('table').getByRole('row').nth(1),
      dialogs: [
        { name: 'Department Entry', open: click('Create New') },
        { name: 'List of Employees', open: click(/^View Employee: /) },
      ],
    },
  ],
  Employee: [
    {
      address: 'Employee',
      ready: (page) => page.getByRole('main').getByRole('table').getByRole('row').nth(1),
      dialogs: [{ name: 'Employee Entry', open: click(/^Edit /) }],
    },
  ],
  'Transmittal-Entry': [
    {
      address: 'Transmittal-Entry',
      ready: (page) => page.getByRole('heading', { name: 'Transmittal Entry', level: 1 }),
    },
  ],
  'Transmittal-List': [0, 1, 2].map((status) => ({
    address: `Transmittal-List?status=${status}`,
    ready: (page: Page) => page.getByRole('main').getByRole('table').getByRole('row').nth(1),
    dialogs: [
      { name: 'Transmittal View', open: click('View') },
      { name: /^TransmittalReport_Date_/, open: click('Report') },
    ],
  })),
  'Audit-Log': [
    {
      address: 'Audit-Log',
      ready: (page) => page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1),
    },
  ],
};

/** The demo's Pending request (server/src/demo/seed-topups.ts), whose status may change. */
const PENDING_REFERENCE = 'DEMQPENDG2';

/** How far the page, and at 1280 px anything on it, scrolls sideways: the elements that do, by px. */
async function sidewaysScroll(page: Page, { anyElement }: { anyElement: boolean }): Promise<string[]> {
  return page.evaluate((anyElement) => {
    const found: string[] = [];
    const page = document.documentElement.scrollWidth - window.innerWidth;
    if (page > 0) found.push(`the page by ${page}px`);
    if (!anyElement) return found;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *, [role="dialog"] *'))) {
      const style = getComputedStyle(element);
      if (!/(auto|scroll)/.test(style.overflowX) || element.clientWidth === 0) continue;
      const by = element.scrollWidth - element.clientWidth;
      if (by > 1) {
        const label = element.getAttribute('aria-label') ?? element.className.toString().slice(0, 60);
        found.push(`${element.tagName.toLowerCase()} "${label}" by ${by}px`);
      }
    }
    return found;
  }, anyElement);
}

/**
 * The words of visible table cells that the browser laid out on more than one line: a word is a run of
 * characters without a space, a slash or a hyphen (a line may end after "Debit/", never inside "Credit"),
 * made of letters only. A code with digits (a provider's "sbx_0dae0eae…", a reference) may wrap: it is
 * no word, and a cell would otherwise have to be as wide as the longest one.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const cells = document.querySelectorAll<HTMLElement>('td, th');
    for (const cell of Array.from(cells)) {
      if (!cell.checkVisibility()) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s/\-–]+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.bottom)),
          );
          if (lines.size > 1 && /^\p{L}+$/u.test(match[0]))
            found.push(`"${match[0]}" in "${cell.innerText.replace(/\s+/g, ' ')}"`);
        }
      }
    }
    return [...new Set(found)];
  });
}

async function waitForData(page: Page, view: ViewCase): Promise<void> {
  // A screen's first opening on a fresh server also loads its chunk: on a busy machine that takes a while.
  await expect(view.ready(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByLabel('Loading', { exact: true })).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await settle(page);
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function checkLayout(page: Page, width: number): Promise<void> {
  const where = `${new URL(page.url()).pathname.slice(1)}${new URL(page.url()).search} at ${width} px`;
  expect
    .soft(await sidewaysScroll(page, { anyElement: width >= 1280 }), `scrolls sideways: ${where}`)
    .toEqual([]);
  expect.soft(await brokenWords(page), `words broken across lines: ${where}`).toEqual([]);
}

/** A card payment taken after its request was cancelled: a payment to return (as the portal's payer sees it). */
async function queuePaymentToReturn(browser: Browser, baseURL: string | undefined, pesos: number) {
  const payer = await newPerson(browser, baseURL);
  const request = payer.page.request;
  const lookup = await request.get('/api/Customers/CustomerByMobileNo', {
    params: { mobileNo: PERSONAS.juan.mobileNo },
  });
  const customer: { id: number; fullName: string } = await lookup.json();
  const created = await request.post('/api/topuprequests', {
    data: {
      topupOption: 2,
      ewalletAccountId: customer.id,
      ewalletAccountName: customer.fullName,
      topupRequestAmount: pesos,
      paymentMethodCode: 101,
      contactNumber: PAYER.mobileNo,
      billingAddress: null,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { referenceNumber, checkoutUrl } = (await created.json()) as {
    referenceNumber: string;
    checkoutUrl: string;
  };
  const found = await request.post('/api/TopupRequests/Search', {
    data: { ReferenceNumber: referenceNumber, SupportingReference: String(pesos) },
  });
  expect(found.status(), await found.text()).toBe(200);
  const { id }: { id: number } = await found.json();
  const cancelled = await request.post('/api/TopupRequests/Cancel', {
    data: { id, referenceNumber, remarks: 'Incorrect Amount' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const late = new URL(checkoutUrl, baseURL);
  late.searchParams.set('late', '1');
  await payer.page.goto(late.toString());
  await payer.page.getByRole('button', { name: /^Pay ₱/ }).click();
  await expect(payer.page).toHaveURL(new RegExp(`ref=${referenceNumber}$`));
  await payer.context.close();
  return referenceNumber;
}

test.beforeAll(async ({ browser, baseURL }) => {
  // One payment refunded (the Refunded view), one still to return (the queue and its Refund dialog).
  const refunded = await queuePaymentToReturn(browser, baseURL, 1275.5);
  await queuePaymentToReturn(browser, baseURL, 320);
  const admin = await newPerson(browser, baseURL);
  await signInBackOffice(admin.page.request, ANA.mobileNo);
  const queue = await admin.page.request.get('/api/PaymentsToReturn?status=0');
  const payments: { id: number; referenceNumber: string }[] = await queue.json();
  const payment = payments.find((one) => one.referenceNumber === refunded);
  const refund = await admin.page.request.post(`/api/PaymentsToReturn/${payment?.id}/Refund`, {
    data: { reason: 'Request cancelled before the payment arrived' },
    headers: { 'idempotency-key': `layout-${Date.now()}` },
  });
  expect(refund.status(), await refund.text()).toBe(200);
  await admin.context.close();
});

test('the spec covers every screen of the menu', async ({ page }) => {
  await signInBackOffice(page.request, ANA.mobileNo);
  await page.goto('/BackOffice/Dashboard');
  const links = page.getByRole('navigation', { name: 'Back-office menu' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const paths = await links.evaluateAll((all) =>
    all.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace('/BackOffice/', '')),
  );
  expect(paths.sort()).toEqual(Object.keys(SCREENS).sort());
});

for (const [path, views] of Object.entries(SCREENS)) {
  test(`${path}: no sideways scroll, no broken words, no serious axe finding at 1280 and 768 px`, async ({
    page,
  }) => {
    await signInBackOffice(page.request, ANA.mobileNo);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const view of views) {
        await test.step(`${view.address} at ${size.width} px`, async () => {
          await page.goto(`/BackOffice/${view.address}`);
          await waitForData(page, view);
          const name = `layout-${view.address.replace(/[?=&]/g, '-')}-${size.width}`;
          await picture(page, name, { fullPage: true });
          await checkLayout(page, size.width);
          // The screen's menu item is active; at 768 px the menu is folded away, at 1280 px it shows, and
          // the pointer that clicked it may rest on it (a hover shade under the active one's text).
          await checkAccessibility(page);
          if (size.width >= 1280) {
            await page
              .getByRole('navigation', { name: 'Back-office menu' })
              .locator('[aria-current="page"]')
              .hover();
            await settle(page);
            await checkAccessibility(page);
            await page.mouse.move(size.width - 1, size.height - 1);
          }
          // Each dialog once, at 1280 px (axe's findings do not depend on the width; a dialog's layout at
          // 768 px is the screens' own tests').
          if (size.width < 1280) return;
          for (const dialog of view.dialogs ?? []) {
            await dialog.open(page);
            const opened = page.getByRole('dialog', { name: dialog.name });
            await expect(opened).toBeVisible();
            await expect(opened.getByLabel('Loading', { exact: true })).toHaveCount(0);
            await settle(page);
            await checkLayout(page, size.width);
            await checkAccessibility(page);
            await closeDialog(page);
          }
        });
      }
    }
  });
}
