import { expect, type Page } from '@playwright/test';
import { PERSONAS, signInStaff } from './personas.ts';

export { DEMO_PASSWORD } from './personas.ts';
export const STAFF = {
  topupAdmin: PERSONAS.ana,
  transmittalAdmin: PERSONAS.ben,
  transmittalEncoder: PERSONAS.carla,
} as const;

/** Signs in to the back office through the API; the page's context keeps the session cookie. */
export const signInBackOffice = signInStaff;

/** The sidebar is behind the burger on a phone: open it when it is there. */
export async function openMenu(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Toggle menu' });
  if (await burger.isVisible()) await burger.click();
}

/** The labels of the back-office menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  await openMenu(page);
  const menu = page.getByRole('navigation', { name: 'Back-office menu' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  // Each item's first line: its screen's name, without the inbox's count beside "Needs you", which changes.
  return (await menu.getByRole('link').allInnerTexts()).map((text) => (text.split('\n')[0] ?? '').trim());
}

/** A menu item's link by its screen's name, whatever count its badge shows ("Needs you , 14 waiting"). */
export function menuItemName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*,.*)?$`);
}

/** Today's Manila month as its first and last day (YYYY-MM-DD). */
export function manilaMonth(now = new Date()): { first: string; last: string } {
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  const year = manila.getUTCFullYear();
  const month = manila.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(lastDay)}` };
}
