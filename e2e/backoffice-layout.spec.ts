import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkAccessibility } from './support/accessibility.ts';
import { signInBackOffice, STAFF } from './support/back-office-session.ts';

// A 768 px tablet: the menu folds behind a burger so that the top-up table gets the whole width.
test.use({ viewport: { width: 768, height: 1024 } });

// The viewport is set here, so the phone project would only repeat the same run.
test.skip(({ isMobile }) => isMobile, 'the desktop project covers it');

const ANA = STAFF.topupAdmin;

/** The browser tab's title of a screen: where the person is, then the product. */
const tabTitle = (screen: string) => `${screen} · eWallet Top-up`;

/** Presses Tab until `target` has the focus (a person tabbing through the page), or fails. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Whether the element lies within the window's width (a folded menu is moved off to the left). */
async function isOnScreen(element: Locator, page: Page): Promise<boolean> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return !!box && box.x >= 0 && box.x + box.width <= width;
}

test('tablet: the menu folds behind a burger, and the menus work with the keyboard alone', async ({
  page,
}) => {
  await signInBackOffice(page.request, ANA.mobileNo);
  await page.goto('/BackOffice/Topup-Requests');
  await expect(page.getByRole('heading', { name: 'Top-up Requests' })).toBeVisible();
  const table = page.getByTestId('topup-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // Each screen's tab says which menu item it is, so that a person with several tabs open finds theirs.
  await expect(page).toHaveTitle(tabTitle('Topup Requests'));

  // Folded: the menu is off-screen and out of the Tab order; the page does not scroll sideways, the table
  // does, inside its own box.
  const nav = page.getByRole('navigation', { name: 'Back-office menu', includeHidden: true });
  expect(await isOnScreen(nav, page)).toBe(false);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page scrolls sideways by px').toBeLessThanOrEqual(0);
  const tableBox = await table.boundingBox();
  expect(tableBox && tableBox.x).toBeLessThan(40);
  await checkAccessibility(page);

  const burger = page.getByRole('button', { name: 'Toggle menu' });
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toBeHidden();
  await tabTo(page, burger);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const department = nav.getByRole('link', { name: 'Department' });
  await expect.poll(() => isOnScreen(nav, page)).toBe(true);

  // Escape folds it again and gives the focus back to the burger.
  await tabTo(page, nav.getByRole('link', { name: 'Dashboard' }));
  await page.keyboard.press('Escape');
  await expect(burger).toBeFocused();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => isOnScreen(nav, page)).toBe(false);

  // Open, go to Department with Enter: the page changes and the menu folds away.
  await page.keyboard.press('Enter');
  await tabTo(page, department);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/BackOffice\/Department$/);
  await expect(page).toHaveTitle(tabTitle('Department'));
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => isOnScreen(nav, page)).toBe(false);

  // The avatar menu: full name, mobile number, Logout.
  const avatar = page.getByRole('button', { name: `Account menu of ${ANA.name}` });
  await tabTo(page, avatar);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText(ANA.name)).toBeVisible();
  await expect(menu.getByText(ANA.mobileNo)).toBeVisible();
  await checkAccessibility(page);
  const logout = menu.getByRole('menuitem', { name: 'Logout' });
  for (let i = 0; i < 3 && !(await logout.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/BackOffice\/Login$/);
  await expect(page).toHaveTitle(tabTitle('Back Office Login'));
});

test('desktop width keeps the sidebar open beside the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInBackOffice(page.request, ANA.mobileNo);
  await page.goto('/BackOffice/Dashboard');
  const nav = page.getByRole('navigation', { name: 'Back-office menu' });
  await expect(nav.getByRole('link', { name: 'Topup Requests' })).toBeVisible();
  expect(await isOnScreen(nav, page)).toBe(true);
  await expect(page).toHaveTitle(tabTitle('Dashboard'));
  await nav.getByRole('link', { name: 'Journal Entry Loading' }).click();
  await expect(page).toHaveTitle(tabTitle('Journal Entry Loading'));
  await nav.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveTitle(tabTitle('Audit Log'));
  // A drill-down from the dashboard is still the Topup Requests screen.
  await page.goto('/BackOffice/Topup-Requests/2026-01-01/104/0');
  await expect(page).toHaveURL(/\/Topup-Requests\/2026-01-01\/104\/0$/);
  await expect(page).toHaveTitle(tabTitle('Topup Requests'));
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'true');
});
