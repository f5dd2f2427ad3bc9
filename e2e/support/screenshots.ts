import { test, type Page } from '@playwright/test';

export const TABLET = { width: 768, height: 1024 };

/** The size a picture is taken at: the phone project is the phone, the desktop project also does the tablet. */
export function projectSize(): 'desktop' | 'phone' {
  return test.info().project.name === 'phone' ? 'phone' : 'desktop';
}

/** One picture: a screen as a whole page; a dialog or menu as the window shows it (its overlay only covers the window). */
export async function shoot(page: Page, file: string, { dialog = false } = {}): Promise<void> {
  // Let transitions (dialogs, banners, menus) settle so that the picture shows the end state.
  await page.waitForTimeout(500);
  // A whole-page picture of a scrolled page draws the fixed header where the scroll left it.
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/${file}.png`, fullPage: !dialog });
}

/**
 * `<name>-phone.png` in the phone project; `<name>-desktop.png` and, at a 768 px tablet, `<name>-tablet.png`
 * in the desktop project (the window is put back afterwards).
 */
export async function saveAtEachSize(page: Page, name: string, { dialog = false } = {}): Promise<void> {
  const size = projectSize();
  await shoot(page, `${name}-${size}`, { dialog });
  if (size === 'phone') return;
  const viewport = page.viewportSize();
  await page.setViewportSize(TABLET);
  await shoot(page, `${name}-tablet`, { dialog });
  if (viewport) await page.setViewportSize(viewport);
}
