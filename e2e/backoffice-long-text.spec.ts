import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/personas.ts';
import { MARIA, saveJournalEntry } from './support/back-office-admin.ts';
import { runTag } from './support/transmittals.ts';

// A word of 80 capitals without a space, as a person pastes it into a position or a purpose.
const LONG_WORD = 'SUPERVISOR'.repeat(8);
// The tables' layout changes at a tablet's width: the tablet project runs these too (@tablet in the titles).

/** A window narrower than the desktop's (the tablet project's 768 px): there the tables scroll sideways. */
const narrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** Whether the element lies within the window's width, without scrolling sideways. */
async function expectInsideWindow(page: Page, element: Locator, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // Polled: the layout may still settle (fonts, a dialog opening) when the element first shows.
  await expect
    .poll(
      async () => {
        const box = await element.boundingBox();
        return box ? box.x + box.width : Infinity;
      },
      { message: `${what}: right edge vs window width ${width}` },
    )
    .toBeLessThanOrEqual(width);
}

/** Whether the element's text stays inside its own box (nothing runs out of it). */
async function expectNoOverflow(element: Locator, what: string): Promise<void> {
  await expect
    .poll(() => element.evaluate((el) => el.scrollWidth - el.clientWidth), {
      message: `${what}: scrollWidth beyond clientWidth`,
    })
    .toBeLessThanOrEqual(0);
}

/** A picture for a person to look at, only when asked for (SCREENSHOTS=1), beside the test's output. */
async function picture(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

test('a position of one long word wraps in the employee table, and Edit stays on screen @tablet', async ({
  transmittalAdmin: page,
}, testInfo) => {
  const lastName = `Longword ${runTag(testInfo.project.name)}`;
  // A department of its own, so that the demo departments keep the employee counts other specs expect.
  const department = await page.request.post('/api/Departments', {
    data: { departmentName: `Long Text ${runTag(testInfo.project.name)}`, status: true },
  });
  expect(department.ok(), await department.text()).toBe(true);
  const { id: departmentId } = (await department.json()) as { id: number };
  // Saved inactive: the wallet may then stay another employee's (decision 0013).
  const created = await page.request.post('/api/Employees', {
    data: {
      firstName: 'Rosa',
      lastName,
      position: LONG_WORD,
      departmentId,
      ewalletAccountInfo: '09171234567',
      status: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/BackOffice/Employee');
  await page.getByLabel('Employee Name').fill(lastName.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total Employees: 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${lastName}, Rosa` });
  const position = row.getByRole('cell', { name: LONG_WORD });
  await expect(position).toBeVisible();
  await picture(page, 'employee-long-position');

  if (narrow(page)) {
    // The table scrolls sideways in its own box; the long cell is still no wider than the screen.
    await expect
      .poll(async () => (await position.boundingBox())?.width ?? Infinity, { message: 'position cell width' })
      .toBeLessThanOrEqual(page.viewportSize()!.width);
  } else {
    await expectInsideWindow(page, row.getByRole('button', { name: /^Edit / }), 'Edit button');
  }
  await expectNoOverflow(position, 'position cell');
});

test('a purpose of one long word wraps in the journal table and in the invoice, on screen and on paper @tablet', async ({
  topupAdmin: page,
}) => {
  await page.goto('/BackOffice/Journal-Entry-Loading');
  await expect(page.getByRole('heading', { name: 'Journal Entry Loading', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Entry' });
  await dialog.getByLabel(/^Mobile Number/).fill(MARIA.mobileNo);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(MARIA.name);
  await dialog.getByLabel(/^Amount/).fill('1');
  await dialog.getByLabel(/^Purpose/).fill(LONG_WORD);
  await saveJournalEntry(page, dialog, 'Journal entry created successfully');

  const panel = page.getByRole('dialog', { name: 'Invoice Preview' });
  const invoice = panel.getByRole('document', { name: 'Invoice' });
  const purpose = invoice.getByText(LONG_WORD);
  await expect(purpose).toBeVisible();
  await picture(page, 'invoice-long-purpose');
  await expectNoOverflow(invoice, 'invoice preview');
  await expectNoOverflow(purpose, 'purpose line');
  await expectInsideWindow(page, invoice.getByText('₱1.00'), 'invoice amount');

  // On paper only the invoice prints, across the page: the word still wraps inside it.
  // (The drawer around it is hidden then, so the invoice is found by its attributes, not its role.)
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('[role="document"][aria-label="Invoice"]');
  await expectNoOverflow(printed, 'printed invoice');
  await expectNoOverflow(printed.getByText(LONG_WORD), 'printed purpose line');
  await page.emulateMedia({ media: 'screen' });

  const reference = (await invoice.getByText(/^JE[A-Z0-9]{10}$/).innerText()).trim();
  await panel.getByRole('button', { name: 'Close invoice' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('textbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row.getByText('₱1.00')).toBeVisible();
  await picture(page, 'journal-long-purpose');
  const purposeCell = row.getByRole('cell').filter({ hasText: LONG_WORD });
  if (narrow(page)) {
    await expect
      .poll(async () => (await purposeCell.boundingBox())?.width ?? Infinity, {
        message: 'purpose cell width',
      })
      .toBeLessThanOrEqual(page.viewportSize()!.width);
  } else {
    await expectInsideWindow(page, row.getByRole('cell').last(), 'Initiated By cell');
  }
  await expectNoOverflow(purposeCell, 'purpose cell');
});
