import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical axe violations on the page as it is now: axe's own choice of rules (WCAG 2.0
 * to 2.2 at levels A and AA, and its best practices), and the label-in-name rule (WCAG 2.5.3), which axe
 * still marks experimental: a control whose name does not contain its visible text cannot be used by voice.
 */
export async function checkAccessibility(page: Page): Promise<void> {
  // A dialog that is still fading in has translucent text, which axe would report as low contrast.
  // Spinners run for ever, so only finite animations are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
