import { test, type Page } from '@playwright/test';

export const TABLET = { width: 768, height: 1024 };

/**
 * Pictures are taken only when asked for (SCREENSHOTS=1), and never into a tracked folder: a test run changes
 * no file of the repository. The ones for the docs land in `.tmp/screenshots/docs/` under the names
 * docs/screenshots uses; a person looks at them and copies the ones to keep:
 *   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts portal-screenshots
 *   cp .tmp/screenshots/docs/portal-*.png docs/screenshots/
 */
export const SCREENSHOTS = Boolean(process.env.SCREENSHOTS);
export const SCREENSHOTS_DIR = '.tmp/screenshots';
export const DOCS_SCREENSHOTS_DIR = `${SCREENSHOTS_DIR}/docs`;

/** The size a picture is taken at: the phone project is the phone, the desktop project also does the tablet. */
export function projectSize(): 'desktop' | 'phone' {
  return test.info().project.name === 'phone' ? 'phone' : 'desktop';
}

/**
 * Waits until the page's transitions (dialogs, banners, menus) have finished, so that a picture shows the end
 * state: the finite animations the page runs, not a fixed time. Endless ones (a loader) are left spinning.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** A picture for a person to look at, into `.tmp/screenshots/<file>.png`; nothing without SCREENSHOTS=1. */
export async function picture(page: Page, file: string, { fullPage = false } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  await settle(page);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/${file}.png`, fullPage });
}

/** One picture for the docs: a screen as a whole page; a dialog or menu as the window shows it (its overlay only covers the window). */
export async function shoot(page: Page, file: string, { dialog = false } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  await settle(page);
  // A whole-page picture of a scrolled page draws the fixed header where the scroll left it.
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${DOCS_SCREENSHOTS_DIR}/${file}.png`, fullPage: !dialog });
}

/**
 * `<name>-phone.png` in the phone project; `<name>-desktop.png` and, at a 768 px tablet, `<name>-tablet.png`
 * in the desktop project (the window is put back afterwards).
 */
export async function saveAtEachSize(page: Page, name: string, { dialog = false } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  const size = projectSize();
  await shoot(page, `${name}-${size}`, { dialog });
  if (size === 'phone') return;
  const viewport = page.viewportSize();
  await page.setViewportSize(TABLET);
  await shoot(page, `${name}-tablet`, { dialog });
  if (viewport) await page.setViewportSize(viewport);
}
