import { describe, expect, it } from 'vitest';
import { MENU, mayOpen, menuFor } from './shared/menu';
import { PAGE_LOADERS, pageFileOf } from './screen-pages';

describe('the screen registry', () => {
  it('names a page that exists for every menu item, so the router can build its route', () => {
    const missing = MENU.filter((item) => !PAGE_LOADERS[pageFileOf(item)]).map((item) => item.label);
    expect(missing).toEqual([]);
  });

  it('gives every screen its own path and its own chunk', () => {
    const paths = MENU.map((item) => item.path.toLowerCase());
    const folders = MENU.map((item) => item.folder);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('lets a role open exactly the screens its menu shows', () => {
    for (const role of ['TOPUP_ADMIN', 'TRANSMITTAL_ADMIN', 'TRANSMITTAL_ENCODER'] as const) {
      const shown = menuFor(role).map((item) => item.path);
      expect(MENU.filter((item) => mayOpen(role, item.path)).map((item) => item.path)).toEqual(shown);
    }
    expect(mayOpen('TRANSMITTAL_ENCODER', 'Audit-Log')).toBe(false);
    expect(mayOpen('TOPUP_ADMIN', 'Login')).toBe(false);
  });
});
