import type { ComponentType } from 'react';
import { lazyChunk } from '../ui/lazy-chunk';
import { MENU, menuItemAt, type MenuItem } from './shared/menu';

type PageModule = { default: ComponentType };

/**
 * Every menu screen's page, found by the folder its menu item names (`<folder>/<folder>-page.tsx`), each
 * a chunk of its own: Vite turns the pattern into one dynamic import per file at build time, so the menu
 * line is the only place a new screen is named (docs/decisions/0033). auth/ is the login, not a screen.
 */
export const PAGE_LOADERS: Readonly<Record<string, () => Promise<PageModule>>> = import.meta.glob<PageModule>(
  ['./*/*-page.tsx', '!./auth/**'],
);

export function pageFileOf(item: MenuItem): string {
  return `./${item.folder}/${item.folder}-page.tsx`;
}

/** The lazy page of each menu item; a menu line whose folder has no page stops the back office at once. */
export const SCREENS = MENU.map((item) => {
  const load = PAGE_LOADERS[pageFileOf(item)];
  if (!load) throw new Error(`The menu item ${item.label} names no page: ${pageFileOf(item)} is missing`);
  return { item, Page: lazyChunk(item.folder, load) };
});

/**
 * Starts downloading the chunk of the screen at `pathname` (the address the back office opened at), so that
 * it comes while the session is still being asked for rather than after it (issue 27: the dashboard's chunk
 * and then its data waited for the session's answer). The router's lazy page asks for the same module and
 * gets this download; a failure shows there.
 */
export function preloadScreenAt(pathname: string): void {
  const item = menuItemAt(MENU, pathname);
  const load = item && PAGE_LOADERS[pageFileOf(item)];
  load?.().catch(() => undefined);
}
