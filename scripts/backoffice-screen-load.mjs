// Prints the JavaScript a browser downloads to open each back-office screen at its own address (the menu's
// registry, web/src/backoffice/shared/menu.ts), gzip-compressed, and fails when one passes its budget of
// docs/PERFORMANCE.md (issue 27: the back office's JavaScript had grown by 40 % unnoticed). A screen's first
// load is the entry with everything it imports statically, the router's and the back office's chunks (the
// entry asks for both as the page starts) and the screen's own chunk, each with its static imports.
// Reads the manifest of the last `vite build` (dist/web/.vite/manifest.json, or --dir <web build>/...).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readViteManifest } from './vite-manifest.mjs';

/**
 * Every screen's budget and the few that need more, KB of gzip: the first load as it was measured when the
 * budget was set (issue 27, 262 KB before any screen) with about 5 % to grow; a screen that passes it asks
 * for a look at what came in (rather than a raised figure).
 */
const BUDGET_KB = 300;
const BUDGETS_KB = {
  // The biggest screens: a list with its filters, details, dialogs and reports, or a form of many parts.
  'topup-requests': 335,
  'journal-entry': 330,
  'transmittal-entry': 320,
  // The month picker (@mantine/dates and dayjs).
  dashboard: 310,
};

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist/web' } } });
const root = values.dir;
const { keyEndingWith, entryKey, scriptsOf, gzipKb } = readViteManifest(root);
const menuSource = readFileSync(new URL('../web/src/backoffice/shared/menu.ts', import.meta.url), 'utf8');
const folders = [...menuSource.matchAll(/\bfolder: '([^']+)'/g)].map((match) => match[1]);

const backOfficeKey = keyEndingWith('src/backoffice/back-office-app.tsx');
// The router's module is in the app-shell chunk that the back office's chunk imports (web/vite.config.ts);
// a chunk of its own, if it is ever split out again.
const shellKeys = [backOfficeKey, keyEndingWith('src/app-routes.tsx')].filter(Boolean);
if (!entryKey || !backOfficeKey || folders.length === 0) {
  console.error('backoffice-screen-load: the entry, the router, the back office or the menu is not found');
  process.exit(1);
}

const shared = scriptsOf([entryKey, ...shellKeys]);
const sharedKb = shared.reduce((total, file) => total + gzipKb(file), 0);
console.log(
  `back-office screens' first load (JavaScript, gzip): ${sharedKb.toFixed(1)} KB in ${shared.length} files ` +
    'before any screen (entry, router, back office)',
);
let over = false;
for (const folder of folders) {
  const pageKey = keyEndingWith(`src/backoffice/${folder}/${folder}-page.tsx`);
  if (!pageKey) {
    console.error(`backoffice-screen-load: no chunk for the screen ${folder}`);
    process.exit(1);
  }
  const files = scriptsOf([entryKey, ...shellKeys, pageKey]);
  const kb = files.reduce((total, file) => total + gzipKb(file), 0);
  const budget = BUDGETS_KB[folder] ?? BUDGET_KB;
  const verdict = kb <= budget ? '' : '  OVER';
  console.log(
    `  ${folder.padEnd(22)} ${kb.toFixed(1).padStart(7)} KB in ${String(files.length).padStart(2)} files ` +
      `(the screen's own ${(kb - sharedKb).toFixed(1).padStart(5)} KB; budget ${budget} KB)${verdict}`,
  );
  if (verdict) over = true;
}
if (over) {
  console.error('back-office screens: a screen is over its JavaScript budget (docs/PERFORMANCE.md)');
  process.exit(1);
}
