import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { logInToBackOffice, logInToPortal } from './support/back-office-admin.ts';
import { expectNoHorizontalScroll, logInThroughHome } from './support/portal.ts';
import { manilaDay } from './support/reconciliation.ts';
import { ENCODER, runTag, SECOND_ENCODER } from './support/transmittals.ts';
import { backOfficeLogin } from './support/two-factor.ts';
import { picture, SCREENSHOTS, shoot } from './support/screenshots.ts';

// Issue 18's wallet history: a customer sees a journal-entry credit (with its purpose) and a transmittal
// credit (with its department) beside a pending top-up, each credit with the balance after it, the newest
// equal to the balance Home shows and the ledger's; a credit opens its detail.
//
// The portal has no sign-up and the API makes no customers, so the wallet is Elena's (a demo customer whom no
// demo employee is paid into): this run adds an employee on it and makes it inactive again at the end.
// Every assertion is about this run's lines (a unique tag), so earlier credits to her wallet do not matter.

const ELENA = { mobileNo: '09170000005', firstName: 'Elena', lastName: 'Bautista' };
const JOURNAL_PESOS = 321.45;
const TRANSMITTAL_PESOS = 1500.25;
const PENDING_PESOS = 150;

const peso = (pesos: number) =>
  `₱${pesos.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function staffContext(baseURL: string | undefined, mobileNo: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await backOfficeLogin(context, mobileNo, 'demo1234');
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

interface Credits {
  purpose: string;
  departmentName: string;
  transmittalId: number;
  release: () => Promise<void>;
}

/** A journal entry by Ana, and a transmittal for a department of this run saved by Carla and approved by Dario. */
async function creditElena(baseURL: string | undefined, tag: string): Promise<Credits> {
  const purpose = `Refund ${tag}`;
  const ana = await playwrightRequest.newContext({ baseURL });
  await logInToBackOffice(ana);
  const journal = await ana.post('/api/JournalEntry', {
    // The desktop and phone runs credit the same amount within minutes: past the duplicate question (0044).
    data: {
      contactNumber: ELENA.mobileNo,
      topupRequestAmount: JOURNAL_PESOS,
      purpose,
      confirmDuplicate: true,
    },
  });
  expect(journal.status(), await journal.text()).toBe(200);
  await ana.dispose();

  const carla = await staffContext(baseURL, ENCODER);
  const departmentName = `History ${tag}`;
  expect((await carla.post('/api/Departments', { data: { departmentName, status: true } })).status()).toBe(
    200,
  );
  const departments = (await (await carla.get('/api/Departments/Active')).json()) as {
    id: number;
    departmentName: string;
  }[];
  const departmentId = departments.find((department) => department.departmentName === departmentName)?.id;
  if (!departmentId) throw new Error('the department of the run was not saved');
  const employee = {
    firstName: ELENA.firstName,
    lastName: ELENA.lastName,
    position: 'Cashier',
    departmentId,
  };
  const hired = await carla.post('/api/Employees', {
    data: { ...employee, ewalletAccountInfo: ELENA.mobileNo, status: true },
  });
  expect(hired.status(), await hired.text()).toBe(200);
  const [staff] = (await (
    await carla.get(`/api/Employees/GetEmployeesByDepartmentId?departmentId=${departmentId}`)
  ).json()) as { id: number }[];
  if (!staff) throw new Error('the employee of the run was not saved');
  const release = async () => {
    await carla.put('/api/Employees/Update', {
      data: { id: staff.id, ...employee, ewalletAccountInfo: ELENA.mobileNo, status: false },
    });
    await carla.dispose();
  };
  try {
    const saved = await carla.post('/api/Transmittals', {
      data: {
        transmittalDate: manilaDay(0),
        dateStart: manilaDay(-14),
        dateEnd: manilaDay(-1),
        remarks: `Back-office note ${tag}`,
        departmentId,
        transmittalDetails: [{ employeeId: staff.id, amount: TRANSMITTAL_PESOS }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const transmittalId = ((await saved.json()) as { id: number }).id;
    const dario = await staffContext(baseURL, SECOND_ENCODER);
    const approved = await dario.post('/api/Transmittals/ApproveTransmittals', {
      data: [{ id: transmittalId }],
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await dario.dispose();
    return { purpose, departmentName, transmittalId, release };
  } catch (error) {
    await release();
    throw error;
  }
}

async function shot(page: Page, name: string, docsName?: string) {
  if (!SCREENSHOTS) return;
  const size = test.info().project.name === 'phone' ? 'phone' : 'desktop';
  await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, `history/${name}-${size}`, { fullPage: true });
  if (docsName) await shoot(page, `${docsName}-${size}`);
}

test('a customer sees a journal credit and a transmittal credit with running balances that match the ledger', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = runTag(testInfo.project.name);
  const credits = await creditElena(baseURL, tag);
  try {
    // A pending request of her own, made as the portal makes one: a line without money.
    await logInThroughHome(page, ELENA.mobileNo);
    const me = (await (await page.request.get('/api/Customers/Me?scope=portal')).json()) as { id: number };
    const pending = await page.request.post('/api/TopupRequests', {
      data: {
        topupOption: 1,
        ewalletAccountId: me.id,
        topupRequestAmount: PENDING_PESOS,
        paymentMethodCode: 102,
        contactNumber: ELENA.mobileNo,
      },
    });
    expect(pending.status(), await pending.text()).toBe(200);
    const { referenceNumber } = (await pending.json()) as { referenceNumber: string };

    await page.goto('/');
    const balanceText = page.getByTestId('wallet-balance');
    await expect(balanceText).toHaveText(/^₱[\d,]+\.\d{2}$/);
    const ledger = await playwrightRequest.newContext({ baseURL });
    await logInToPortal(ledger, ELENA.mobileNo);
    const { balance } = (await (await ledger.get('/api/Customers/Me/Balance')).json()) as { balance: number };
    await ledger.dispose();
    await expect(balanceText).toHaveText(peso(balance));

    const history = page.getByTestId('wallet-history');
    const lines = history.getByRole('listitem');
    // Newest first: the pending request, the transmittal credit, the journal credit.
    const request = lines.nth(0);
    await expect(request).toContainText(referenceNumber);
    await expect(request).toContainText('Pending');
    await expect(request.getByTestId('line-amount')).toHaveText(peso(PENDING_PESOS));
    await expect(request.getByTestId('line-balance')).toHaveCount(0);

    const transmittal = lines.nth(1);
    await expect(transmittal).toContainText(credits.departmentName);
    await expect(transmittal).toContainText(`Transmittal No. ${credits.transmittalId}`);
    await expect(transmittal).not.toContainText('Back-office note');
    await expect(transmittal.getByTestId('line-amount')).toHaveText(`+${peso(TRANSMITTAL_PESOS)}`);
    // The top credit's balance after it is the balance Home shows and the ledger's.
    await expect(transmittal.getByTestId('line-balance')).toHaveText(`Balance after: ${peso(balance)}`);

    const journal = lines.nth(2);
    await expect(journal).toContainText(credits.purpose);
    await expect(journal.getByTestId('line-amount')).toHaveText(`+${peso(JOURNAL_PESOS)}`);
    const before = Math.round(balance * 100) - Math.round(TRANSMITTAL_PESOS * 100);
    await expect(journal.getByTestId('line-balance')).toHaveText(`Balance after: ${peso(before / 100)}`);
    await expect(history).not.toContainText('Ana Reyes');
    await checkAccessibility(page);
    await expectNoHorizontalScroll(page);
    await shot(page, 'home-history', 'portal-history');

    // A credit opens its detail: the purpose, the amount and the balance after it.
    await journal.getByRole('link', { name: credits.purpose }).click();
    await expect(page).toHaveURL(/\/history\/journal\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
    await expect(page.getByText('Credit from the shop')).toBeVisible();
    await expect(page.getByTestId('detail-balance')).toHaveText(peso(before / 100));
    await expect(page.getByTestId('detail-amount')).toHaveText(`+${peso(JOURNAL_PESOS)}`);
    await expect(page.getByRole('definition').filter({ hasText: credits.purpose })).toBeVisible();
    await checkAccessibility(page);
    await expectNoHorizontalScroll(page);
    await shot(page, 'journal-detail');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await history.getByRole('link', { name: credits.departmentName }).click();
    await expect(page).toHaveURL(/\/history\/transmittal\/\d+$/);
    await expect(
      page.getByRole('definition').filter({ hasText: new RegExp(`^${credits.transmittalId}$`) }),
    ).toBeVisible();
    await expect(page.getByTestId('detail-balance')).toHaveText(peso(balance));
    await checkAccessibility(page);
    await shot(page, 'transmittal-detail');

    // Another customer's line, or one asked for by a made-up address, is not shown.
    await page.goto('/history/journal/2147483647');
    await expect(page.getByText('This transaction is not in your history.')).toBeVisible();
  } finally {
    await credits.release();
  }
});

// Issue 25: a top-up someone else made for Elena's wallet is in her history, but the payer's side is not:
// no reference, no receipt (with its Pay now and cancel), no payer's number; the link, were she to hold it,
// opens nothing for her.
test("a top-up someone else made for her wallet shows without the payer's side", async ({
  page,
  baseURL,
}) => {
  const payerNumber = '09179998877';
  const payer = await playwrightRequest.newContext({ baseURL });
  const lookup = await payer.get('/api/Customers/CustomerByMobileNo', {
    params: { mobileNo: ELENA.mobileNo },
  });
  const { id } = (await lookup.json()) as { id: number };
  const created = await payer.post('/api/TopupRequests', {
    data: {
      topupOption: 2,
      ewalletAccountId: id,
      ewalletMobileNo: ELENA.mobileNo,
      topupRequestAmount: 275.5,
      paymentMethodCode: 102,
      contactNumber: payerNumber,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { referenceNumber, receiptPath } = (await created.json()) as {
    referenceNumber: string;
    receiptPath: string;
  };
  await payer.dispose();

  await logInThroughHome(page, ELENA.mobileNo);
  await page.goto('/');
  const line = page.getByTestId('wallet-history').getByRole('listitem').first();
  await expect(line).toContainText('Top-up from someone else');
  await expect(line.getByTestId('line-amount')).toHaveText(peso(275.5));
  await expect(line).toContainText('Pending');
  await expect(line).not.toContainText(referenceNumber);
  await expect(line.getByRole('button', { name: /copy/i })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await shot(page, 'home-history-by-another');

  await line.getByRole('link', { name: 'Pay on Site' }).click();
  await expect(page).toHaveURL(/\/history\/topup\/\d+$/);
  await expect(page.getByTestId('by-another-payer')).toBeVisible();
  await expect(page.getByText('The payer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open receipt' })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(referenceNumber);
  await expect(page.locator('main')).not.toContainText(payerNumber);
  await checkAccessibility(page);
  await expectNoHorizontalScroll(page);
  await shot(page, 'topup-detail-by-another');

  // Even holding the payer's link, her session opens nothing: the receipt is the payer's.
  await page.goto(receiptPath);
  await expect(page.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(referenceNumber);
});
