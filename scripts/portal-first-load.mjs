// Prints the JavaScript a customer's browser downloads for the portal's first screen, gzip-compressed, and
// fails when it passes a budget of docs/PERFORMANCE.md:
// - before the load event: what index.html asks for itself (the entry chunk and every chunk it imports
//   statically), at most 100 KB;
// - until Home shows: that, and the router's and the portal's chunks (the entry asks for both as the page
//   starts) with everything they import statically, at most 150 KB.
// Reads the manifest of the last `vite build` (dist/web/.vite/manifest.json, or --dir <web build>/...).
import { parseArgs } from 'node:util';
import { readViteManifest } from './vite-manifest.mjs';

const BUDGETS_KB = { beforeLoad: 100, untilHome: 150 };
const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist/web' } } });
const root = values.dir;
const { keyEndingWith, entryKey, scriptsOf, gzipKb } = readViteManifest(root);
const portalKey = keyEndingWith('src/portal/portal-app.tsx');
if (!entryKey || !portalKey) {
  console.error('portal-first-load: the entry or the portal chunk is not in the manifest');
  process.exit(1);
}
// The router's module is in the app-shell chunk that the portal's chunk imports (web/vite.config.ts); a
// chunk of its own, if it is ever split out again.
const firstScreenKeys = [portalKey, keyEndingWith('src/app-routes.tsx')].filter(Boolean);

const line = (label, kb, note = '') =>
  console.log(`  ${label.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB${note}`);

const beforeLoad = scriptsOf([entryKey]);
const untilHome = scriptsOf([entryKey, ...firstScreenKeys]);
const totals = { beforeLoad: 0, untilHome: 0 };
console.log('portal first load (JavaScript, gzip):');
for (const file of untilHome) {
  const kb = gzipKb(file);
  totals.untilHome += kb;
  if (beforeLoad.includes(file)) totals.beforeLoad += kb;
  line(file, kb, beforeLoad.includes(file) ? '' : ' (asked for by the entry)');
}
line('before the load event (index.html)', totals.beforeLoad, ` (budget ${BUDGETS_KB.beforeLoad} KB)`);
line('until Home shows', totals.untilHome, ` (budget ${BUDGETS_KB.untilHome} KB)`);

let over = false;
for (const [measure, budget] of Object.entries(BUDGETS_KB)) {
  if (totals[measure] <= budget) continue;
  console.error(`portal first load: ${measure} is over its budget of ${budget} KB gzip`);
  over = true;
}
if (over) process.exit(1);
