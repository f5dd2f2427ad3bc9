import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/personas.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { openMenu } from './support/back-office-session.ts';
import { picture } from './support/screenshots.ts';
import {
  choose,
  ENCODER,
  runTag,
  SECOND_ENCODER,
  signInToBackOffice,
  TRANSMITTAL_ADMIN,
} from './support/transmittals.ts';

// Issue 19's transmittal work: amounts from a CSV file, the column total, unsaved amounts guarded, select-all,
// a rejection with a reason (list and report), and "n awaiting approval" on the dashboard. The desktop
// project runs at 1280 px; the entry screens' layout changes at a tablet's width, so the tablet project runs
// them too (@tablet in the titles).

/** Elena's wallet: held by no demo employee, and no other spec pays an employee into it. */
const FREE_WALLET = '09170000005';
const JUAN_WALLET = '09171234567';

/** A picture to look at (SCREENSHOTS=1, into .tmp/screenshots). */
async function shot(page: Page, name: string) {
  await picture(page, `transmittals/${name}-${test.info().project.name}`);
}

interface Fixture {
  departmentId: number;
  departmentName: string;
  remarks: string;
  reason: string;
  active: { id: number; name: string };
  inactiveId: number;
}

/** A department of this run with one active employee (on a free wallet) and one inactive one. */
async function createDepartment(request: APIRequestContext, tag: string): Promise<Fixture> {
  const departmentName = `Bulk ${tag}`;
  expect((await request.post('/api/Departments', { data: { departmentName, status: true } })).status()).toBe(
    200,
  );
  const departments = (await (await request.get('/api/Departments/Active')).json()) as {
    id: number;
    departmentName: string;
  }[];
  const departmentId = departments.find((department) => department.departmentName === departmentName)?.id;
  if (departmentId === undefined) throw new Error('the department of the run was not saved');
  const lastName = `Bulk${tag.replace(/\W/g, '')}`;
  for (const [firstName, wallet, status] of [
    ['Amy', FREE_WALLET, true],
    ['Old', JUAN_WALLET, false],
  ] as const) {
    const response = await request.post('/api/Employees', {
      data: { firstName, lastName, position: 'Picker', departmentId, ewalletAccountInfo: wallet, status },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const employees = (await (
    await request.get(`/api/Employees/GetEmployeesByDepartmentId?departmentId=${departmentId}`)
  ).json()) as { id: number; employeeName: string; status: boolean }[];
  const active = employees.find((employee) => employee.status);
  const inactive = employees.find((employee) => !employee.status);
  if (!active || !inactive) throw new Error('the employees of the run were not saved');
  return {
    departmentId,
    departmentName,
    remarks: `CSV ${tag}`,
    reason: `Wrong period ${tag}`,
    active: { id: active.id, name: active.employeeName },
    inactiveId: inactive.id,
  };
}

/** The free wallet is given back: the employee of this run is made inactive. */
async function releaseWallet(request: APIRequestContext, fixture: Fixture | null) {
  if (!fixture) return;
  const employees = (await (
    await request.get(`/api/Employees/GetEmployeesByDepartmentId?departmentId=${fixture.departmentId}`)
  ).json()) as {
    id: number;
    firstName: string;
    lastName: string;
    position: string;
    departmentId: number;
    ewalletAccountInfo: string;
  }[];
  for (const employee of employees.filter((found) => found.id === fixture.active.id)) {
    await request.put('/api/Employees/Update', {
      data: {
        id: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
        position: employee.position,
        departmentId: employee.departmentId,
        ewalletAccountInfo: employee.ewalletAccountInfo,
        status: false,
      },
    });
  }
}

test.describe.configure({ mode: 'serial' });

let fixture: Fixture | null = null;

test.afterAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInToBackOffice(await context.newPage(), TRANSMITTAL_ADMIN);
  await releaseWallet(context.request, fixture);
  await context.close();
});

test('an encoder uploads a CSV of amounts, sees the total, is asked before leaving, and saves @tablet', async ({
  encoder: page,
}, testInfo) => {
  const current = await createDepartment(page.request, runTag(testInfo.project.name));
  fixture = current;
  await page.goto('/BackOffice/Transmittal-Entry');
  await expect(page.getByRole('button', { name: 'Upload CSV' })).toBeDisabled();
  await choose(page, 'Department', current.departmentName);
  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByText('Number of Employees: 1')).toBeVisible();
  await page.getByLabel('Remarks').fill(current.remarks);

  // Every line is checked first: one is good, the others are listed with their problem and skipped.
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload CSV' });
  const csv = [
    'employee_id,employee_name,amount',
    `${current.active.id},Amy,"1,500.50"`,
    `${current.active.id},Amy again,20`,
    `${current.inactiveId},Old,10`,
    '99999999,Nobody,5',
    'abc,?,5',
  ].join('\n');
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Choose CSV file' }).click();
  await (await chooser).setFiles({ name: 'amounts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // Each line's problem, nothing applied before Apply, and the total are screen tests
  // (web/src/backoffice/transmittal-entry/transmittal-entry-page.test.tsx).
  await expect(upload.getByRole('status')).toHaveText('1 line ready, 4 with a problem (skipped)');
  await checkAccessibility(page);
  await shot(page, 'entry-csv-preview');
  await upload.getByRole('button', { name: 'Apply 1 amount' }).click();
  await expect(upload).toBeHidden();
  const amount = page.getByLabel(`Amount for ${current.active.name}`);
  await expect(amount).toHaveValue('1,500.50');
  await expect(page.getByTestId('amount-column-total')).toHaveText('₱1,500.50');

  await amount.fill('2000.20');

  // Choosing another department asks first (leaving by the menu is a screen test); Keep editing keeps them.
  const discard = page.getByRole('dialog', { name: 'Unsaved amounts' });
  await choose(page, 'Department', 'Warehouse');
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue(current.departmentName);
  await expect(amount).toHaveValue('2,000.20');

  // A reload asks the browser's question; once left, the page gives the typed amounts back (the draft kept
  // in this tab: the same as after signing in again when the session ended mid-edit).
  const asked: string[] = [];
  page.once('dialog', (question) => {
    asked.push(question.type());
    void question.accept();
  });
  await page.reload();
  await expect(page.getByText('Number of Employees: 1')).toBeVisible();
  await expect(amount).toHaveValue('2,000.20');
  await expect(page.getByLabel('Remarks')).toHaveValue(current.remarks);
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue(current.departmentName);
  expect(asked).toEqual(['beforeunload']);

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText('The transmittal transaction has been saved successfully.').last(),
  ).toBeVisible();
  await expect(page.getByText('Number of Employees: 0')).toBeVisible();
  // Saved: leaving no longer asks.
  await openMenu(page);
  await page
    .getByRole('navigation', { name: 'Back-office menu' })
    .getByRole('link', { name: 'Transmittal List' })
    .click();
  await expect(page).toHaveURL(/Transmittal-List/);
  await expect(discard).toBeHidden();
});

test('another encoder selects all on the page and rejects with a reason, shown in the list and the report @tablet', async ({
  page,
}) => {
  if (!fixture) throw new Error('the first test saves the transmittal');
  const current = fixture;
  await signInToBackOffice(page, SECOND_ENCODER);
  await page.goto('/BackOffice/Transmittal-List');
  const mine = page.getByRole('row').filter({ hasText: current.remarks });
  await expect(mine).toContainText('₱2,000.20');

  // Select all ticks every row of the page; the demo's own transmittals are then unticked (they stay
  // Pending for the other specs), which leaves the header checkbox indeterminate.
  const all = page.getByRole('checkbox', { name: 'Select all transmittals on this page' });
  await all.check();
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select the transmittal/ }) });
  const count = await rows.count();
  for (let index = 0; index < count; index += 1)
    await expect(rows.nth(index).getByRole('checkbox')).toBeChecked();
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    if (!((await row.textContent()) ?? '').includes(current.remarks))
      await row.getByRole('checkbox').uncheck();
  }
  await expect(mine.getByRole('checkbox')).toBeChecked();
  if (count > 1) await expect(all).toBeChecked({ indeterminate: true });

  // `r` opens the rejection (its reason's rules are screen tests: transmittal-list-page.test.tsx).
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Reject Transmittal' });
  await expect(dialog).toContainText('Reject the selected transmittal (₱2,000.20)?');
  // Typing `a` or `r` in the reason types them: the keys act only outside fields.
  await dialog.getByLabel('Reason').pressSequentially(`  ${current.reason}  `);
  await expect(dialog.getByLabel('Reason')).toHaveValue(`  ${current.reason}  `);
  await expect(page.getByRole('dialog', { name: 'Approve Transmittal' })).toHaveCount(0);
  await checkAccessibility(page);
  await shot(page, 'reject-dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Transmittal Successfully Rejected').last()).toBeVisible();
  await expect(mine).toHaveCount(0);

  await choose(page, 'Status', 'Rejected');
  await expect(page).toHaveURL(/status=2/);
  await expect(page.getByRole('columnheader', { name: 'Reason' })).toBeVisible();
  await expect(mine).toContainText(current.reason);
  await shot(page, 'list-with-reason');

  // The report says who rejected it and why; it stays open over a reload (its panel is in the address).
  await mine.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page).toHaveURL(/panel=report-\d+/);
  await expect(page.getByText(`Rejection Reason: ${current.reason}`).first()).toBeVisible();
  await expect(page.getByText('Rejected By: Dario Lim').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Rejection Reason: ${current.reason}`).first()).toBeVisible();
});

test("the dashboard counts what waits for each person: nothing for an admin, an encoder's own inbox @tablet", async ({
  page,
}) => {
  for (const mobileNo of [TRANSMITTAL_ADMIN, ENCODER]) {
    await signInToBackOffice(page, mobileNo);
    const waiting = (await (await page.request.get('/api/Inbox')).json()) as { total: number };
    await page.goto('/BackOffice/Dashboard');
    const card = page.getByTestId('needs-you');
    if (mobileNo === TRANSMITTAL_ADMIN) {
      // Only an encoder approves a transmittal: its admin is not told of them (issue 28).
      expect(waiting.total).toBe(0);
      await expect(card).toHaveText('Nothing waits for you');
      await checkAccessibility(page);
      await shot(page, 'dashboard-awaiting');
    } else {
      await expect(card).toHaveText(
        waiting.total === 0
          ? 'Nothing waits for you'
          : new RegExp(`^${waiting.total} (thing waits|things wait) for you$`),
      );
    }
    await card.click();
    await expect(page).toHaveURL(/Needs-You$/);
    await expect(page.getByRole('heading', { name: 'Needs you', level: 1 })).toBeVisible();
  }
});
