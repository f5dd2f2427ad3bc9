// Prints the JavaScript a customer's browser downloads before the portal's Home can show (the entry chunk,
// the portal chunk and every chunk they import statically), gzip-compressed, and fails when it passes the
// budget in docs/PERFORMANCE.md. Reads the manifest of the last `vite build` (dist/web/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = 'dist/web';
const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const portalKey = Object.keys(manifest).find((key) => key.endsWith('portal/portal-app.tsx'));
if (!entryKey || !portalKey) {
  console.error('portal-first-load: entry or portal chunk not found in the manifest');
  process.exit(1);
}

const files = new Set();
function addWithStaticImports(key) {
  const chunk = manifest[key];
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithStaticImports(imported);
}
addWithStaticImports(entryKey);
addWithStaticImports(portalKey);

let total = 0;
console.log('portal first load (JavaScript, gzip):');
for (const file of [...files].filter((name) => name.endsWith('.js'))) {
  const size = gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
}
console.log(`  ${'total'.padEnd(48)} ${(total / 1024).toFixed(1).padStart(7)} KB (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error(`portal first load is over its budget of ${BUDGET_KB} KB gzip`);
  process.exit(1);
}
